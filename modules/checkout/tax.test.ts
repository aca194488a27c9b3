import { describe, expect, it } from "vitest";
import { assertCents, divideHalfUp, estimatedTax, STATE_TAX_RATES, taxRateFor } from "./tax.ts";

const us = (stateOrRegion: string) => ({ countryCode: "US", stateOrRegion });

describe("STATE_TAX_RATES (statewide base rates, 2026, local rates not included)", () => {
  it.each([
    ["AL", 400],
    ["AK", 0],
    ["AZ", 560],
    ["AR", 650],
    ["CA", 725],
    ["CO", 290],
    ["CT", 635],
    ["DE", 0],
    ["DC", 650],
    ["FL", 600],
    ["GA", 400],
    ["HI", 400],
    ["ID", 600],
    ["IL", 625],
    ["IN", 700],
    ["IA", 600],
    ["KS", 650],
    ["KY", 600],
    ["LA", 500],
    ["ME", 550],
    ["MD", 600],
    ["MA", 625],
    ["MI", 600],
    ["MN", 687.5],
    ["MS", 700],
    ["MO", 422.5],
    ["MT", 0],
    ["NE", 550],
    ["NV", 685],
    ["NH", 0],
    ["NJ", 662.5],
    ["NM", 487.5],
    ["NY", 400],
    ["NC", 475],
    ["ND", 500],
    ["OH", 575],
    ["OK", 450],
    ["OR", 0],
    ["PA", 600],
    ["RI", 700],
    ["SC", 600],
    ["SD", 420],
    ["TN", 700],
    ["TX", 625],
    ["UT", 610],
    ["VT", 600],
    ["VA", 530],
    ["WA", 650],
    ["WV", 600],
    ["WI", 500],
    ["WY", 400],
  ])("a US address in %s pays %d basis points", (state, rate) => {
    expect(taxRateFor(us(state))).toBe(rate);
  });

  it("has the 50 states, DC, 9 territories and 3 military codes, and nothing else", () => {
    expect(Object.keys(STATE_TAX_RATES)).toHaveLength(63);
  });

  it("charges no sales tax in the five states without one", () => {
    for (const state of ["AK", "DE", "MT", "NH", "OR"]) expect(taxRateFor(us(state))).toBe(0);
  });

  it("keeps every rate between 0 and 100% to a tenth of a basis point", () => {
    for (const rate of Object.values(STATE_TAX_RATES)) {
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThanOrEqual(10_000);
      expect(Number.isInteger(rate * 10)).toBe(true);
    }
  });
});

describe("taxRateFor", () => {
  it("charges Puerto Rico's IVU of 11.5%, as a country or as a US state", () => {
    expect(taxRateFor({ countryCode: "PR", stateOrRegion: "PR" })).toBe(1150);
    expect(taxRateFor({ countryCode: "PR", stateOrRegion: "San Juan" })).toBe(1150);
    expect(taxRateFor(us("PR"))).toBe(1150);
  });

  it.each(["GU", "VI", "AS", "MP", "UM", "FM", "MH", "PW"])("charges nothing in the territory %s", (code) => {
    expect(taxRateFor({ countryCode: code, stateOrRegion: code })).toBe(0);
  });

  it.each(["AA", "AE", "AP"])("charges nothing at the military code %s", (code) => {
    expect(taxRateFor(us(code))).toBe(0);
  });

  it("reads codes in any case and with spaces around them", () => {
    expect(taxRateFor({ countryCode: " us ", stateOrRegion: " ca " })).toBe(725);
    expect(taxRateFor({ countryCode: "pr", stateOrRegion: "" })).toBe(1150);
  });

  it("gives 0 for a state it does not know, or a name instead of the code", () => {
    expect(taxRateFor(us("ZZ"))).toBe(0);
    expect(taxRateFor(us(""))).toBe(0);
    expect(taxRateFor(us("California"))).toBe(0);
  });

  it("gives 0 for a country we do not ship to, whatever the state", () => {
    expect(taxRateFor({ countryCode: "CA", stateOrRegion: "ON" })).toBe(0);
    expect(taxRateFor({ countryCode: "GB", stateOrRegion: "NY" })).toBe(0);
  });

  it("ignores inherited object keys", () => {
    expect(taxRateFor(us("constructor"))).toBe(0);
    expect(taxRateFor(us("__PROTO__"))).toBe(0);
  });
});

describe("estimatedTax", () => {
  it.each([
    [10_000, 625, 625],
    [1000, 625, 63], // 62.5 rounds up
    [999, 625, 62], // 62.4375
    [1, 5000, 1], // 0.5 rounds up
    [1, 4999, 0], // 0.4999
    [7, 725, 1], // 0.5075
    [6, 725, 0], // 0.435
    [10_000, 662.5, 663], // NJ: 662.5
    [100_000, 687.5, 6875], // MN: exact
    [2000, 422.5, 85], // MO: 84.5
    [200, 422.5, 8], // MO: 8.45
    [12_345, 487.5, 602], // NM: 601.81875
    [2999, 1150, 345], // PR: 344.885
    [123_456_789, 725, 8_950_617], // 8950617.2025
    [0, 725, 0],
    [50_000, 0, 0],
    [4321, 10_000, 4321],
  ])("taxes %d cents at %d basis points as %d cents", (taxable, rate, tax) => {
    expect(estimatedTax(taxable, rate)).toBe(tax);
  });

  it("refuses cents that are negative, fractional or not numbers", () => {
    expect(() => estimatedTax(-1, 625)).toThrow(RangeError);
    expect(() => estimatedTax(10.5, 625)).toThrow(RangeError);
    expect(() => estimatedTax(Number.NaN, 625)).toThrow(RangeError);
  });

  it("refuses a rate under 0, over 100% or finer than a tenth of a basis point", () => {
    expect(() => estimatedTax(100, -1)).toThrow(RangeError);
    expect(() => estimatedTax(100, 10_000.1)).toThrow(RangeError);
    expect(() => estimatedTax(100, 625.05)).toThrow(RangeError);
    expect(() => estimatedTax(100, Number.NaN)).toThrow(RangeError);
    expect(() => estimatedTax(100, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("refuses an amount too large to multiply exactly", () => {
    expect(() => estimatedTax(Number.MAX_SAFE_INTEGER, 625)).toThrow(RangeError);
  });
});

describe("divideHalfUp", () => {
  it.each([
    [5, 10, 1],
    [4, 10, 0],
    [15, 10, 2],
    [14, 10, 1],
    [0, 7, 0],
    [7, 7, 1],
    [10, 4, 3], // 2.5
    [9, 4, 2], // 2.25
  ])("%d / %d is %d", (numerator, denominator, quotient) => {
    expect(divideHalfUp(numerator, denominator)).toBe(quotient);
  });

  it("refuses a zero or negative denominator and a negative or fractional numerator", () => {
    expect(() => divideHalfUp(1, 0)).toThrow(RangeError);
    expect(() => divideHalfUp(1, -2)).toThrow(RangeError);
    expect(() => divideHalfUp(-1, 2)).toThrow(RangeError);
    expect(() => divideHalfUp(1.5, 2)).toThrow(RangeError);
  });
});

describe("assertCents", () => {
  it("accepts whole non-negative cents and names the value it refuses", () => {
    expect(() => assertCents(0, "x")).not.toThrow();
    expect(() => assertCents(123, "x")).not.toThrow();
    expect(() => assertCents(-5, "shippingCents")).toThrow("shippingCents must be");
    expect(() => assertCents(0.1, "x")).toThrow(RangeError);
    expect(() => assertCents(2 ** 53, "x")).toThrow(RangeError);
  });
});
