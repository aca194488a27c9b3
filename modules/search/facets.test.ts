import { describe, expect, it } from "vitest";
import { buildFacets } from "./facets.ts";
import { FACET_FIELDS } from "./types.ts";

const ranks = new Map([
  [
    "size",
    new Map([
      ["7", 1],
      ["7.5", 2],
      ["10", 7],
    ]),
  ],
]);

describe("buildFacets", () => {
  const facets = buildFacets(
    [
      { field: "brandNameFacet", value: "Larkmoor", count: 3 },
      { field: "brandNameFacet", value: "Alder & Finch", count: 9 },
      { field: "size", value: "10", count: 4 },
      { field: "size", value: "7", count: 2 },
      { field: "size", value: "7.5", count: 8 },
      { field: "priceFacet", value: "$200 and Over", count: 1 },
      { field: "priceFacet", value: "Under $50", count: 5 },
      { field: "", value: "", count: 12 },
    ],
    { brandNameFacet: ["Larkmoor", "Gone Brand"], zc1: ["Shoes"] },
    ranks,
  );
  const facet = (field: string) => facets.find((f) => f.field === field);

  it("has every facet group in display order, with its label and kind", () => {
    expect(facets.map((f) => f.field)).toEqual([...FACET_FIELDS]);
    expect(facet("zc1")).toMatchObject({ label: "Category", singleSelect: true });
    expect(facet("brandNameFacet")).toMatchObject({ label: "Brand", singleSelect: false });
  });

  it("orders brands by count, sizes by sizing rank and prices by range", () => {
    expect(facet("brandNameFacet")?.values.map((v) => v.value)).toEqual([
      "Alder & Finch",
      "Larkmoor",
      "Gone Brand",
    ]);
    expect(facet("size")?.values.map((v) => v.value)).toEqual(["7", "7.5", "10"]);
    expect(facet("priceFacet")?.values.map((v) => v.value)).toEqual(["Under $50", "$200 and Over"]);
  });

  it("flags chosen values and keeps chosen ones that have no result, with count 0", () => {
    expect(facet("brandNameFacet")?.values).toContainEqual({ value: "Larkmoor", count: 3, selected: true });
    expect(facet("brandNameFacet")?.values).toContainEqual({ value: "Gone Brand", count: 0, selected: true });
    expect(facet("brandNameFacet")?.values).toContainEqual({
      value: "Alder & Finch",
      count: 9,
      selected: false,
    });
    expect(facet("zc1")?.values).toEqual([{ value: "Shoes", count: 0, selected: true }]);
  });
});
