import { describe, expect, it } from "vitest";
import { productCard } from "../../components/product-card/card-fixtures.ts";
import { cardListStructuredData } from "../../components/product-card/card-list-structured-data.tsx";
import { scriptSafeJson } from "../../components/product-card/card-rules.ts";
import { resultsMarkup } from "./results-markup.server.tsx";

/** A page of results: distinct products, one with a name that needs escaping in a script. */
const results = () =>
  Array.from({ length: 12 }, (_, i) =>
    productCard({
      productId: 600 + i,
      styleId: 8000 + i,
      productName: i === 3 ? "Runner <One> & Two\u2028" : `Runner ${i}`,
    }),
  );
const sponsored = () => [productCard({ productId: 900, styleId: 9900, productName: "Sponsored Runner" })];

describe("the results grid's markup", () => {
  it("carries the page's ItemList as the results' structured data, escaped for a script", () => {
    const cards = results();
    const { structuredData } = resultsMarkup(cards, sponsored(), "/search/runner");
    expect(structuredData).toBe(scriptSafeJson(cardListStructuredData(cards)));
    expect(structuredData).not.toMatch(/[<>&\u2028]/);
    expect(resultsMarkup([], [], "/search/runner").structuredData).toBe("");
  });

  it("has the same key for the same grid, even from other card objects (another process, a new generation)", () => {
    const first = resultsMarkup(results(), sponsored(), "/search/runner");
    const again = resultsMarkup(results(), sponsored(), "/search/runner");
    expect(again.items).toBe(first.items);
    expect(again.key).toBe(first.key);
  });

  it("has another key when anything of the grid differs", () => {
    const base = resultsMarkup(results(), sponsored(), "/search/runner");
    const renamed = results().map((card, i) => (i === 5 ? { ...card, productName: "Renamed" } : card));
    // Only in the structured data: the style's stock is out (its availability).
    const soldOut = results().map((card, i) => (i === 5 ? { ...card, onHand: 0 } : card));
    const variants = [
      resultsMarkup(renamed, sponsored(), "/search/runner"),
      resultsMarkup(soldOut, sponsored(), "/search/runner"),
      resultsMarkup(results(), [], "/search/runner"),
      resultsMarkup(results().reverse(), sponsored(), "/search/runner"),
      resultsMarkup(results(), sponsored(), "/search/runner/page/2"),
    ];
    for (const variant of variants) expect(variant.key).not.toBe(base.key);
  });
});
