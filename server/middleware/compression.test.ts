import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { compression } from "./compression.ts";

type Encoding = "br" | "gzip";

/** An app whose page is the stream the test writes, through the compression middleware. */
function streamingApp(body: ReadableStream<Uint8Array>) {
  const app = new Hono();
  app.use(compression);
  app.get("/", () => new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } }));
  return app;
}

/** A stream the test writes to, chunk by chunk, and ends. */
function writableSource() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (started) => {
      controller = started;
    },
  });
  return {
    body,
    write: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    end: () => controller.close(),
  };
}

/** Reads a compressed response as a browser does: decompressing each part as it arrives. */
function readAsItArrives(response: Response, encoding: Encoding) {
  const decompressor = encoding === "br" ? zlib.createBrotliDecompress() : zlib.createGunzip();
  const state = { text: "", parts: 0, done: false };
  decompressor.on("data", (chunk: Buffer) => {
    state.text += chunk.toString("utf8");
  });
  const reading = (async () => {
    if (!response.body) throw new Error("no body");
    for await (const part of response.body) {
      state.parts += 1;
      decompressor.write(part);
    }
    await new Promise((resolve) => decompressor.end(resolve));
    state.done = true;
  })();
  return Object.assign(state, { reading });
}

const encodings: Encoding[] = ["gzip", "br"];

describe("compression of a streamed page", () => {
  it.each(encodings)("(%s) sends each part as it is written, before the page ends", async (encoding) => {
    const source = writableSource();
    const response = await streamingApp(source.body).request("/", {
      headers: { "accept-encoding": encoding },
    });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    const read = readAsItArrives(response, encoding);
    // The shell and the buy area, then a wait (a carousel's data), then the rest.
    source.write(`<html><body><main>${"buy area ".repeat(500)}</main>`);
    await vi.waitFor(() => expect(read.text).toContain("</main>"));
    expect(read.done).toBe(false);
    source.write(`<section>${"carousel ".repeat(500)}</section></body></html>`);
    source.end();
    await read.reading;
    expect(read.text).toBe(
      `<html><body><main>${"buy area ".repeat(500)}</main><section>${"carousel ".repeat(500)}</section></body></html>`,
    );
  });

  it.each(encodings)(
    "(%s) compresses the chunks written together as one, not one flush each",
    async (encoding) => {
      const source = writableSource();
      const response = await streamingApp(source.body).request("/", {
        headers: { "accept-encoding": encoding },
      });
      const read = readAsItArrives(response, encoding);
      // As React writes a page: 2 kB at a time, hundreds in one go.
      const chunks = Array.from({ length: 300 }, (_, i) => `<li>card ${i} ${"x".repeat(2000)}</li>`);
      for (const chunk of chunks) source.write(chunk);
      source.end();
      await read.reading;
      expect(read.text).toBe(chunks.join(""));
      expect(read.parts).toBeLessThan(chunks.length / 10);
    },
  );

  it("stops reading the page once the client has gone", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode("x".repeat(4096))),
      cancel: () => {
        cancelled = true;
      },
    });
    const response = await streamingApp(body).request("/", { headers: { "accept-encoding": "gzip" } });
    const reader = response.body?.getReader();
    await reader?.read();
    await reader?.cancel();
    await vi.waitFor(() => expect(cancelled).toBe(true));
  });

  it("waits for a client that reads slower than the page is written, and sends it whole", async () => {
    const source = writableSource();
    const response = await streamingApp(source.body).request("/", { headers: { "accept-encoding": "gzip" } });
    // Text that hardly compresses, so the compressed page is far larger than the compressor's buffer.
    const chunks = Array.from({ length: 200 }, () => randomBytes(4096).toString("base64"));
    for (const chunk of chunks) source.write(chunk);
    source.end();
    const parts: Buffer[] = [];
    if (!response.body) throw new Error("no body");
    for await (const part of response.body) {
      parts.push(Buffer.from(part));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(zlib.gunzipSync(Buffer.concat(parts)).toString()).toBe(chunks.join(""));
  });
});
