import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { openSearchTestDatabase } from "./search-test-database.ts";
import type { FacetField, SearchEngine, SearchFilters, SearchResult } from "./types.ts";

let database: Database;
let engine: SearchEngine;

beforeAll(async () => {
  ({ database, engine } = await openSearchTestDatabase());
});
afterAll(async () => {
  await database?.close();
});

const search = (term: string, filters: SearchFilters = {}) =>
  engine.search({ term, filters, page: 0, limit: 20 });
const valuesOf = (result: Pick<SearchResult, "facets">, field: FacetField) =>
  result.facets.find((facet) => facet.field === field)?.values.map((v) => v.value) ?? [];

const KIDS_SIZE = /^\d+(\.5)? (Infant|Toddler|Little Kid|Big Kid)$/;
/** Adult US shoe sizes: 4 to 16 by halves (EU sizes start at 35). */
const isAdultShoeSize = (label: string) => /^\d+(\.5)?$/.test(label) && Number(label) < 35;

describe("the Size facet of a search", () => {
  it.each(["boots", "shoes"])("'%s': follows the sizing ranks, not the string order", async (term) => {
    const sizes = valuesOf(await search(term), "size");
    const adult = sizes.filter(isAdultShoeSize);
    expect(adult.length).toBeGreaterThan(5);
    // Adult sizes in order, half sizes in place (8, 8.5, 9, not 8, 10, ..., 8.5).
    expect(adult).toEqual([...adult].sort((a, b) => Number(a) - Number(b)));
    // ... and side by side: no other size between two adult sizes.
    const firstAdult = sizes.indexOf(adult[0] ?? "");
    expect(sizes.slice(firstAdult, firstAdult + adult.length)).toEqual(adult);
    // Kids' sizes grouped (infant, toddler, little kid, big kid), before the adult sizes.
    const kids = sizes.filter((label) => KIDS_SIZE.test(label));
    expect(kids.length).toBeGreaterThan(0);
    const firstKids = sizes.indexOf(kids[0] ?? "");
    expect(sizes.slice(firstKids, firstKids + kids.length)).toEqual(kids);
    expect(firstKids + kids.length).toBeLessThanOrEqual(firstAdult);
  });
});

describe("a single-select group", () => {
  it("holds one value: a second replaces the first", async () => {
    const result = await search("", { zc1: ["Shoes", "Clothing"] });
    expect(result.totalResultCount).toBe((await search("", { zc1: ["Clothing"] })).totalResultCount);
    expect(result.results.every((card) => card.productType === "Clothing")).toBe(true);
    const chosen = result.facets.find((facet) => facet.field === "zc1")?.values.filter((v) => v.selected);
    expect(chosen?.map((v) => v.value)).toEqual(["Clothing"]);
  });

  it("holds one gender, while a multi-select group ORs its values", async () => {
    const men = await search("shoes", { txAttrFacet_Gender: ["Men"] });
    expect((await search("shoes", { txAttrFacet_Gender: ["Women", "Men"] })).totalResultCount).toBe(
      men.totalResultCount,
    );
    const [first, second] = valuesOf(await search("shoes"), "brandNameFacet");
    const both = await search("shoes", { brandNameFacet: [first ?? "", second ?? ""] });
    expect(new Set(both.results.map((card) => card.brandName)).size).toBe(2);
  });
});
