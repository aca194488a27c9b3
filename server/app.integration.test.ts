import { createHash } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, titleOf } from "../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers: { host: "localhost:3000", ...headers } });

describe("pages", () => {
  it("serves the home page with the layout, skip link and marketplace", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Skip to main content");
    expect(html).toContain('id="main-content"');
    expect(html).toContain('action="/subscription.do"');
    expect(titleOf(html)).toContain("Fleetfoot");
  });

  it("serves every page again under /marty", async () => {
    expect((await get("/marty/")).status).toBe(200);
    const cart = await get("/marty/cart");
    expect(cart.status).toBe(200);
    expect(titleOf(await cart.text())).toBe("My Bag");
  });

  it("answers the JSON calls and the form endpoints under /marty too, in any case", async () => {
    const count = await get("/marty/v1/getCartItemsCount");
    expect(count.status).toBe(200);
    expect(await count.json()).toEqual({ totalCartItems: 0 });
    expect((await get("/MARTY/v1/visitor")).status).toBe(200);
    // The form endpoint is there: a post without a stock is refused as bad input, not 404.
    const form = await t.app.request("/Marty/cartAddItem.do", {
      method: "POST",
      headers: {
        host: "localhost:3000",
        origin: "http://localhost:3000",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "quantity=1",
    });
    expect(form.status).not.toBe(404);
    expect((await get("/martyr/v1/visitor")).status).toBe(404);
  });

  it("titles the bag 'My Bag' and keeps it out of search engines", async () => {
    const html = await (await get("/cart")).text();
    expect(titleOf(html)).toBe("My Bag");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });

  it("hides header and footer with disableHf=true", async () => {
    const plain = await (await get("/cart")).text();
    const bare = await (await get("/cart?disableHf=true")).text();
    expect(plain).toContain('action="/subscription.do"');
    expect(bare).not.toContain('action="/subscription.do"');
    expect(bare).not.toContain('role="search"');
    expect(bare).toContain("My Bag");
  });

  it("chooses the sister marketplace by host name", async () => {
    const html = await (await get("/", { host: "9am.localhost:3000" })).text();
    expect(titleOf(html)).toContain("9am");
    expect(html).toContain("1-866-555-0199");
    expect(html).not.toContain("1-800-555-0134");
  });
});

describe("error pages", () => {
  it.each(["/no-such-page", "/product", "/p", "/c/no-such-page", "/foo_bar", "/cart.html", "/marty/nope"])(
    "answers %s with the 404 page and status 404",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(titleOf(html)).toBe("404 Error Page");
      expect(html).toContain("We&#x27;re So Sorry!");
      expect(html).toContain("We can&#x27;t seem to find this page.");
      for (const link of ["Home Page", "Shop Brands", "Shop Women", "Shop Men", "Shop Shoes", "Contact Us"]) {
        expect(html).toContain(`>${link}</a>`);
      }
      expect(html).toContain("1-800-555-0134");
      expect(html).toContain('action="/subscription.do"');
    },
  );

  it("answers a failing page with the 500 page and status 500", async () => {
    const res = await get("/broken-page");
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(titleOf(html)).toBe("500 Error Page");
    expect(html).toContain("Oh No!");
    expect(html).toContain("An unexpected error has occurred.");
    expect(html).not.toContain("The broken page was asked for.");
  });

  it("answers /error/{statusToSend} with that status", async () => {
    const res = await get("/error/503");
    expect(res.status).toBe(503);
    expect(titleOf(await res.text())).toBe("503 Error Page");
    expect((await get("/error/abc")).status).toBe(404);
  });
});

describe("server basics", () => {
  it("gives every response a request id, reusing a well-formed incoming one", async () => {
    const fresh = await get("/healthz");
    expect(fresh.headers.get("x-uuid")).toMatch(/^[0-9a-f-]{36}$/);
    const reused = await get("/no-such-page", { "x-uuid": "abc-123-def-456" });
    expect(reused.headers.get("x-uuid")).toBe("abc-123-def-456");
    const refused = await get("/healthz", { "x-uuid": "<script>" });
    expect(refused.headers.get("x-uuid")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends security headers, with the CSP nonce on every inline script of a personal page", async () => {
    const res = await get("/cart");
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("allows the inline scripts of a shared (cached) page by their hashes, and no nonce", async () => {
    await get("/");
    const res = await get("/");
    expect(res.headers.get("x-page-cache")).toBe("HIT");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("'nonce-");
    expect(csp).toContain("frame-ancestors 'self'");
    const html = await res.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !attributes?.includes("application/ld+json"),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , content] of inline) {
      const hash = createHash("sha256")
        .update(content ?? "")
        .digest("base64");
      expect(csp).toContain(`'sha256-${hash}'`);
    }
  });

  it("compresses pages with brotli or gzip as the client accepts", async () => {
    const br = await get("/", { "accept-encoding": "gzip, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    const html = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString("utf8");
    expect(html).toContain("Skip to main content");
    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const none = await get("/");
    expect(none.headers.get("content-encoding")).toBeNull();
  });

  it("caches built assets for ever", async () => {
    const html = await (await get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const res = await get(asset ?? "");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/assets/missing-file.js")).status).toBe(404);
  });

  it("answers /healthz when the database answers", async () => {
    const res = await get("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("describes the API in an OpenAPI document", async () => {
    const res = await get("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/healthz");
  });
});
