import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../db/client.ts";
import { stylesInStock } from "../../tests/support/live-products.ts";
import { openSearchTestDatabase } from "./search-test-database.ts";
import { storedSearchKey } from "./term-facets.server.ts";
import { searchWords, tsQueryText } from "./text-query.ts";
import {
  FACET_FIELDS,
  type FacetField,
  PRICE_RANGES,
  type SearchEngine,
  type SearchFilters,
  type SearchResult,
} from "./types.ts";

let database: Database;
let engine: SearchEngine;

const search = (term: string, filters: SearchFilters = {}) =>
  engine.search({ term, filters, page: 0, limit: 100 });
const facetOf = (result: Pick<SearchResult, "facets">, field: FacetField) =>
  result.facets.find((facet) => facet.field === field)?.values ?? [];
const countOf = (result: Pick<SearchResult, "facets">, field: FacetField, value: string) =>
  facetOf(result, field).find((v) => v.value === value)?.count ?? 0;

beforeAll(async () => {
  ({ database, engine } = await openSearchTestDatabase());
});
afterAll(async () => {
  await database?.close();
});

describe("facet counts of a term", () => {
  it.each(FACET_FIELDS.map((field) => [field]))(
    "%s: each count is the number of results with that value",
    async (field) => {
      const result = await search("shoes");
      const values = facetOf(result, field).slice(0, 4);
      expect(values.length).toBeGreaterThan(0);
      for (const { value, count } of values) {
        expect((await search("shoes", { [field]: [value] })).totalResultCount).toBe(count);
      }
    },
  );

  it("counts every result once in a single-valued group", async () => {
    const result = await search("boots");
    const total = facetOf(result, "zc2").reduce((sum, value) => sum + value.count, 0);
    expect(total).toBe(result.totalResultCount);
  });
});

describe("filters", () => {
  it("OR the values of one group", async () => {
    const result = await search("");
    const [first, second] = facetOf(result, "brandNameFacet");
    const both = await search("", { brandNameFacet: [first?.value ?? "", second?.value ?? ""] });
    expect(both.totalResultCount).toBe((first?.count ?? 0) + (second?.count ?? 0));
  });

  it("AND the groups: a colour within a brand has the count the brand's colour facet gives", async () => {
    const brand = facetOf(await search("shoes"), "brandNameFacet")[0]?.value ?? "";
    const withBrand = await search("shoes", { brandNameFacet: [brand] });
    const colour = facetOf(withBrand, "colorFacet")[0];
    const both = await search("shoes", { brandNameFacet: [brand], colorFacet: [colour?.value ?? ""] });
    expect(both.totalResultCount).toBe(colour?.count);
    expect(both.results.every((card) => card.brandName === brand)).toBe(true);
  });

  it("keep a group's other values choosable: its counts ignore its own selection", async () => {
    const unfiltered = await search("shoes");
    const [chosen, other] = facetOf(unfiltered, "brandNameFacet");
    const filtered = await search("shoes", { brandNameFacet: [chosen?.value ?? ""] });
    expect(facetOf(filtered, "brandNameFacet")).toContainEqual({ ...chosen, selected: true });
    expect(facetOf(filtered, "brandNameFacet")).toContainEqual({ ...other, selected: false });
    expect(filtered.totalResultCount).toBe(chosen?.count);
  });

  it("apply every other group to a group's counts", async () => {
    const unfiltered = await search("shoes");
    const size = facetOf(unfiltered, "size")[0]?.value ?? "";
    const colour = facetOf(unfiltered, "colorFacet")[0]?.value ?? "";
    const filtered = await search("shoes", { size: [size], colorFacet: [colour] });
    const colourOnly = await search("shoes", { colorFacet: [colour] });
    const sizeOnly = await search("shoes", { size: [size] });
    expect(countOf(filtered, "size", size)).toBe(countOf(colourOnly, "size", size));
    expect(countOf(filtered, "colorFacet", colour)).toBe(countOf(sizeOnly, "colorFacet", colour));
    expect(filtered.totalResultCount).toBe(countOf(colourOnly, "size", size));
  });

  it("mean 'has that size in stock' for sizes and widths", async () => {
    const result = await search("", { size: ["8"] });
    expect(result.totalResultCount).toBe(await stylesInStock(database.db, "8"));
  });

  it("select price ranges by label", async () => {
    const [range, next] = PRICE_RANGES;
    const result = await search("", { priceFacet: [range?.label ?? ""] });
    expect(result.totalResultCount).toBeGreaterThan(0);
    expect(result.results.every((card) => card.price.cents < (range?.maxCents ?? 0))).toBe(true);
    const two = await search("", { priceFacet: [range?.label ?? "", next?.label ?? ""] });
    expect(two.results.every((card) => card.price.cents < (next?.maxCents ?? 0))).toBe(true);
    expect(two.totalResultCount).toBeGreaterThan(result.totalResultCount);
  });

  it("match nothing for a value no document has", async () => {
    expect((await search("", { brandNameFacet: ["No Such Brand"] })).totalResultCount).toBe(0);
  });
});

describe("browsing by category (precomputed facets)", () => {
  it("counts as searching does", async () => {
    const browse = await search("", { txAttrFacet_Gender: ["Women"], zc1: ["Shoes"] });
    expect(browse.totalResultCount).toBeGreaterThan(0);
    for (const field of ["brandNameFacet", "zc1", "txAttrFacet_Gender", "size"] as const) {
      for (const { value, count } of facetOf(browse, field).slice(0, 3)) {
        const filters: SearchFilters = { txAttrFacet_Gender: ["Women"], zc1: ["Shoes"], [field]: [value] };
        // Adding a multi-select filter counts live; replacing a single-select one reads another stored key.
        expect((await search("", filters)).totalResultCount).toBe(count);
      }
    }
  });

  it("flags the chosen single-select values", async () => {
    const browse = await search("", { zc1: ["Shoes"] });
    expect(facetOf(browse, "zc1").find((value) => value.value === "Shoes")?.selected).toBe(true);
    expect(facetOf(browse, "zc1").filter((value) => value.selected)).toHaveLength(1);
  });
});

/** The facet counts of a result without the chosen-value flags, to compare two paths' counts. */
const countsOf = (result: Pick<SearchResult, "facets">) =>
  result.facets.map((facet) => [facet.field, facet.values.map(({ value, count }) => [value, count])]);

describe("precomputed searches", () => {
  it("rank and count as the same search counted live", async () => {
    const [precomputed] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from search_term_results where lexeme = 'shoe'`,
    );
    expect(precomputed?.count).toBeGreaterThan(0);
    const page = (filters: SearchFilters) => engine.search({ term: "shoes", filters, page: 0, limit: 50 });
    const stored = await page({});
    // Filtering by every price range of the results keeps them all but takes the live path
    // (zc1, a single-select group, holds one value).
    const live = await page({ priceFacet: facetOf(stored, "priceFacet").map((value) => value.value) });
    expect(live.totalResultCount).toBe(stored.totalResultCount);
    expect(live.results.map((card) => card.styleId)).toEqual(stored.results.map((card) => card.styleId));
  });

  it("rank and count a brand name's search as the same search counted live", async () => {
    const [brand] = await queryRows<{ name: string }>(
      database.db,
      sql`select name from search_brands where product_count > 0
        order by name like '% %' desc, product_count desc, name limit 1`,
    );
    const term = brand?.name ?? "";
    const key = await storedSearchKey(database.db, tsQueryText(searchWords(term), true) ?? "");
    const [stored] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from search_term_results where lexeme = ${key}`,
    );
    expect(stored?.count).toBeGreaterThan(0);
    const page = (filters: SearchFilters) => engine.search({ term, filters, page: 0, limit: 50 });
    const precomputed = await page({});
    // Filtering by every price range of the results keeps them all but takes the live path
    // (zc1, a single-select group, holds one value).
    const live = await page({ priceFacet: facetOf(precomputed, "priceFacet").map((value) => value.value) });
    expect(live.totalResultCount).toBe(precomputed.totalResultCount);
    expect(live.results.map((card) => card.styleId)).toEqual(precomputed.results.map((card) => card.styleId));
    expect(countsOf(live)).toEqual(countsOf(precomputed));
  });
});
