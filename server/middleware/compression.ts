import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import zlib from "node:zlib";
import { createMiddleware } from "hono/factory";
import { chooseEncoding } from "../../modules/core/index.ts";

const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

function compressor(encoding: "br" | "gzip") {
  // Flush every chunk so streamed pages reach the browser as they render.
  return encoding === "br"
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
}

/** Brotli or gzip for text responses the client accepts, streamed. */
export const compression = createMiddleware(async (c, next) => {
  await next();
  const res = c.res;
  if (!res.body || c.req.method === "HEAD" || res.headers.has("Content-Encoding")) return;
  if (!compressible.test(res.headers.get("Content-Type") ?? "")) return;
  const length = Number(res.headers.get("Content-Length") ?? Number.NaN);
  if (length < 1024) return;
  const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
  if (!encoding) return;
  const source = Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>);
  const body = Readable.toWeb(source.pipe(compressor(encoding))) as ReadableStream<Uint8Array>;
  const headers = new Headers(res.headers);
  headers.delete("Content-Length");
  headers.set("Content-Encoding", encoding);
  headers.append("Vary", "Accept-Encoding");
  c.res = undefined; // replace, not merge: the old length must not survive
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
});
