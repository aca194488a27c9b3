import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, titleOf } from "../tests/support/test-app.ts";
import { httpServerOptions } from "./input/limits.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORIGIN = "http://localhost:3000";
const FORM = "application/x-www-form-urlencoded";
const send = (path: string, init: RequestInit = {}) =>
  t.app.request(`${ORIGIN}${path}`, {
    ...init,
    headers: { origin: ORIGIN, ...(init.headers as Record<string, string>) },
  });
const post = (path: string, body: BodyInit, type: string, headers: Record<string, string> = {}) =>
  send(path, { method: "POST", body, headers: { "content-type": type, ...headers } });

/** A body that arrives in chunks without Content-Length, as a chunked upload does. */
function chunked(chunks: number, chunk: string): RequestInit {
  const bytes = new TextEncoder().encode(chunk);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < chunks; i++) controller.enqueue(bytes);
      controller.close();
    },
  });
  return { method: "POST", body, duplex: "half" } as RequestInit;
}

/** The store's error page with its full layout (header search and footer), titled by status. */
async function expectErrorPage(res: Response, status: number, message?: string) {
  expect(res.status).toBe(status);
  const html = await res.text();
  expect(titleOf(html)).toBe(`${status} Error Page`);
  expect(html).toContain('role="search"');
  expect(html).toContain('action="/subscription.do"');
  if (message) expect(html).toContain(message);
  return html;
}

async function expectApiError(res: Response, status: number, id: string, message: string | RegExp) {
  expect(res.status).toBe(status);
  const body: unknown = await res.json();
  expect(body).toEqual({
    id,
    message: typeof message === "string" ? message : expect.stringMatching(message),
  });
}

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

describe("body size", () => {
  const big = `email=${"a".repeat(70 * 1024)}`;

  it("refuses a form over 64 kB with Content-Length: 413 and the error page", async () => {
    const res = await post("/login", big, FORM, { "content-length": String(big.length) });
    await expectErrorPage(res, 413, "The request is too large: at most 64 kB.");
  });

  it("refuses a chunked form over 64 kB without Content-Length", async () => {
    const res = await send("/login", {
      ...chunked(100, "a".repeat(1024)),
      headers: { "content-type": FORM, origin: ORIGIN },
    });
    await expectErrorPage(res, 413, "The request is too large: at most 64 kB.");
  });

  it("refuses JSON over 64 kB to the API with 413 { id, message }, with and without Content-Length", async () => {
    const json = JSON.stringify({ items: [], padding: "a".repeat(70 * 1024) });
    const announced = await post("/v1/cart", json, "application/json", {
      "content-length": String(json.length),
    });
    await expectApiError(announced, 413, "request.too.large", "The request is too large: at most 64 kB.");
    const streamed = await send("/v1/cart", {
      ...chunked(70, "a".repeat(1024)),
      headers: { "content-type": "application/json", origin: ORIGIN },
    });
    await expectApiError(streamed, 413, "request.too.large", /64 kB/);
  });

  it("refuses a form over 64 kB to /cartAddItem.do", async () => {
    await expectApiError(await post("/cartAddItem.do", big, FORM), 413, "request.too.large", /64 kB/);
  });

  it("still reads a form under the limit, chunked or not", async () => {
    const res = await send("/cartAddItem.do", {
      ...chunked(1, "stockId=1&quantity=1"),
      headers: { "content-type": FORM, origin: ORIGIN },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/cart/);
  });
});

describe("content types on form endpoints", () => {
  const notAForm = "This address takes a form (application/x-www-form-urlencoded or multipart/form-data).";

  it.each([
    ["/cartAddItem.do", "application/json", '{"stockId":1}'],
    ["/cartAddItem.do", "text/plain", "stockId=1"],
    ["/cartAddItem.do", "application/xml", "<stockId>1</stockId>"],
  ])("answers %s with %s by 415", async (path, type, body) => {
    await expectApiError(await post(path, body, type), 415, "request.unsupported.type", notAForm);
  });

  it.each([
    ["/login", "application/json", '{"email":"a@example.com"}'],
    ["/register", "text/plain", "email=a@example.com"],
    ["/forgot-password", "application/octet-stream", "x"],
    ["/subscription.do", "application/json", '{"email":"a@example.com"}'],
  ])("answers the page %s with %s by the 415 page", async (path, type, body) => {
    await expectErrorPage(await post(path, body, type), 415, notAForm);
  });

  it("answers a broken multipart body with 400, never 500", async () => {
    const type = "multipart/form-data; boundary=XyZ";
    const broken = '--XyZ\r\nContent-Disposition: form-data; name="stockId"\r\n\r\n1';
    await expectApiError(
      await post("/cartAddItem.do", broken, type),
      400,
      "request.invalid",
      "The form could not be read.",
    );
    await expectErrorPage(await post("/login", broken, type), 400, "The form could not be read.");
    await expectErrorPage(
      await post("/register", "garbage", "multipart/form-data"),
      400,
      "The form could not be read.",
    );
  });

  it("answers a form endpoint posted without a content type by 415, never 500", async () => {
    await expectErrorPage(await send("/login", { method: "POST" }), 415, notAForm);
    await expectErrorPage(await send("/cart", { method: "POST" }), 415, notAForm);
    await expectApiError(
      await send("/cartAddItem.do", { method: "POST" }),
      415,
      "request.unsupported.type",
      notAForm,
    );
  });

  it("answers the pages' data requests (forms sent by their script) the same way, never 500", async () => {
    const id = "request.unsupported.type";
    await expectApiError(await post("/login.data", '{"email":"a"}', "application/json"), 415, id, notAForm);
    await expectApiError(await send("/cart.data", { method: "POST" }), 415, id, notAForm);
    const broken = await post("/register.data", "garbage", "multipart/form-data; boundary=XyZ");
    await expectApiError(broken, 400, "request.invalid", "The form could not be read.");
  });

  it("still takes a well-formed multipart form", async () => {
    const form = new FormData();
    form.set("email", "nobody@example.com");
    form.set("password", "not-the-password-1");
    const res = await send("/login", { method: "POST", body: form, headers: { origin: ORIGIN } });
    expect(res.status).toBeLessThan(500);
    expect(titleOf(await res.text())).toBe("Fleetfoot Sign-In");
  });
});

describe("control characters", () => {
  it.each([
    ["the search term", "/search?term=a%00b", "term"],
    ["a search filter", `/search/boots/filter/zc1/${encodeURIComponent('"a\u0000b"')}`, undefined],
    ["the search term in the path", "/search/a%01b", undefined],
  ])("answers a control character in %s with the 400 page", async (_, path, field) => {
    const html = await expectErrorPage(await send(path), 400);
    expect(html).toContain(
      field ? `&#x27;${field}&#x27; must not contain control characters.` : "control characters",
    );
  });

  it.each([
    ["autocomplete's term", "/autocomplete?term=a%00b", "'term' must not contain control characters."],
    ["the search API's term", "/Search/v2?term=boots%00", "'term' must not contain control characters."],
    [
      "the search API's filters (a JSON escape)",
      `/Search/v2?term=boots&filters=${encodeURIComponent('{"zc1":["Sho\\u0000es"]}')}`,
      "'filters.zc1.0' must not contain control characters.",
    ],
    ["a parameter's name", "/autocomplete?term=boots&x%00=1", /must not contain control characters/],
    [
      "the search API's filters (half a surrogate pair)",
      `/Search/v2?term=boots&filters=${encodeURIComponent('{"zc1":["\\ud800"]}')}`,
      "'filters.zc1.0' must not contain unpaired surrogates.",
    ],
  ])("answers a control character in %s with 400 naming it", async (_, path, message) => {
    await expectApiError(await send(path), 400, "request.invalid", message);
  });

  it.each([
    ["/register", "name", "name=Ann%00&email=ann%40example.com&password=correct-horse-9"],
    ["/register", "email", "name=Ann&email=ann%00%40example.com&password=correct-horse-9"],
    ["/login", "email", "email=ann%40example.com%00&password=correct-horse-9"],
    ["/forgot-password", "email", "email=ann%1B%40example.com"],
  ])(
    "answers a control character in %s's %s with the 400 page naming the field",
    async (path, field, body) => {
      const html = await expectErrorPage(await post(path, body, FORM), 400);
      expect(html).toContain(`&#x27;${field}&#x27; must not contain control characters.`);
    },
  );

  it("answers a NUL in a JSON body with 400 naming the field", async () => {
    const body = JSON.stringify({ items: [{ asin: "B0\u0000", quantity: 1 }] });
    await expectApiError(
      await post("/v1/cart", body, "application/json"),
      400,
      "request.invalid",
      "'items.0.asin' must not contain control characters.",
    );
  });

  it("answers a NUL in a favorites list's name with 400 naming the field, before anything else", async () => {
    const body = JSON.stringify({ type: "h.", name: "Boots\u0000" });
    await expectApiError(
      await post("/accountapi/cloudlist/v1/createList", body, "application/json"),
      400,
      "request.invalid",
      "'name' must not contain control characters.",
    );
  });

  it("lets a tab through: pasted text may hold one", async () => {
    const res = await send("/autocomplete?term=red%09boots");
    expect(res.status).toBe(200);
  });
});

describe("a form posted to a page that takes none", () => {
  it.each(["/", "/search/boots", "/p/product/1", "/brands", "/marty/", "/no-such-page", "/subscription.do"])(
    "answers POST %s with the 404 page and the full layout",
    async (path) => {
      const html = await expectErrorPage(await post(path, "a=1", FORM), 404);
      expect(html).toContain("We&#x27;re So Sorry!");
      expect(html).toContain("We can&#x27;t seem to find this page.");
    },
  );

  it("still runs a page's own form", async () => {
    const res = await post("/login", "email=nobody%40example.com&password=not-the-password-1", FORM);
    expect(res.status).toBeLessThan(500);
    expect(titleOf(await res.text())).toBe("Fleetfoot Sign-In");
  });
});
