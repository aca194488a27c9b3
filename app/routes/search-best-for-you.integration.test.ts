import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TASTE_WEIGHTS } from "../../modules/search/sorts.server.ts";
import { CookieBrowser } from "../../tests/support/cookie-browser.ts";
import { signedInCustomer } from "../../tests/support/customers.ts";
import { type LikedStock, leastFavouredStock, tasteScores } from "../../tests/support/taste-oracle.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
/** An in-stock stock of the style the general Best For You score ranks last. */
let liked: LikedStock;

const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");
const offersBestForYou = (html: string) => html.includes(">Best For You</a>");
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/** A browser without JavaScript, signed in as a new customer. */
async function customer(): Promise<CookieBrowser> {
  return (await signedInCustomer(t.app, t.database.db, { firstName: "Taste" })).browser;
}

/** The organic result cards' styles (sponsored ones aside), in page order, scored by what they share with the liked style. */
async function cardsOf(html: string) {
  const links = [
    ...html.matchAll(
      /<li class="product-grid-item">\s*<article[^>]*>\s*<a class="product-card-link" href="\/p\/[^/]+\/product\/(\d+)\/color\/(\d+)"/g,
    ),
  ];
  const keys = links.map(([, productId, colorId]) => `${productId}/${colorId}`);
  const scoreOf = await tasteScores(t.database.db, liked, keys);
  return keys.map((key) => scoreOf.get(key) ?? Number.NaN);
}

beforeAll(async () => {
  t = await createTestApp({ products: 150 });
  liked = await leastFavouredStock(t.database.db);
});
afterAll(() => t?.close());

describe("Best For You", () => {
  it("is not offered to a guest; asked for by URL, the default order is used and linked", async () => {
    const guest = new CookieBrowser(t.app);
    expect(offersBestForYou(await text(await guest.request("/search/boots")))).toBe(false);
    const response = await guest.request("/search/boots/sort/bestForYou/desc");
    expect(response.status).toBe(200);
    const html = await text(response);
    expect(offersBestForYou(html)).toBe(false);
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*>Relevance<\/a>/);
    expect(canonicalOf(html)).toBe("http://localhost:3000/search/boots");
    // No link leads to it (a heart's form still comes back to the page as it was asked for).
    expect(html).not.toMatch(/href="[^"]*\/sort\/bestForYou/);
  });

  it("is not offered to a signed-in customer with no favorites or orders yet", async () => {
    const browser = await customer();
    expect(offersBestForYou(await text(await browser.request("/search/boots")))).toBe(false);
    const html = await text(await browser.request("/search/null/sort/bestForYou/desc"));
    expect(offersBestForYou(html)).toBe(false);
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*>New Arrivals<\/a>/);
  });

  it("is offered to a customer with favorites, and puts their sizes, brands and categories first", async () => {
    const browser = await customer();
    const hearted = await browser.post("/account/favorites", {
      intent: "add",
      itemId: String(liked.styleId),
    });
    expect(hearted.status).toBe(303);
    // Search pages are shared by every visitor: the offer arrives with the visitor's own parts.
    const visitor = await (await browser.request("/v1/visitor")).json();
    expect(visitor.bestForYouEligible).toBe(true);
    expect(offersBestForYou(await text(await browser.request("/search/null")))).toBe(false);

    // The bag gives the size.
    expect((await browser.post("/cartAddItem.do", { stockId: String(liked.stockId) })).status).toBeLessThan(
      400,
    );
    const response = await browser.request("/search/null/sort/bestForYou/desc");
    expect(response.status).toBe(200);
    // The visitor's own order: rendered for them, never kept for others.
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(offersBestForYou(await text(response.clone()))).toBe(true);
    const html = await text(response);
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*>Best For You<\/a>/);
    // Personal: the canonical page is the default order.
    expect(canonicalOf(html)).toBe("http://localhost:3000/search/null");

    const scores = await cardsOf(html);
    expect(scores.length).toBeGreaterThan(10);
    const best = TASTE_WEIGHTS.size + TASTE_WEIGHTS.brand + TASTE_WEIGHTS.subcategory;
    expect(scores[0]).toBe(best);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.at(-1)).toBeLessThan(best);
  });
});
