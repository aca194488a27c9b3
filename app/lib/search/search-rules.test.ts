import { describe, expect, it } from "vitest";
import type { Facet } from "../../../modules/search/types.ts";
import { entryPointAt } from "./entry-points.ts";
import { findFacetValue } from "./filter-value.ts";
import { itemCount, searchHeading, titleCase } from "./headings.ts";
import { searchPageMeta } from "./search-page-data.ts";
import { sortChoices } from "./sort-choices.ts";

const facet = (field: Facet["field"], values: string[]): Facet => ({
  field,
  label: field,
  singleSelect: false,
  values: values.map((value) => ({ value, count: 1, selected: false })),
});

describe("entry points", () => {
  it.each([
    ["/women", "txAttrFacet_Gender", "Women"],
    ["/womens/", "txAttrFacet_Gender", "Women"],
    ["/men", "txAttrFacet_Gender", "Men"],
    ["/mens", "txAttrFacet_Gender", "Men"],
    ["/shoes", "zc1", "Shoes"],
    ["/c/shoes", "zc1", "Shoes"],
  ] as const)("%s searches with %s %s and is its own canonical path", (path, field, value) => {
    const entry = entryPointAt(path);
    expect(entry?.filters[field]).toEqual([value]);
    expect(entry?.path).toBe(path.replace(/\/$/, ""));
  });

  it("knows no other path", () => expect(entryPointAt("/kids")).toBeUndefined());
});

describe("bare filter values", () => {
  const facets = [facet("zc2", ["Boots", "Sneakers & Athletic Shoes"]), facet("colorFacet", ["Black"])];

  it("finds a value by its slug", () => {
    expect(findFacetValue(facets, "black")).toEqual({ field: "colorFacet", value: "Black" });
    expect(findFacetValue(facets, "sneakers athletic shoes")).toEqual({
      field: "zc2",
      value: "Sneakers & Athletic Shoes",
    });
  });

  it("finds nothing for an unknown or empty value", () => {
    expect(findFacetValue(facets, "purple")).toBeUndefined();
    expect(findFacetValue(facets, "")).toBeUndefined();
  });
});

describe("headings", () => {
  it("capitalises each word of the term", () => expect(titleCase("red boots")).toBe("Red Boots"));
  it("keeps words that do not start with a letter", () => expect(titleCase("<b> 9am")).toBe("<b> 9am"));

  it("reads the term, else the brand, else the filters, else All Styles", () => {
    const query = { term: "", filters: {}, page: 0, limit: 100 };
    expect(searchHeading({ ...query, term: "boots" })).toBe("Boots");
    expect(searchHeading(query, "Acme")).toBe("Acme");
    expect(searchHeading({ ...query, filters: { txAttrFacet_Gender: ["Women"], zc1: ["Shoes"] } })).toBe(
      "Women Shoes",
    );
    expect(searchHeading(query)).toBe("All Styles");
  });

  it("counts items", () => {
    expect(itemCount(0)).toBe("No items");
    expect(itemCount(1)).toBe("1 item");
    expect(itemCount(1234)).toBe("1,234 items");
  });
});

describe("sort choices", () => {
  const fleetfoot = { features: { percentOffSort: true } };
  const nineAm = { features: { percentOffSort: false } };
  const labels = (choices: { label: string }[]) => choices.map((c) => c.label);

  it("hides Best For You from shoppers who are not eligible", () => {
    expect(labels(sortChoices(fleetfoot, { hasTerm: true, bestForYouEligible: false }))).not.toContain(
      "Best For You",
    );
    expect(labels(sortChoices(fleetfoot, { hasTerm: true, bestForYouEligible: true }))).toContain(
      "Best For You",
    );
  });

  it("hides Percent Off where the marketplace does not offer it", () => {
    expect(labels(sortChoices(fleetfoot, { hasTerm: true, bestForYouEligible: false }))).toContain(
      "Percent Off",
    );
    expect(labels(sortChoices(nineAm, { hasTerm: true, bestForYouEligible: false }))).not.toContain(
      "Percent Off",
    );
  });

  it("offers Relevance only when there is a term", () => {
    expect(labels(sortChoices(fleetfoot, { hasTerm: false, bestForYouEligible: false }))[0]).toBe(
      "New Arrivals",
    );
  });
});

describe("search page meta", () => {
  it("says nothing for an error, so the error page's title stands", () => {
    expect(searchPageMeta(undefined)).toEqual([]);
  });
});
