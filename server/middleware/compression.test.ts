import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./compression.ts";

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", null],
    [undefined, null],
  ])("for '%s' uses %s", (header, expected) => expect(chooseEncoding(header)).toBe(expected));
});
