// Issue 10, point 2: addresses and headers of bounded size, and no quadratic trimming of slashes.

import { request as httpRequest } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectApiError, requester } from "../tests/support/refusals.ts";
import { createTestApp, type TestApp, titleOf } from "../tests/support/test-app.ts";
import { httpServerOptions, httpServerOptionsFor } from "./input/limits.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { send } = requester(() => t);

describe("long URLs", () => {
  it("answers a 16 kB /search////...x path with 414 URI Too Long", async () => {
    await expectApiError(
      await send(`/search${"/".repeat(16_000)}x`),
      414,
      "request.uri.too.long",
      "The address is too long: at most 8192 characters.",
    );
  });

  it("answers an over-long query to the API with 414", async () => {
    await expectApiError(
      await send(`/Search/v2?term=${"a".repeat(9_000)}`),
      414,
      "request.uri.too.long",
      /8192/,
    );
  });

  it("still answers a page behind 8,000 trailing slashes, within the limit", async () => {
    const res = await send(`/search/boots${"/".repeat(8_000)}`);
    expect(res.status).toBe(200);
    expect(titleOf(await res.text())).toContain("Boots");
  });
});

describe("over HTTP", () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1", serverOptions: httpServerOptions });
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  function status(path: string, headers: Record<string, string> = {}): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({
        host: "127.0.0.1",
        port,
        path,
        headers: { host: "localhost:3000", ...headers },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("answers a request with a 20 kB header with 431", async () => {
    expect(await status("/healthz", { "x-padding": "a".repeat(20_000) })).toBe(431);
  });

  it("answers a 12 kB URL with 414 and a 20 kB one with 431", async () => {
    expect(await status(`/search/${"a".repeat(12_000)}`)).toBe(414);
    expect(await status(`/search/${"a".repeat(20_000)}`)).toBe(431);
  });

  it("answers ordinary requests", async () => {
    expect(await status("/healthz", { cookie: `x=${"a".repeat(4_000)}` })).toBe(200);
  });

  it("refuses a declared 300 MB body with 413 having read only its first kilobyte", async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({
        host: "127.0.0.1",
        port,
        path: "/v1/cart",
        method: "POST",
        headers: {
          host: "localhost:3000",
          "content-type": "application/json",
          "content-length": String(300 * 1024 * 1024),
        },
      });
      req.on("response", (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
      req.write("a".repeat(1024)); // the rest never comes: the answer must not wait for it
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      id: "request.too.large",
      message: "The request is too large: at most 64 kB.",
    });
  });
});

describe("a body that trickles in", () => {
  // The store's limit is REQUEST_ARRIVAL_MS; the same options with a second's limit, to wait less.
  const arrivalMs = 1000;
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    const serverOptions = httpServerOptionsFor(arrivalMs);
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1", serverOptions });
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("is answered 408 and its connection closed, not held open", async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          "POST /v1/cart HTTP/1.1\r\nHost: localhost:3000\r\nContent-Type: application/json\r\n" +
            "Content-Length: 1000\r\n\r\n{",
        );
      });
      let received = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => {
        received += chunk;
      });
      // Closed by the server: what it said before closing is the answer.
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
