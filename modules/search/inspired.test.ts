import { describe, expect, it } from "vitest";
import { inspiredFilters, inspiredSearchUrl, MIN_INSPIRED_STYLES } from "./inspired.server.ts";
import type { SearchEngine, SearchFilters } from "./types.ts";

const sneaker = { brandName: "Acme", productType: "Shoes", subcategory: "Sneakers", genders: ["women"] };

/** An engine whose searches count `counts(filters)` styles; the rest of it is never called. */
function engineCounting(counts: (filters: SearchFilters) => number): SearchEngine {
  const engine: SearchEngine = {
    search: async (query) => ({
      term: "",
      originalTerm: "",
      results: [],
      totalResultCount: counts(query.filters),
      pageCount: 1,
      page: 0,
      limit: 1,
      facets: [],
      sort: { field: "relevance", direction: "desc" },
    }),
    similar: async () => [],
    autocomplete: async () => [],
    sponsored: async () => [],
    atGeneration: () => engine,
  };
  return engine;
}

describe("styles inspired by a sold-out product", () => {
  it("go from its brand in its category to its product type, for its gender", () => {
    expect(inspiredFilters(sneaker)).toEqual([
      { txAttrFacet_Gender: ["Women"], zc1: ["Shoes"], zc2: ["Sneakers"], brandNameFacet: ["Acme"] },
      { txAttrFacet_Gender: ["Women"], zc1: ["Shoes"], zc2: ["Sneakers"] },
      { txAttrFacet_Gender: ["Women"], zc1: ["Shoes"] },
      { zc1: ["Shoes"] },
    ]);
  });

  it("name no gender for a product sold to several", () => {
    const unisex = inspiredFilters({ ...sneaker, genders: ["men", "women"] });
    expect(unisex.every((filters) => filters.txAttrFacet_Gender === undefined)).toBe(true);
  });

  it("land on the narrowest search with enough styles in stock, marked oosRedirected", async () => {
    const fewOfTheBrand = engineCounting((filters) =>
      filters.brandNameFacet ? MIN_INSPIRED_STYLES - 1 : 50,
    );
    expect(decodeURIComponent(await inspiredSearchUrl(fewOfTheBrand, sneaker))).toBe(
      '/search/null/filter/txAttrFacet_Gender/"Women"/zc1/"Shoes"/zc2/"Sneakers"?oosRedirected=true',
    );
    const nothing = engineCounting(() => 0);
    expect(decodeURIComponent(await inspiredSearchUrl(nothing, sneaker))).toBe(
      '/search/null/filter/zc1/"Shoes"?oosRedirected=true',
    );
  });
});
