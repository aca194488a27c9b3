import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { displayLabel } from "../../modules/sizing/index.ts";
import {
  colorIdsOf,
  lastColourStock,
  pickProduct,
  stockOfSizesAndWidths,
} from "../../tests/support/product-picks.ts";
import { pickStock } from "../../tests/support/stock-fixtures.ts";
import { createTestApp, type TestApp, titleOf } from "../../tests/support/test-app.ts";

let t: TestApp;
const base = "http://localhost:3000";
const MESSAGE = "Oops, something went wrong while loading product details.";

interface Fixture {
  productId: number;
  seoName: string;
  brandName: string;
  productName: string;
}
/** A product with stock on the main store, with at least two colours. */
let shown: Fixture & { colorIds: number[]; asin: string; stockId: number };
let ninePrefers: Fixture;
let giftCard: Fixture;
let soldOut: Fixture & { productType: string };

beforeAll(async () => {
  t = await createTestApp({ products: 200 });
  const db = t.database.db;
  const product = await pickProduct(db, "in several colours");
  const stock = await pickStock(db, { ofProduct: product.productId });
  const colorIds = await colorIdsOf(db, product.productId);
  shown = { ...product, colorIds, asin: stock.asin, stockId: stock.stockId };
  ninePrefers = await pickProduct(db, "prefers 9am");
  giftCard = await pickProduct(db, "e-gift card");
  soldOut = await pickProduct(db, "sold out");
});
afterAll(() => t.close());

const get = (path: string, host = "localhost:3000") => t.app.request(path, { headers: { host } });
const page = async (path: string) => {
  const res = await get(path);
  return { status: res.status, html: await res.text(), location: res.headers.get("location") };
};
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const canonical = (colorId: number) =>
  `${base}/p/${shown.seoName}/product/${shown.productId}/color/${colorId}`;

describe("product URL forms", () => {
  it("answers every URL form with the product page and one canonical URL", async () => {
    const [first = 0, second = 0] = shown.colorIds;
    const { productId, seoName } = shown;
    const forms: [string, number][] = [
      [`/product/${productId}`, first],
      [`/product/${productId}/color/${second}`, second],
      [`/p/${seoName}/product/${productId}`, first],
      [`/p/${seoName}/product/${productId}/color/${second}`, second],
      [`/p/product/${productId}`, first],
      [`/p/product/${productId}/color/${second}`, second],
      [`/a/the-style-room/p/${seoName}/product/${productId}`, first],
      [`/a/the-style-room/p/${seoName}/product/${productId}/color/${second}`, second],
      [`/marty/product/${productId}/color/${second}`, second],
      [`/marty/p/${seoName}/product/${productId}`, first],
      [`/product/${productId}?ref=similar`, first],
    ];
    for (const [path, colorId] of forms) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(canonicalOf(html), path).toBe(canonical(colorId));
    }
  });

  it("finds the product by ASIN and by stock id, showing that stock's colour", async () => {
    for (const path of [`/p/asin/${shown.asin}`, `/product/stockId/${shown.stockId}`]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(canonicalOf(html)).toMatch(new RegExp(`/product/${shown.productId}/color/\\d+$`));
    }
  });

  it("chooses the size and width of the stock a /p/asin or /product/stockId link names", async () => {
    const stock = await stockOfSizesAndWidths(t.database.db);
    for (const path of [`/p/asin/${stock.asin}`, `/product/stockId/${stock.stockId}`]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      const checked = [...html.matchAll(/role="radio" aria-checked="true" aria-label="([^"]*)"/g)].map((m) =>
        (m[1] ?? "").replace(/&#x27;/g, "'"),
      );
      expect(checked, path).toEqual(expect.arrayContaining([stock.size, displayLabel("width", stock.width)]));
    }
  });

  it("titles the page '{brand} {name}' with the marketplace and shows the buy area", async () => {
    const { html } = await page(`/product/${shown.productId}`);
    expect(titleOf(html)).toContain(`${shown.brandName} ${shown.productName} | Fleetfoot`);
    expect(html).toContain('action="/cartAddItem.do"');
    expect(html).toContain("Add to Bag");
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(
      /<link rel="preload" href="\/images\/styles\/[^"]+" as="image" fetchPriority="high"\/>/,
    );
    expect(html).toMatch(/fetchPriority="high"|fetchpriority="high"/);
  });

  it("falls back to the default style for an unknown colour", async () => {
    for (const colorId of ["99999999", "abc"]) {
      const { status, html } = await page(`/product/${shown.productId}/color/${colorId}`);
      expect(status).toBe(200);
      expect(canonicalOf(html)).toBe(canonical(shown.colorIds[0] ?? 0));
    }
  });
});

describe("product redirects", () => {
  it("sends a product that prefers 9am there with a 301", async () => {
    const { status, location } = await page(`/product/${ninePrefers.productId}`);
    expect(status).toBe(301);
    expect(location).toBe(
      `http://9am.localhost:3000/p/${ninePrefers.seoName}/product/${ninePrefers.productId}`,
    );
    expect((await get(`/product/${ninePrefers.productId}`, "9am.localhost:3000")).status).toBe(200);
  });

  it("keeps the colour and the recommendation name (ref) when it sends a product to 9am", async () => {
    const [colorId] = await colorIdsOf(t.database.db, ninePrefers.productId);
    const style = { colorId };
    const sister = `http://9am.localhost:3000/p/${ninePrefers.seoName}/product/${ninePrefers.productId}`;
    const withRef = await page(`/product/${ninePrefers.productId}/color/${style?.colorId}?ref=similar`);
    expect(withRef.status).toBe(301);
    expect(withRef.location).toBe(`${sister}/color/${style?.colorId}?ref=similar`);
    const stock = await lastColourStock(t.database.db, ninePrefers.productId);
    const byAsin = await page(`/p/asin/${stock?.asin}?ref=recently-viewed`);
    expect(byAsin.status).toBe(301);
    expect(byAsin.location).toBe(`${sister}/color/${stock?.colorId}?ref=recently-viewed`);
  });

  it("keeps the colour asked for when it sends a product to 9am", async () => {
    const [colorId] = await colorIdsOf(t.database.db, ninePrefers.productId);
    const style = { colorId };
    const { status, location } = await page(`/product/${ninePrefers.productId}/color/${style?.colorId}`);
    expect(status).toBe(301);
    expect(location).toMatch(
      new RegExp(
        `^http://9am\\.localhost:3000/p/.+/product/${ninePrefers.productId}/color/${style?.colorId}$`,
      ),
    );
  });

  it("sends an e-Gift Card to the gift-card page", async () => {
    const { status, location } = await page(`/product/${giftCard.productId}`);
    expect(status).toBe(302);
    expect(location).toBe("/c/e-gift-cards");
  });

  it("sends a product with no style in stock to styles inspired by it, under the out-of-stock words", async () => {
    const details = soldOut;
    const { status, location } = await page(`/marty/product/${soldOut.productId}`);
    expect(status).toBe(302);
    const url = new URL(location ?? "", base);
    expect(url.searchParams.get("oosRedirected")).toBe("true");
    // Its own name would find nothing (search shows styles in stock only): its category and brand do.
    expect(decodeURIComponent(url.pathname)).toContain(`/zc1/"${details?.productType}"`);
    const landing = await page(`${url.pathname}${url.search}`);
    expect(landing.status).toBe(200);
    expect(landing.html).toContain(
      "Oops! That&#x27;s out of stock. Browse styles inspired by your search below!",
    );
    expect(landing.html).not.toContain("we couldn’t find anything");
    expect(landing.html).toContain('aria-label="Search results"');
    expect(landing.html).not.toContain(`/product/${soldOut.productId}/`);
  });
});

describe("bad product URLs", () => {
  it("answers a malformed product id or ASIN with 404 and the spec's message", async () => {
    for (const path of [
      "/product/abc",
      "/product/12a",
      "/p/asin/B0abc12345",
      "/p/asin/XX12345678",
      "/product/stockId/x1",
      "/marty/product/abc",
      `/product/${"9".repeat(400)}`,
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain(MESSAGE);
    }
  });

  it("answers an unknown product, ASIN or stock with 404", async () => {
    for (const path of ["/product/1", "/p/asin/B000000000", "/product/stockId/1", "/product/9999999999"]) {
      expect((await page(path)).status, path).toBe(404);
    }
  });

  it("never fails on long, unicode, encoded-slash or dot-dot segments", async () => {
    const id = shown.productId;
    for (const path of [
      `/p/${"x".repeat(5000)}/product/abc`,
      `/product/${encodeURIComponent("①②")}`,
      `/product/${id}%2F..`,
      `/product/..%2F${id}`,
      `/product/${id}/color/..`,
      `/p/asin/${encodeURIComponent("B0/2345678")}`,
      `/product/%E0%A4%A`,
      `/product/${id}/color/${"1".repeat(3000)}`,
    ]) {
      const { status } = await page(path);
      expect(status, path).toBeLessThan(500);
      expect([200, 404], path).toContain(status);
    }
  });
});
