import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsFromDollars, formatPrice } from "./money.ts";

describe("centsFromDollars", () => {
  it.each([
    ["50", 5000],
    ["50.00", 5000],
    ["50.5", 5050],
    ["0.01", 1],
    [" $1,250.75 ", 125_075],
    ["0", 0],
    ["007.10", 710],
    ["999999999.99", 99_999_999_999],
  ])("reads %j as %d cents", (typed, cents) => {
    expect(centsFromDollars(typed)).toBe(cents);
  });

  it.each(["", "abc", "-5", "5.001", "1e3", "5.", ".5", "1,25", "12,345,67", "1000000000", "5 .00", "$$5"])(
    "refuses %j",
    (typed) => {
      expect(centsFromDollars(typed)).toBeNull();
    },
  );
});

describe("formatPrice", () => {
  it("writes cents as US dollars with thousands separators", () => {
    expect(formatPrice(123456)).toBe("$1,234.56");
    expect(formatPrice(0)).toBe("$0.00");
    expect(formatPrice(5)).toBe("$0.05");
    expect(formatPrice(9999)).toBe("$99.99");
    expect(formatPrice(100_000_000)).toBe("$1,000,000.00");
  });

  it("puts the minus sign before the dollar sign", () => {
    expect(formatPrice(-500)).toBe("-$5.00");
  });

  it("always matches the spec's price text pattern ($1,234.56)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(formatPrice(cents)).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });

  it.each([
    [100, "$1.00"],
    [99_999_999, "$999,999.99"],
  ])("shows %d cents as %s", (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });
});
