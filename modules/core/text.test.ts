import { describe, expect, it } from "vitest";
import { unacceptableCharacterIn } from "./text.ts";

describe("characters no shopper types", () => {
  it.each([
    ["NUL", "a\u0000b", "control characters"],
    ["escape", "\u001b[31m", "control characters"],
    ["DEL", "\u007f", "control characters"],
    ["a lone high surrogate at the end", "ab\ud83d", "unpaired surrogates"],
    ["a lone low surrogate", "\udc5f", "unpaired surrogates"],
    ["two high surrogates", "\ud83d\ud83d\udc5f", "unpaired surrogates"],
  ])("finds %s", (_, text, what) => {
    expect(unacceptableCharacterIn(text)).toBe(what);
  });

  it.each([
    ["plain text", "Größe ñandú 靴"],
    ["an emoji (a surrogate pair)", "boots 👟👟"],
    ["tabs and line breaks", "a\tb\r\nc"],
    ["the empty string", ""],
  ])("accepts %s", (_, text) => {
    expect(unacceptableCharacterIn(text)).toBeUndefined();
  });
});
