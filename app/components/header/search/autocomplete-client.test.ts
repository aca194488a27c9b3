import { describe, expect, it } from "vitest";
import { autocompleteUrl, parseAutocompleteAnswer } from "./autocomplete-client.ts";

describe("autocomplete client", () => {
  it("asks /autocomplete with the term and the department's categories", () => {
    expect(autocompleteUrl("red bo", [])).toBe("/autocomplete?term=red+bo");
    expect(autocompleteUrl("bo", ["Toys & Games"])).toBe("/autocomplete?term=bo&categories=Toys+%26+Games");
  });

  it("reads the suggestions and their categories", () => {
    const answer = {
      term: "bo",
      matches: [{ suggestion: "Boots", categories: ["Boots", "Shoes"] }, { suggestion: "Bomber Jacket" }],
    };
    expect(parseAutocompleteAnswer(answer)).toEqual([
      { suggestion: "Boots", categories: ["Boots", "Shoes"] },
      { suggestion: "Bomber Jacket", categories: [] },
    ]);
  });

  it("skips malformed entries and reads a malformed answer as no suggestions", () => {
    expect(
      parseAutocompleteAnswer({ matches: [{ suggestion: 3 }, { suggestion: " " }, { suggestion: "Bag" }] }),
    ).toEqual([{ suggestion: "Bag", categories: [] }]);
    expect(parseAutocompleteAnswer(null)).toEqual([]);
    expect(parseAutocompleteAnswer({ matches: "nope" })).toEqual([]);
  });
});
