import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSingleSelect } from "./facet-rules.ts";
import { FACET_FIELDS, type SearchFilters, type SearchQuery, SORT_FIELDS } from "./types.ts";
import { buildSearchUrl, normaliseDirection, parseSearchUrl, slugToTerm, termToSlug } from "./url-grammar.ts";

const parse = (url: string) => {
  const { pathname, searchParams } = new URL(url, "http://store.test");
  return parseSearchUrl(pathname, searchParams);
};

describe("slugs", () => {
  it("read hyphens as spaces and drop other non-alphanumerics", () => {
    expect(slugToTerm("running-shoes")).toBe("running shoes");
    expect(slugToTerm("men's--boots!")).toBe("mens boots");
    expect(slugToTerm("café-crème")).toBe("café crème");
  });

  it("are written in lower case with hyphens", () => {
    expect(termToSlug("Running  Shoes")).toBe("running-shoes");
    expect(termToSlug("<script>alert(1)</script>")).toBe("scriptalert1script");
  });
});

describe("parseSearchUrl", () => {
  it("reads /search?term=", () => {
    expect(parse("/search?term=red%20boots")?.query).toMatchObject({
      term: "red boots",
      page: 0,
      filters: {},
    });
  });

  it("reads /search/{term} with filters, sort and page", () => {
    const parsed = parse(
      `/search/boots/filter/zc2/${encodeURIComponent('"Boots"')}/brandNameFacet/${encodeURIComponent('"Acme" OR "Brook & Co"')}/sort/price/asc/page/3`,
    );
    expect(parsed?.query).toMatchObject({
      term: "boots",
      filters: { zc2: ["Boots"], brandNameFacet: ["Acme", "Brook & Co"] },
      sort: { field: "price", direction: "asc" },
      page: 2,
    });
  });

  it("turns a sort direction other than asc or desc into desc", () => {
    expect(parse("/search/boots/sort/price/sideways")?.query.sort).toEqual({
      field: "price",
      direction: "desc",
    });
    expect(parse("/search/boots/sort/price")?.query.sort).toEqual({ field: "price", direction: "desc" });
    expect(normaliseDirection("ASC")).toBe("desc");
  });

  it("reads /search/brand/{brandId} and /search/{term}/{filterValue}", () => {
    expect(parse("/search/brand/12/page/2")).toMatchObject({ brandId: 12, query: { page: 1 } });
    expect(parse("/search/boots/black")).toMatchObject({ filterValue: "black", query: { term: "boots" } });
  });

  it("reads .zso pages with the term in t and the sort in s", () => {
    expect(parse("/mens-boots.zso?t=work%20boots&s=isNew/desc")?.query).toMatchObject({
      term: "work boots",
      sort: { field: "isNew", direction: "desc" },
    });
    expect(parse("/mens-boots.zso")?.query.term).toBe("mens boots");
  });

  it("flags the out-of-stock redirect", () => {
    expect(parse("/search?term=boots&oosRedirected=true")?.oosRedirected).toBe(true);
  });

  it.each([
    "/search/boots/filter/notAFacet/%22x%22",
    "/search/boots/page/0",
    "/search/boots/page/two",
    "/search/boots/page",
    "/search/boots/a/b",
    "/search/brand/abc",
    "/search/boots/filter/zc2/%E0%A4%A",
  ])("refuses the malformed %s", (url) => {
    expect(parse(url)).toBeNull();
  });

  it("ignores paths that are not searches", () => {
    expect(parse("/cart")).toBeNull();
  });
});

const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
const value = fc
  .stringMatching(/^[A-Za-z0-9&'.,/ -]{1,12}$/)
  .map((v) => v.trim())
  .filter((v) => v.length > 0 && !/\sOR\s/.test(v));
const queryArbitrary: fc.Arbitrary<SearchQuery> = fc.record({
  term: fc
    .array(word, { maxLength: 4 })
    .map((words) => words.join(" "))
    .filter((t) => t !== "null"),
  filters: fc
    .dictionary(fc.constantFrom(...FACET_FIELDS), fc.uniqueArray(value, { minLength: 1, maxLength: 3 }))
    .map((drawn) => {
      // A state the shopper can reach: one value in a single-select group.
      const filters: SearchFilters = {};
      for (const field of FACET_FIELDS) {
        const values = drawn[field];
        if (values) filters[field] = isSingleSelect(field) ? values.slice(0, 1) : values;
      }
      return filters;
    }),
  sort: fc.option(
    fc.record({
      field: fc.constantFrom(...SORT_FIELDS.filter((f) => f !== "relevance")),
      direction: fc.constantFrom("asc" as const, "desc" as const),
    }),
    { nil: undefined },
  ),
  page: fc.nat({ max: 500 }),
  limit: fc.constant(100),
});

describe("single-select groups in URLs", () => {
  const shoes = encodeURIComponent('"Shoes"');
  const clothing = encodeURIComponent('"Clothing"');

  it("hold one value: a second replaces the first", () => {
    expect(
      parse(`/search/null/filter/zc1/${encodeURIComponent('"Shoes" OR "Clothing"')}`)?.query.filters,
    ).toEqual({
      zc1: ["Clothing"],
    });
    expect(parse(`/search/boots/filter/zc1/${shoes}/zc1/${clothing}`)?.query.filters).toEqual({
      zc1: ["Clothing"],
    });
    expect(
      parse(`/search/boots/filter/txAttrFacet_Gender/${encodeURIComponent('"Women" OR "Men"')}`)?.query
        .filters,
    ).toEqual({ txAttrFacet_Gender: ["Men"] });
  });

  it("are written with one value, while multi-select groups keep all of theirs", () => {
    expect(
      buildSearchUrl({
        term: "",
        filters: { zc1: ["Shoes", "Clothing"], brandNameFacet: ["Brook", "Acme"] },
        page: 0,
      }),
    ).toBe(`/search/null/filter/zc1/${clothing}/brandNameFacet/${encodeURIComponent('"Acme" OR "Brook"')}`);
  });
});

describe("buildSearchUrl and parseSearchUrl", () => {
  it("read back the state they wrote", () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const parsed = parse(buildSearchUrl(query));
        expect(parsed).not.toBeNull();
        expect(parsed?.query.term).toBe(query.term);
        expect(parsed?.query.page).toBe(query.page);
        expect(parsed?.query.sort).toEqual(query.sort);
        for (const field of FACET_FIELDS) {
          expect([...(parsed?.query.filters[field] ?? [])].sort()).toEqual(
            [...(query.filters[field] ?? [])].sort(),
          );
        }
      }),
    );
  });

  it("write one canonical URL for a state, whatever its order", () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const url = buildSearchUrl(query);
        const again = parse(url);
        expect(again && buildSearchUrl(again.query)).toBe(url);
      }),
    );
  });

  it("write an empty term as null and drop the default sort and first page", () => {
    expect(
      buildSearchUrl({
        term: "",
        filters: { zc1: ["Shoes"] },
        page: 0,
        sort: { field: "relevance", direction: "desc" },
      }),
    ).toBe("/search/null/filter/zc1/%22Shoes%22");
  });
});
