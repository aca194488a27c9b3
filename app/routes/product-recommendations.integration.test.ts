import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureMarketplaces } from "../../modules/marketplace/index.ts";
import { getRecommendations } from "../../modules/recos/index.server.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { loadProductPage } from "../lib/product/product-page.server.ts";

let t: TestApp;
/** A product whose page has both carousels. */
let productPath = "";
let productId = 0;

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

beforeAll(async () => {
  t = await createTestApp({ products: 200 });
  const [best] = await getRecommendations(t.services, {
    widgets: ["recommended-for-you"],
    limit: 20,
    seed: null,
  });
  for (const card of best?.recos ?? []) {
    const response = await t.app.request(card.productUrl, { headers: { "user-agent": GOOGLEBOT } });
    const html = await response.text();
    if (html.includes(">Similar Styles</h2>") && html.includes(">Recommendations For You</h2>")) {
      productPath = card.productUrl;
      productId = card.productId;
      break;
    }
  }
  if (!productPath) throw new Error("no product with both carousels in the seed");
});
afterAll(() => t.close());

const crawl = async (path: string) =>
  (await t.app.request(path, { headers: { "user-agent": GOOGLEBOT, host: "localhost:3000" } })).text();

describe("the product page's recommendations", () => {
  it("come as carousels of product cards after the buy area, each card linking with ?ref={recoName}", async () => {
    const html = await crawl(productPath);
    const buyArea = html.indexOf('aria-label="Buy"');
    const similar = html.indexOf(">Similar Styles</h2>");
    expect(buyArea).toBeGreaterThan(0);
    expect(similar).toBeGreaterThan(buyArea);
    expect(html).toMatch(/aria-roledescription="carousel"/);
    expect(html).toMatch(/href="\/p\/[^"]+\/product\/\d+\/color\/\d+\?ref=similar-styles"/);
    expect(html).toMatch(/href="\/p\/[^"]+\/product\/\d+\/color\/\d+\?ref=recommended-for-you"/);
    expect(html).not.toMatch(new RegExp(`href="/p/[^"]+/product/${productId}/color/\\d+\\?ref=`));
  });

  it("are deferred: the loader hands the page a promise, so the buy area does not wait for them", async () => {
    const url = `http://localhost:3000${productPath}`;
    const [, seoName = "", id = "", colorId = ""] =
      /^\/p\/([^/]+)\/product\/(\d+)\/color\/(\d+)/.exec(productPath) ?? [];
    const marketplaces = configureMarketplaces();
    const [marketplace] = marketplaces;
    if (!marketplace) throw new Error("no marketplace");
    const context = {
      ...t.services,
      marketplace,
      marketplaces,
      requestId: "test",
      nonce: "test",
      log: pino({ level: "silent" }),
      session: null,
      sessionOwner: async () => null,
    };
    const data = await loadProductPage({
      request: new Request(url),
      params: { seoName, productId: id, colorId },
      context,
    });
    expect(data.recommendations).toBeInstanceOf(Promise);
    const widgets = await data.recommendations;
    expect(widgets.map((widget) => widget.recoName)).toEqual(["similar-styles", "recommended-for-you"]);
  });

  it("preloads the main image, the largest paint, first in the head, and sizes it", async () => {
    const html = await crawl(productPath);
    const head = html.slice(0, html.indexOf("</head>"));
    const preload = /<link rel="preload" href="([^"]+)" as="image" fetchPriority="high"\/>/.exec(head);
    expect(preload).not.toBeNull();
    // Before the inline style sheets, the head's one large part.
    expect(head.indexOf(preload?.[0] ?? "")).toBeLessThan(head.indexOf('<style id="page-styles"'));
    const main = new RegExp(
      `<img class="product-gallery-main" src="${preload?.[1]}"[^>]* width="\\d+" height="\\d+"`,
    );
    expect(html).toMatch(main);
  });
});
