import { Readable } from "node:stream";
import zlib from "node:zlib";
import { createMiddleware } from "hono/factory";
import { chooseEncoding } from "../../modules/core/index.ts";

const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

type Encoding = "br" | "gzip";

/** A flush that ends a compressed block without ending the stream (gzip's keeps the dictionary). */
const FLUSH: Record<Encoding, number> = {
  br: zlib.constants.BROTLI_OPERATION_FLUSH,
  gzip: zlib.constants.Z_SYNC_FLUSH,
};

function compressor(encoding: Encoding): zlib.Gzip | zlib.BrotliCompress {
  return encoding === "br"
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip({ level: 6 });
}

/** Waits until the compressor wants more, or is gone (the client left). */
function drained(output: zlib.Gzip | zlib.BrotliCompress): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      output.off("drain", done);
      output.off("close", done);
      resolve();
    };
    output.once("drain", done);
    output.once("close", done);
  });
}

/**
 * A body compressed as it streams. React writes a page in 2 kB chunks, hundreds in one turn of the
 * event loop: written to the compressor one by one and each flushed, they cost a compressor call and
 * a compressed block apiece. Instead the chunks that arrive in one turn are compressed as one write,
 * and what has come so far is flushed to the client once the turn's I/O is done (setImmediate): the
 * source has paused, so a streamed page's parts still reach the browser as they render.
 */
export function compressedBody(
  body: ReadableStream<Uint8Array>,
  encoding: Encoding,
): ReadableStream<Uint8Array> {
  const output = compressor(encoding);
  const reader = body.getReader();
  let batch: Uint8Array[] = [];
  let scheduled = false;
  let ended = false;
  const send = (end: boolean) => {
    if (output.destroyed) return;
    if (batch.length > 0) output.write(Buffer.concat(batch));
    batch = [];
    if (end) output.end();
    else output.flush(FLUSH[encoding]);
  };
  const turnEnded = () => {
    scheduled = false;
    if (!ended) send(false);
  };
  // The client left (or the compressor failed): stop reading, which stops the render.
  output.once("close", () => {
    if (!ended) reader.cancel().catch(() => {});
  });
  (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      batch.push(value);
      if (!scheduled) {
        scheduled = true;
        setImmediate(turnEnded);
      }
      // The client reads slower than the page renders: wait for it.
      if (output.writableNeedDrain) await drained(output);
      if (output.destroyed) return;
    }
    ended = true;
    send(true);
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
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
  const body = compressedBody(res.body, encoding);
  const headers = new Headers(res.headers);
  headers.delete("Content-Length");
  headers.set("Content-Encoding", encoding);
  headers.append("Vary", "Accept-Encoding");
  c.res = undefined; // replace, not merge: the old length must not survive
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
});
