import { describe, expect, it } from "vitest";
import { centsFromDollars } from "./money.ts";

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
