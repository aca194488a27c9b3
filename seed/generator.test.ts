import { describe, expect, it } from "vitest";
import { generateCatalogue } from "./generator.ts";
import type { ProductBundle } from "./products.ts";

const catalogue = generateCatalogue({ products: 2000 });
const bundles: ProductBundle[] = [...catalogue.products()];
const allStyles = bundles.flatMap((b) => b.styles);
const allStocks = bundles.flatMap((b) => b.stocks);
const sizeLabel = new Map(catalogue.sizingValues.map((v) => [v.valueId, v.label]));
const widthLabel = sizeLabel;

function sizesOf(model: string): Set<string> {
  const labels = bundles
    .filter((b) => b.product.sizingModel === model)
    .flatMap((b) => b.stocks.map((s) => sizeLabel.get(s.sizeValueId) ?? "?"));
  return new Set(labels);
}

function widthsOf(model: string): Set<string> {
  const labels = bundles
    .filter((b) => b.product.sizingModel === model)
    .flatMap((b) => b.stocks.map((s) => (s.widthValueId ? (widthLabel.get(s.widthValueId) ?? "?") : "none")));
  return new Set(labels);
}

describe("the demo catalogue generator", () => {
  it("gives byte-identical rows for the same seed, and different rows for another seed", () => {
    const again = [...generateCatalogue({ products: 2000 }).products()];
    expect(JSON.stringify(again)).toBe(JSON.stringify(bundles));
    const other = [...generateCatalogue({ products: 50, seed: 7 }).products()];
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(bundles.slice(0, 50)));
  });

  it("streams: the first product comes without generating the rest", () => {
    // A billion products could not be made first within the test's time, nor held in memory.
    const first = generateCatalogue({ products: 1_000_000_000 }).products().next();
    expect(first.done).toBe(false);
    expect(first.value?.product.productId).toBe(bundles[0]?.product.productId);
  });

  it("gives stocks unique ASINs of 'B0' and 8 upper-case letters or digits", () => {
    for (const stock of allStocks) expect(stock.asin).toMatch(/^B0[A-Z0-9]{8}$/);
    expect(new Set(allStocks.map((s) => s.asin)).size).toBe(allStocks.length);
  });

  it("gives unique all-digit ids to products, styles and stocks", () => {
    for (const { product } of bundles) expect(String(product.productId)).toMatch(/^\d{7}$/);
    expect(new Set(bundles.map((b) => b.product.productId)).size).toBe(bundles.length);
    expect(new Set(allStyles.map((s) => s.styleId)).size).toBe(allStyles.length);
    expect(new Set(allStocks.map((s) => s.stockId)).size).toBe(allStocks.length);
  });

  it("gives every product 1 to 6 styles with distinct colours and a stock per style and variant", () => {
    for (const { styles, stocks } of bundles) {
      expect(styles.length).toBeGreaterThanOrEqual(1);
      expect(styles.length).toBeLessThanOrEqual(6);
      expect(new Set(styles.map((s) => s.colorId)).size).toBe(styles.length);
      expect(stocks.length % styles.length).toBe(0);
    }
  });

  it("prices in cents with MSRP at or above the price, and some styles on sale", () => {
    for (const style of allStyles) {
      expect(style.priceCents).toBeGreaterThan(0);
      expect(style.msrpCents).toBeGreaterThanOrEqual(style.priceCents);
      expect(style.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
    const onSale = allStyles.filter((s) => s.priceCents < s.msrpCents).length;
    expect(onSale / allStyles.length).toBeGreaterThan(0.05);
  });

  it("sizes women's shoes US 5-12 with widths 2A/B/D/2E, men's US 7-15 with D/2E/4E", () => {
    const womens = [...sizesOf("womens-shoes")].map(Number);
    expect(Math.min(...womens)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...womens)).toBeLessThanOrEqual(12);
    expect(womens).toContain(7.5);
    expect([...widthsOf("womens-shoes")].sort()).toEqual([
      "Medium (B)",
      "Narrow (2A)",
      "Wide (D)",
      "X-Wide (2E)",
    ]);
    const mens = [...sizesOf("mens-shoes")].map(Number);
    expect(Math.min(...mens)).toBeGreaterThanOrEqual(7);
    expect(Math.max(...mens)).toBe(15);
    expect([...widthsOf("mens-shoes")].sort()).toEqual(["Medium (D)", "Wide (2E)", "X-Wide (4E)"]);
  });

  it("sizes kids' shoes by age group, unisex shoes by gender and adaptive shoes by shoe type", () => {
    const kids = bundles.filter((b) => b.product.sizingModel === "kids-shoes").flatMap((b) => b.stocks);
    expect(new Set(kids.map((s) => s.ageGroup))).toEqual(new Set(["toddler", "little-kids", "big-kids"]));
    for (const stock of kids) {
      const label = sizeLabel.get(stock.sizeValueId) ?? "";
      const word = { toddler: "Toddler", "little-kids": "Little Kid", "big-kids": "Big Kid" }[stock.ageGroup];
      expect(label.endsWith(word ?? "?")).toBe(true);
    }
    const unisex = bundles.filter((b) => b.product.sizingModel === "unisex-shoes").flatMap((b) => b.stocks);
    expect(new Set(unisex.map((s) => s.gender))).toEqual(new Set(["mens", "womens"]));
    const adaptive = bundles.filter((b) => b.product.sizingModel === "adaptive-shoes");
    expect(adaptive.length).toBeGreaterThan(0);
    expect(new Set(adaptive.flatMap((b) => b.stocks.map((s) => s.shoeType)))).toEqual(
      new Set(["LEFT", "RIGHT", "pair"]),
    );
    expect(adaptive.every((b) => b.dimensions.some((d) => d.dimension === "singleShoeSide"))).toBe(true);
  });

  it("sizes clothing XS-XXL (some with size ranges), bags 'One Size' and gift cards by amount", () => {
    expect([...sizesOf("apparel")].every((l) => ["XXS", "XS", "S", "M", "L", "XL", "XXL"].includes(l))).toBe(
      true,
    );
    const ranged = bundles.filter((b) => b.product.sizingModel === "apparel-ranges").flatMap((b) => b.stocks);
    expect(new Set(ranged.map((s) => s.sizeRange))).toEqual(new Set(["Regular", "Petite", "Plus", "Tall"]));
    const bags = bundles.filter((b) => b.product.productType === "Bags");
    expect(new Set(bags.flatMap((b) => b.stocks.map((s) => sizeLabel.get(s.sizeValueId))))).toEqual(
      new Set(["One Size"]),
    );
    const giftCards = bundles.filter((b) => b.product.isGiftCard);
    expect(giftCards.some((b) => b.product.isEgc)).toBe(true);
    expect(giftCards.some((b) => !b.product.isEgc)).toBe(true);
    for (const card of giftCards) {
      for (const stock of card.stocks) expect(sizeLabel.get(stock.sizeValueId)).toMatch(/^\$\d+$/);
    }
  });

  it("stocks some sizes at 0, some at 1-10 and most above", () => {
    const count = (test: (n: number) => boolean) => allStocks.filter((s) => test(s.onHand)).length;
    expect(count((n) => n === 0) / allStocks.length).toBeGreaterThan(0.05);
    expect(count((n) => n >= 1 && n <= 10) / allStocks.length).toBeGreaterThan(0.1);
    expect(count((n) => n > 10) / allStocks.length).toBeGreaterThan(0.5);
  });

  it("has about 1% of products with no stock at all, and about 1% preferring the 9am subsite", () => {
    const noStock = bundles.filter((b) => b.stocks.every((s) => s.onHand === 0)).length;
    expect(noStock).toBeGreaterThanOrEqual(20);
    expect(noStock).toBeLessThan(100);
    const sister = bundles.filter((b) => b.product.preferredSubsite === "9am").length;
    expect(sister).toBe(20);
  });

  it("gives shoes all eight image views and other products fewer", () => {
    for (const { product, styles } of bundles) {
      const views = styles[0]?.imageViews ?? [];
      if (product.productType === "Shoes")
        expect(views).toEqual(["MAIN", "PAIR", "TOP", "BOTTOM", "LEFT", "BACK", "RIGHT", "FRONT"]);
      else expect(views.length).toBeLessThan(8);
      expect(views[0]).toBe("MAIN");
    }
  });

  it("gives some products no reviews, and best-seller ranks 1..N each used once", () => {
    expect(bundles.some((b) => b.product.reviewCount === 0 && b.product.reviewRating === 0)).toBe(true);
    const ranks = bundles.map((b) => b.product.bestSellerRank).sort((a, b) => a - b);
    expect(ranks).toEqual(bundles.map((_, i) => i + 1));
  });
});
