import { describe, expect, it } from "vitest";
import { productCodeOf } from "../../../../modules/catalog/index.ts";
import { parseSearchUrl } from "../../../../modules/search/index.ts";
import { DEPARTMENTS } from "./departments.ts";
import { type SearchSubmission, searchDestination } from "./submit-rules.ts";

const submit = (overrides: Partial<SearchSubmission>) =>
  searchDestination({ term: "", department: "all", highlighted: null, ...overrides });
const suggestion = (text: string, categories: string[] = []) => ({
  kind: "suggestion" as const,
  suggestion: { suggestion: text, categories },
});

/** The search state a destination URL reads back as. */
function stateOf(url: string) {
  const parsed = new URL(url, "http://store.test");
  const read = parseSearchUrl(parsed.pathname, parsed.searchParams);
  if (!read) throw new Error(`not a search URL: ${url}`);
  return read.query;
}

describe("searchDestination", () => {
  it("does nothing for an empty or blank term", () => {
    expect(submit({ term: "" })).toBeNull();
    expect(submit({ term: "   \t " })).toBeNull();
    expect(submit({ term: " ", department: "shoes-boys" })).toBeNull();
  });

  it("searches the plain term with no department and nothing highlighted (e)", () => {
    expect(submit({ term: "  running   shoes " })).toEqual({
      url: "/search/running-shoes",
      term: "running shoes",
    });
  });

  it("goes to a recent search picked from the empty box, ignoring the department (a)", () => {
    const destination = submit({
      term: "",
      department: "shoes-womens",
      highlighted: { kind: "recent", term: "Chelsea Boot" },
    });
    expect(destination).toEqual({ url: "/search/chelsea-boot", term: "Chelsea Boot" });
  });

  it("prefixes 'kids ' for Boys and Girls, keeping the department's facets (b)", () => {
    const boys = submit({ term: "sneakers", department: "shoes-boys" });
    expect(boys?.term).toBe("sneakers");
    expect(stateOf(boys?.url ?? "")).toMatchObject({
      term: "kids sneakers",
      filters: { zc1: ["Shoes"], txAttrFacet_Gender: ["Boys"] },
      page: 0,
    });
    const girls = submit({ term: "tops", department: "clothing-girls" });
    expect(stateOf(girls?.url ?? "")).toMatchObject({
      term: "kids tops",
      filters: { zc1: ["Clothing"], txAttrFacet_Gender: ["Girls"] },
    });
    const adaptive = submit({ term: "boots", department: "adaptive-girls" });
    expect(stateOf(adaptive?.url ?? "")).toMatchObject({
      term: "kids boots",
      filters: { txAttrFacet_Verticals: ["Adaptive"], txAttrFacet_Gender: ["Girls"] },
    });
  });

  it("does not say 'kids' twice", () => {
    expect(stateOf(submit({ term: "Kids boots", department: "shoes-girls" })?.url ?? "").term).toBe(
      "kids boots",
    );
  });

  it("adds the department's facets for the other departments (c)", () => {
    const cases: [string, Record<string, string[]>][] = [
      ["shoes", { zc1: ["Shoes"] }],
      ["shoes-womens", { zc1: ["Shoes"], txAttrFacet_Gender: ["Women"] }],
      ["shoes-mens", { zc1: ["Shoes"], txAttrFacet_Gender: ["Men"] }],
      ["clothing", { zc1: ["Clothing"] }],
      ["clothing-womens", { zc1: ["Clothing"], txAttrFacet_Gender: ["Women"] }],
      ["clothing-mens", { zc1: ["Clothing"], txAttrFacet_Gender: ["Men"] }],
      ["accessories", { zc1: ["Accessories"] }],
      ["toys-and-games", { zc1: ["Toys & Games"] }],
      ["adaptive", { txAttrFacet_Verticals: ["Adaptive"] }],
      ["adaptive-womens", { txAttrFacet_Verticals: ["Adaptive"], txAttrFacet_Gender: ["Women"] }],
      ["adaptive-mens", { txAttrFacet_Verticals: ["Adaptive"], txAttrFacet_Gender: ["Men"] }],
    ];
    for (const [department, filters] of cases) {
      const destination = submit({ term: "red", department });
      expect(stateOf(destination?.url ?? ""), department).toEqual({
        term: "red",
        filters,
        page: 0,
        limit: 100,
      });
    }
  });

  it("covers every department of the select: each one lands on a search with its facets", () => {
    for (const department of DEPARTMENTS) {
      const state = stateOf(submit({ term: "blue", department: department.value })?.url ?? "");
      expect(state.filters, department.label).toEqual(department.filters);
      expect(state.term).toBe(department.kids ? "kids blue" : "blue");
    }
  });

  it("a department wins over a highlighted suggestion's category, but searches the suggestion's text", () => {
    const destination = submit({
      term: "che",
      department: "shoes",
      highlighted: suggestion("Chelsea Boot", ["Boots"]),
    });
    expect(destination?.term).toBe("Chelsea Boot");
    expect(stateOf(destination?.url ?? "")).toMatchObject({
      term: "chelsea boot",
      filters: { zc1: ["Shoes"] },
    });
  });

  it("searches a highlighted suggestion with zc2 from its first category (d)", () => {
    const destination = submit({
      term: "che",
      highlighted: suggestion("Chelsea Boot", ["Boots", "Rain Boots"]),
    });
    expect(destination).toEqual({
      url: "/search/chelsea-boot/filter/zc2/%22Boots%22",
      term: "Chelsea Boot",
    });
  });

  it("uses zc1 when the suggestion's first category is a department", () => {
    const destination = submit({ term: "cl", highlighted: suggestion("Clogs", ["shoes", "Clogs & Mules"]) });
    expect(stateOf(destination?.url ?? "").filters).toEqual({ zc1: ["Shoes"] });
  });

  it("searches a suggestion without categories as plain text", () => {
    expect(submit({ term: "ni", highlighted: suggestion("Nimbus") })).toEqual({
      url: "/search/nimbus",
      term: "Nimbus",
    });
    expect(submit({ term: "ni", highlighted: suggestion("Nimbus", ["  "]) })?.url).toBe("/search/nimbus");
  });

  it("sends a product code straight to its product page, in any situation", () => {
    expect(submit({ term: " b0abc12345 " })).toEqual({ url: "/p/asin/B0ABC12345", term: "b0abc12345" });
    expect(submit({ term: "B0ABC12345", department: "shoes-boys" })?.url).toBe("/p/asin/B0ABC12345");
    expect(submit({ highlighted: { kind: "recent", term: "B0ZZZZZZZZ" } })?.url).toBe("/p/asin/B0ZZZZZZZZ");
  });

  it("keeps words that only look like a product code as a search", () => {
    for (const term of ["B0ABC1234", "B0ABC123456", "B1ABC12345", "B0ABC-1234", "xB0ABC12345"]) {
      expect(submit({ term })?.url, term).toMatch(/^\/search\//);
    }
  });

  it("sends a term without letters or digits to /search?term= rather than to every product", () => {
    expect(submit({ term: "???" })?.url).toBe("/search?term=%3F%3F%3F");
  });

  it("keeps the first page and treats an unknown department as All", () => {
    expect(submit({ term: "boots", department: "no-such-thing" })?.url).toBe("/search/boots");
    expect(stateOf(submit({ term: "boots", department: "shoes" })?.url ?? "").page).toBe(0);
  });

  it("writes terms with characters the URL grammar must escape", () => {
    const destination = submit({ term: "Ünïcødé <b>&</b> 👟", department: "accessories" });
    expect(destination?.url).not.toMatch(/[<>]/);
    expect(stateOf(destination?.url ?? "")).toMatchObject({
      term: "ünïcødé bb",
      filters: { zc1: ["Accessories"] },
    });
  });
});

describe("productCodeOf", () => {
  it("reads B0 and 8 letters or digits, trimmed and upper-cased", () => {
    expect(productCodeOf("b0abc12345")).toBe("B0ABC12345");
    expect(productCodeOf("  B012345678\n")).toBe("B012345678");
    expect(productCodeOf("B0 ABC12345")).toBeNull();
    expect(productCodeOf("")).toBeNull();
  });
});
