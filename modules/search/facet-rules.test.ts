import { describe, expect, it } from "vitest";
import {
  clearFilters,
  filterPills,
  keptValues,
  removeFilter,
  toggleFilter,
  withPage,
  withSort,
} from "./facet-rules.ts";
import type { SearchQuery } from "./types.ts";

const base: SearchQuery = { term: "boots", filters: {}, page: 3, limit: 100 };

describe("keptValues", () => {
  it("keeps the last value of a single-select group: a second replaces the first", () => {
    expect(keptValues("zc1", ["Shoes", "Clothing"])).toEqual(["Clothing"]);
    expect(keptValues("txAttrFacet_Gender", ["Women", "Men"])).toEqual(["Men"]);
    expect(keptValues("zc2", [])).toEqual([]);
  });

  it("keeps every value of a multi-select group", () => {
    expect(keptValues("brandNameFacet", ["Acme", "Brook"])).toEqual(["Acme", "Brook"]);
  });
});

describe("toggleFilter", () => {
  it("adds and removes values of a multi-select group", () => {
    const one = toggleFilter(base, "brandNameFacet", "Acme");
    const two = toggleFilter(one, "brandNameFacet", "Brook");
    expect(two.filters.brandNameFacet).toEqual(["Acme", "Brook"]);
    expect(toggleFilter(two, "brandNameFacet", "Acme").filters.brandNameFacet).toEqual(["Brook"]);
  });

  it("keeps one value in a single-select group", () => {
    const women = toggleFilter(base, "txAttrFacet_Gender", "Women");
    expect(toggleFilter(women, "txAttrFacet_Gender", "Men").filters.txAttrFacet_Gender).toEqual(["Men"]);
    expect(toggleFilter(women, "txAttrFacet_Gender", "Women").filters.txAttrFacet_Gender).toBeUndefined();
  });

  it("clears the dependants when a higher single-select group changes", () => {
    let query = toggleFilter(base, "txAttrFacet_Gender", "Women");
    query = toggleFilter(query, "zc1", "Shoes");
    query = toggleFilter(query, "zc2", "Boots");
    query = toggleFilter(query, "colorFacet", "Black");
    const changed = toggleFilter(query, "zc1", "Clothing");
    expect(changed.filters).toEqual({
      txAttrFacet_Gender: ["Women"],
      zc1: ["Clothing"],
      colorFacet: ["Black"],
    });
    const regendered = toggleFilter(query, "txAttrFacet_Gender", "Men");
    expect(regendered.filters).toEqual({ txAttrFacet_Gender: ["Men"], colorFacet: ["Black"] });
  });

  it("starts again at the first page whenever a filter changes", () => {
    expect(toggleFilter(base, "colorFacet", "Red").page).toBe(0);
    expect(clearFilters({ ...base, filters: { colorFacet: ["Red"] } }).page).toBe(0);
  });
});

describe("pills and the rest", () => {
  it("lists chosen values as pills in facet order, at most 21", () => {
    const many = Array.from({ length: 30 }, (_, i) => `Brand ${i}`);
    const query: SearchQuery = { ...base, filters: { brandNameFacet: many, txAttrFacet_Gender: ["Women"] } };
    const pills = filterPills(query);
    expect(pills).toHaveLength(21);
    expect(pills[0]).toEqual({ field: "txAttrFacet_Gender", value: "Women" });
  });

  it("removes a pill's value", () => {
    const query: SearchQuery = { ...base, filters: { zc1: ["Shoes"], zc2: ["Boots"] } };
    expect(removeFilter(query, "zc1", "Shoes").filters).toEqual({});
    expect(removeFilter(query, "zc2", "Sandals")).toBe(query);
  });

  it("changes sort from the first page and pages without touching filters", () => {
    expect(withSort(base, "price", "asc")).toMatchObject({
      sort: { field: "price", direction: "asc" },
      page: 0,
    });
    expect(withPage(base, 5).page).toBe(5);
    expect(withPage(base, -2).page).toBe(0);
  });
});
