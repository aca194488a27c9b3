import { describe, expect, it } from "vitest";
import { refusalOf, refusedField, refusedJson, shownName } from "./text-rules.ts";

const control = (name: string) => `'${name}' must not contain control characters.`;

describe("fields no shopper could type", () => {
  it("refuses the first field whose name or value holds a control character, naming it", () => {
    expect(
      refusedField([
        ["email", "a@b.c"],
        ["name", "A\u0000"],
      ]),
    ).toBe(control("name"));
    expect(refusedField([["na\u0007me", "A"]])).toBe(control("name"));
    expect(refusedField([["term", "del\u007f"]])).toBe(control("term"));
  });

  it("lets tabs and line breaks through: a paste or a text area carries them", () => {
    expect(refusedField([["term", "red\tboots\r\n"]])).toBeUndefined();
  });

  it("reads JSON values, whose escapes decode to control characters", () => {
    expect(refusedField([["filters", '{"zc1":["a","b\\u0000"]}']])).toBe(control("filters.zc1.1"));
    expect(refusedField([["filters", '{"zc1":["Shoes"]}']])).toBeUndefined();
    expect(refusedField([["filters", "{not json"]])).toBeUndefined();
  });

  it("refuses half a surrogate pair, which only a JSON escape makes, and keeps whole ones", () => {
    expect(refusedField([["filters", '{"zc1":["\\ud800"]}']])).toBe(
      "'filters.zc1.0' must not contain unpaired surrogates.",
    );
    expect(refusedJson({ name: "Boots 👟" })).toBeUndefined();
  });

  it("finds a control character 30,000 levels deep in JSON without running out of stack", () => {
    const deep: unknown = JSON.parse(`${"[".repeat(30_000)}"\\u0000"${"]".repeat(30_000)}`);
    expect(refusedJson(deep)).toMatch(/^'0\.0\.0.*…' must not contain control characters\.$/);
  });

  it("finds one in a key, and names a bare string 'body'", () => {
    expect(refusedJson({ items: [{ "as\u0000in": "B0" }] })).toBe(control("items.0.asin"));
    expect(refusedJson("\u0000")).toBe(control("body"));
  });

  it("shows a field's name without control characters and at most 40 characters long", () => {
    expect(shownName("na\u0000me")).toBe("name");
    expect(shownName("x".repeat(1000))).toBe(`${"x".repeat(40)}…`);
    expect(refusalOf("email", "control characters")).toBe(control("email"));
  });
});
