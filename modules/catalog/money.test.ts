import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isOnSale, percentOff } from "./money.ts";

describe("percentOff", () => {
  it("is the whole percent saved on the MSRP, rounded", () => {
    expect(percentOff(7500, 10000)).toBe(25);
    expect(percentOff(8333, 10000)).toBe(17);
    expect(percentOff(8750, 10000)).toBe(13);
    expect(percentOff(4999, 9999)).toBe(50);
  });

  it("is 0 under the 0.01 threshold, at the MSRP, above it, or without an MSRP", () => {
    expect(percentOff(9950, 10000)).toBe(0);
    expect(percentOff(9900, 10000)).toBe(1);
    expect(percentOff(10000, 10000)).toBe(0);
    expect(percentOff(12000, 10000)).toBe(0);
    expect(percentOff(500, 0)).toBe(0);
  });

  it("stays between 0 and 100, and marks a sale exactly when it is above 0", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (price, msrp) => {
          const off = percentOff(price, msrp);
          expect(off).toBeGreaterThanOrEqual(0);
          expect(off).toBeLessThanOrEqual(100);
          expect(isOnSale(price, msrp)).toBe(off > 0);
          if (price >= msrp) expect(off).toBe(0);
        },
      ),
    );
  });
});
