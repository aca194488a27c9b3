import { describe, expect, it } from "vitest";
import {
  controlCharacterMessage,
  fieldWithControlCharacter,
  jsonPathWithControlCharacter,
  shownName,
} from "./text-rules.ts";

describe("control characters in fields", () => {
  it("names the first field whose name or value holds one", () => {
    expect(
      fieldWithControlCharacter([
        ["email", "a@b.c"],
        ["name", "A\u0000"],
      ]),
    ).toBe("name");
    expect(fieldWithControlCharacter([["na\u0007me", "A"]])).toBe("na\u0007me");
    expect(fieldWithControlCharacter([["term", "red\tboots\r\n"]])).toBeUndefined();
    expect(fieldWithControlCharacter([["term", "del\u007f"]])).toBe("term");
  });

  it("reads JSON values, whose escapes decode to control characters", () => {
    expect(fieldWithControlCharacter([["filters", '{"zc1":["a","b\\u0000"]}']])).toBe("filters.zc1.1");
    expect(fieldWithControlCharacter([["filters", '{"zc1":["Shoes"]}']])).toBeUndefined();
    expect(fieldWithControlCharacter([["filters", "{not json"]])).toBeUndefined();
  });

  it("finds a control character 30,000 levels deep in JSON without running out of stack", () => {
    const deep = JSON.parse(`${"[".repeat(30_000)}"\\u0000"${"]".repeat(30_000)}`);
    expect(jsonPathWithControlCharacter(deep)?.startsWith("0.0.0")).toBe(true);
  });

  it("finds one in a key", () => {
    expect(jsonPathWithControlCharacter({ items: [{ "as\u0000in": "B0" }] })).toBe("items.0.as\u0000in");
  });

  it("shows a field's name without control characters and at most 40 characters long", () => {
    expect(shownName("na\u0000me")).toBe("name");
    expect(shownName("x".repeat(1000))).toBe(`${"x".repeat(40)}…`);
    expect(controlCharacterMessage("email")).toBe("'email' must not contain control characters.");
  });
});
