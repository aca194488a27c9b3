import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveProductIds } from "../../tests/support/live-products.ts";
import { sellOutProduct } from "../../tests/support/stock-fixtures.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const FLEETFOOT = "http://localhost:3000";
const NINE_AM = "http://9am.localhost:3000";

beforeAll(async () => {
  t = await createTestApp({ products: 120 });
});
afterAll(() => t.close());

async function get(path: string, host = "localhost:3000") {
  const response = await t.app.request(path, { headers: { host } });
  return { response, text: await response.text() };
}

/** The <loc> texts of a sitemap document, after checking it parses as XML in the sitemaps.org namespace. */
function locsOf(xml: string, root: "sitemapindex" | "urlset"): string[] {
  const document = new new Window().DOMParser().parseFromString(xml, "application/xml");
  expect(document.documentElement.localName).toBe(root);
  expect(document.documentElement.getAttribute("xmlns")).toBe(NAMESPACE);
  return [...document.getElementsByTagName("loc")].map((loc) => loc.textContent ?? "");
}

function productIdsIn(urls: readonly string[], base: string): number[] {
  return urls.map((url) => {
    expect(url.startsWith(`${base}/p/`)).toBe(true);
    return Number(/\/product\/(\d+)$/.exec(url)?.[1]);
  });
}

describe("sitemap", () => {
  it("is an index of products, brands, categories and landing pages, public for an hour", async () => {
    const { response, text } = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(locsOf(text, "sitemapindex")).toEqual(
      ["products-1", "brands-1", "categories-1", "landing-1"].map((n) => `${FLEETFOOT}/sitemaps/${n}.xml`),
    );
  });

  for (const [host, base, other] of [
    ["localhost:3000", FLEETFOOT, "9am"],
    ["9am.localhost", NINE_AM, "fleetfoot"],
  ] as const) {
    it(`lists only the live products of the marketplace asked (${host})`, async () => {
      const { response, text } = await get("/sitemaps/products-1.xml", host);
      expect(response.status).toBe(200);
      const listed = productIdsIn(locsOf(text, "urlset"), base);
      const expected = await liveProductIds(t.database.db, other);
      expect(expected.length).toBeGreaterThan(0);
      expect(listed).toEqual(expected);
    });
  }

  it("gives the 9am host its own product list, distinct from the main store's", async () => {
    const main = locsOf((await get("/sitemaps/products-1.xml")).text, "urlset");
    const nine = locsOf((await get("/sitemaps/products-1.xml", "9am.localhost")).text, "urlset");
    expect(nine).not.toEqual(main.map((url) => url.replace(FLEETFOOT, NINE_AM)));
  });

  it("lists brand, category and landing pages with absolute URLs", async () => {
    const brands = locsOf((await get("/sitemaps/brands-1.xml")).text, "urlset");
    expect(brands.length).toBeGreaterThan(0);
    for (const url of brands) expect(url).toMatch(/^http:\/\/localhost:3000\/search\/brand\/\d+$/);
    const categories = locsOf((await get("/sitemaps/categories-1.xml")).text, "urlset");
    expect(categories).toContain(`${FLEETFOOT}/search/null/filter/zc1/%22Shoes%22`);
    const landing = locsOf((await get("/sitemaps/landing-1.xml")).text, "urlset");
    expect(landing).toEqual(
      expect.arrayContaining([
        `${FLEETFOOT}/`,
        `${FLEETFOOT}/brands`,
        `${FLEETFOOT}/women`,
        `${FLEETFOOT}/shoes`,
      ]),
    );
  });

  it("answers 404 for a sitemap that does not exist", async () => {
    expect((await get("/sitemaps/products-2.xml")).response.status).toBe(404);
    expect((await get("/sitemaps/..%2Fsecret.xml")).response.status).toBe(404);
  });
});

describe("robots.txt", () => {
  it("names the sitemap of its own host and keeps crawlers out of facets, private pages and the API", async () => {
    const main = await get("/robots.txt");
    expect(main.response.status).toBe(200);
    expect(main.text).toContain(`Sitemap: ${FLEETFOOT}/sitemap.xml`);
    for (const rule of [
      "Disallow: /search/*/filter/",
      "Disallow: /*?*filters",
      "Disallow: /account",
      "Disallow: /cart",
      "Disallow: /login",
      "Disallow: /register",
      "Disallow: /checkout",
      "Disallow: /orders",
      "Disallow: /my-orders",
      "Disallow: /item-details/",
      "Disallow: /shipments/",
      "Disallow: /return",
      "Disallow: /my-return",
      "Disallow: /create-label",
      "Disallow: /addresses",
      "Disallow: /payments",
      "Disallow: /favorites/",
      "Disallow: /api/",
    ]) {
      expect(main.text).toContain(rule);
    }
    expect((await get("/robots.txt", "9am.localhost")).text).toContain(`Sitemap: ${NINE_AM}/sitemap.xml`);
  });
});

describe("sitemap cache", () => {
  it("keeps a marketplace's sitemap an hour, then reads the catalogue again", async () => {
    let now = new Date("2026-11-23T12:00:00Z");
    const own = await createTestApp({ products: 40, now: () => now });
    try {
      const listed = async () => {
        const response = await own.app.request("/sitemaps/products-1.xml", {
          headers: { host: "localhost" },
        });
        return productIdsIn(locsOf(await response.text(), "urlset"), FLEETFOOT);
      };
      const before = await listed();
      const soldOut = before[0];
      if (soldOut === undefined) throw new Error("the seed has no live product");
      await sellOutProduct(own.database.db, soldOut);
      now = new Date(now.getTime() + 59 * 60_000);
      expect(await listed()).toContain(soldOut);
      now = new Date(now.getTime() + 2 * 60_000);
      const after = await listed();
      expect(after).not.toContain(soldOut);
      expect(after).toEqual(before.filter((id) => id !== soldOut));
    } finally {
      await own.close();
    }
  });
});
