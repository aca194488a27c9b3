import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_QUERY_WORDS, searchWords, tsQueryText } from "./text-query.ts";

describe("searchWords", () => {
  it("keeps letters and digits in lower case, splitting on everything else", () => {
    expect(searchWords("Chelsea  Boots")).toEqual(["chelsea", "boots"]);
    expect(searchWords("slip-on 3-pack")).toEqual(["slip", "on", "3", "pack"]);
    expect(searchWords("'; drop table products; --")).toEqual(["drop", "table", "products"]);
    expect(searchWords("<script>alert(1)</script>")).toEqual(["script", "alert", "1", "script"]);
  });

  it("keeps letters of any script and drops emoji", () => {
    expect(searchWords("café crème 👟")).toEqual(["café", "crème"]);
    expect(searchWords("😀🔥")).toEqual([]);
  });

  it("takes at most the first words of a long paste", () => {
    expect(searchWords("boot ".repeat(2000))).toHaveLength(MAX_QUERY_WORDS);
  });
});

describe("tsQueryText", () => {
  it("requires every word and matches the last one as a prefix", () => {
    expect(tsQueryText(["black", "snea"])).toBe("black & snea:*");
  });

  it("matches a complete last word exactly, and never a single letter as a prefix", () => {
    expect(tsQueryText(["black", "boots"], true)).toBe("black & boots");
    expect(tsQueryText(["b"])).toBe("b");
  });

  it("is null without words", () => {
    expect(tsQueryText([])).toBeNull();
  });

  it("never carries a tsquery operator from the shopper", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (term) => {
        const text = tsQueryText(searchWords(term)) ?? "";
        expect(text.replace(/ & /g, " ").replace(/:\*$/, "")).not.toMatch(/[&|!():*<>'"\\]/);
      }),
    );
  });
});
