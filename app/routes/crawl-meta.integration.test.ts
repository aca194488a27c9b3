import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveProducts } from "../../tests/support/live-products.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
const base = "http://localhost:3000";

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function html(path: string, host = "localhost:3000"): Promise<string> {
  const response = await t.app.request(path, { headers: { host } });
  expect(response.status).toBe(200);
  return response.text();
}

function canonicalOf(page: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1];
}

function og(page: string, property: string): string | undefined {
  return new RegExp(`<meta property="og:${property}" content="([^"]*)"`)
    .exec(page)?.[1]
    ?.replace(/&amp;/g, "&");
}

describe("canonical links", () => {
  it("gives the home page its canonical URL on the host's marketplace", async () => {
    expect(canonicalOf(await html("/"))).toBe(`${base}/`);
    expect(canonicalOf(await html("/", "9am.localhost"))).toBe("http://9am.localhost:3000/");
  });
});

describe("Open Graph", () => {
  it("describes a product page as a product with absolute URLs", async () => {
    const [product] = await liveProducts(t.database.db, "9am");
    if (!product) throw new Error("the seed has no live product");
    const page = await html(`/product/${product.productId}`);
    expect(og(page, "type")).toBe("product");
    expect(og(page, "site_name")).toBe("Fleetfoot");
    expect(og(page, "title")).toContain(product.name);
    expect(og(page, "description")).toBeTruthy();
    expect(og(page, "url")).toBe(canonicalOf(page));
    expect(og(page, "url")).toMatch(new RegExp(`^${base}/p/[^/]+/product/${product.productId}/color/\\d+$`));
    expect(og(page, "image")).toMatch(/^http:\/\/localhost:3000\/\S+$/);
  });

  for (const path of ["/shoes", "/search?term=boots", "/search/null/filter/zc1/%22Shoes%22"]) {
    it(`describes the listing ${path} as a website with absolute URLs`, async () => {
      const page = await html(path);
      expect(og(page, "type")).toBe("website");
      expect(og(page, "site_name")).toBe("Fleetfoot");
      expect(og(page, "title")).toBeTruthy();
      expect(og(page, "description")).toBeTruthy();
      expect(og(page, "url")).toBe(canonicalOf(page));
      expect(og(page, "url")).toMatch(/^http:\/\/localhost:3000\//);
      expect(og(page, "image")).toMatch(/^http:\/\/localhost:3000\/\S+$/);
    });
  }
});
