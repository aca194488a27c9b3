import { describe, expect, it } from "vitest";
import { acceptsEncoding, chooseEncoding } from "./accept-encoding.ts";

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", null],
    [undefined, null],
  ])("for '%s' uses %s", (header, expected) => expect(chooseEncoding(header)).toBe(expected));
});

describe("acceptsEncoding", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br, GZIP;q=0.5", true],
    ["gzip;q=0, br", false],
    ["identity", false],
    [undefined, false],
  ])("for '%s' gzip is %s", (header, expected) => expect(acceptsEncoding(header, "gzip")).toBe(expected));
});
