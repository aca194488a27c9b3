import { describe, expect, it } from "vitest";
import { parseSearchUrl, parseValueList, withoutTrailingSlashes } from "./url-grammar.ts";

// Inputs large enough that the old quadratic regexes (/\/+$/, /\s+OR\s+/) would not finish
// within the test's timeout; the assertions are on the answers only.
const HUGE = 200_000;

describe("search URL grammar on hostile input", () => {
  it("trims a long run of trailing slashes", () => {
    expect(withoutTrailingSlashes(`/search/boots${"/".repeat(HUGE)}`)).toBe("/search/boots");
    expect(withoutTrailingSlashes("/".repeat(HUGE))).toBe("");
    expect(withoutTrailingSlashes(`/search${"/".repeat(HUGE)}x`)).toBe(`/search${"/".repeat(HUGE)}x`);
  });

  it("reads a path of slashes ending in a letter as a malformed search URL", () => {
    expect(parseSearchUrl(`/search${"/".repeat(HUGE)}x`, new URLSearchParams())).toBeNull();
  });

  it("reads a search with a long run of trailing slashes as the search itself", () => {
    expect(parseSearchUrl(`/search/boots${"/".repeat(HUGE)}`, new URLSearchParams())?.query.term).toBe(
      "boots",
    );
  });

  it("reads a filter value of many spaces without an OR as one value", () => {
    expect(parseValueList(`"a${" ".repeat(HUGE)}b"`)).toEqual([`a${" ".repeat(HUGE)}b`]);
    expect(parseValueList(`"a"${" ".repeat(HUGE)}x`)).toEqual([`"a"${" ".repeat(HUGE)}x`]);
  });

  it("still splits values on OR", () => {
    expect(parseValueList('"Acme"  OR "Brook & Co" OR\t"Cobb"')).toEqual(["Acme", "Brook & Co", "Cobb"]);
    expect(parseValueList("Acme OR OR Cobb")).toEqual(["Acme", "OR Cobb"]);
  });
});

describe("search URL grammar with control characters", () => {
  it.each([
    ["a NUL in a filter value", `/search/boots/filter/zc1/${encodeURIComponent('"a\u0000b"')}`],
    ["a NUL in the term", "/search/a%00b"],
    ["an escape character in a facet name", "/search/boots/filter/zc%1B1/%22Shoes%22"],
  ])("reads %s as a malformed search URL", (_, path) => {
    expect(parseSearchUrl(path, new URLSearchParams())).toBeNull();
  });

  it("accepts a tab (the slug drops it)", () => {
    expect(parseSearchUrl("/search/red%09boots", new URLSearchParams())?.query.term).toBe("redboots");
  });
});
