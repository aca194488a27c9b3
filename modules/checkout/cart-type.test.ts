import { describe, expect, it } from "vitest";
import {
  AFTERPAY_DEFAULT_LIMITS,
  afterpayEligible,
  cartType,
  expressCheckoutShown,
  isDigitalOnly,
} from "./cart-type.ts";

const shoes = { isGiftCard: false, isDigital: false };
const eGiftCard = { isGiftCard: true, isDigital: true };
const physicalGiftCard = { isGiftCard: true, isDigital: false };
const download = { isGiftCard: false, isDigital: true };

describe("cartType (spec 4, cart type derivation)", () => {
  it.each([
    ["all digital gift cards", [eGiftCard, eGiftCard], "DIGITAL_GC_ONLY_CART"],
    ["one digital gift card", [eGiftCard], "DIGITAL_GC_ONLY_CART"],
    ["all physical gift cards", [physicalGiftCard, physicalGiftCard], "PHYSICAL_GC_ONLY_CART"],
    ["gift cards of both kinds", [eGiftCard, physicalGiftCard], "NON_MIXED_WITH_BOTH_GC"],
    ["a digital gift card with other items", [shoes, eGiftCard], "MIXED_WITH_EGC"],
    ["a physical gift card with other items", [physicalGiftCard, shoes], "MIXED_WITH_PHYSICAL"],
    ["both kinds with other items", [shoes, eGiftCard, physicalGiftCard], "MIXED_WITH_BOTH_GC"],
    ["regular items", [shoes, shoes], "RETAIL_ONLY_CART"],
    ["an empty bag", [], "RETAIL_ONLY_CART"],
    ["a digital item that is not a gift card", [download], "RETAIL_ONLY_CART"],
    ["a digital item with a digital gift card", [download, eGiftCard], "MIXED_WITH_EGC"],
  ] as const)("%s: %s", (_, lines, expected) => {
    expect(cartType(lines)).toBe(expected);
  });
});

describe("isDigitalOnly", () => {
  it.each([
    [[eGiftCard], true],
    [[eGiftCard, download], true],
    [[eGiftCard, physicalGiftCard], false],
    [[shoes], false],
    [[], false],
  ])("%j: %s", (lines, expected) => {
    expect(isDigitalOnly(lines)).toBe(expected);
  });
});

describe("afterpayEligible (spec 4: no gift card, total between the limits, both ends included)", () => {
  it("defaults to $35.00 to $2,000.00", () => {
    expect(AFTERPAY_DEFAULT_LIMITS).toEqual({ minCents: 3500, maxCents: 200_000 });
  });

  it.each([
    [3499, false],
    [3500, true],
    [3501, true],
    [100_000, true],
    [199_999, true],
    [200_000, true],
    [200_001, false],
    [0, false],
  ])("a bag of shoes totalling %d cents: %s", (total, expected) => {
    expect(afterpayEligible([shoes], total)).toBe(expected);
  });

  it("is never offered with a gift card of either kind in the bag", () => {
    expect(afterpayEligible([shoes, eGiftCard], 10_000)).toBe(false);
    expect(afterpayEligible([shoes, physicalGiftCard], 10_000)).toBe(false);
    expect(afterpayEligible([physicalGiftCard], 10_000)).toBe(false);
    expect(afterpayEligible([shoes, download], 10_000)).toBe(true);
  });

  it("takes the configured limits", () => {
    const limits = { minCents: 100, maxCents: 5000 };
    expect(afterpayEligible([shoes], 99, limits)).toBe(false);
    expect(afterpayEligible([shoes], 100, limits)).toBe(true);
    expect(afterpayEligible([shoes], 5000, limits)).toBe(true);
    expect(afterpayEligible([shoes], 5001, limits)).toBe(false);
    expect(afterpayEligible([shoes], 10_000, limits)).toBe(false);
  });

  it("refuses limits that are not whole cents or have the minimum above the maximum", () => {
    expect(() => afterpayEligible([shoes], 5000, { minCents: 6000, maxCents: 5000 })).toThrow(RangeError);
    expect(() => afterpayEligible([shoes], 5000, { minCents: -1, maxCents: 5000 })).toThrow(RangeError);
    expect(() => afterpayEligible([shoes], 5000, { minCents: 35.5, maxCents: 5000 })).toThrow(RangeError);
  });
});

describe("express checkout (spec 4)", () => {
  const egc = eGiftCard;
  const plasticCard = { isGiftCard: true, isDigital: false };
  const first = {
    paymentMethodType: "card" as const,
    lines: [shoes],
    hasShippingAddress: false,
    hasCard: false,
    cardRequired: true,
  };

  it("shows for a first purchase by card of a bag without gift cards", () => {
    expect(expressCheckoutShown(first)).toBe(true);
  });

  it("does not show with another payment type, a gift card, an address or card chosen, or nothing to pay by card", () => {
    expect(expressCheckoutShown({ ...first, paymentMethodType: "paypal" })).toBe(false);
    expect(expressCheckoutShown({ ...first, lines: [shoes, egc] })).toBe(false);
    expect(expressCheckoutShown({ ...first, lines: [plasticCard] })).toBe(false);
    expect(expressCheckoutShown({ ...first, lines: [] })).toBe(false);
    expect(expressCheckoutShown({ ...first, hasShippingAddress: true })).toBe(false);
    expect(expressCheckoutShown({ ...first, hasCard: true })).toBe(false);
    expect(expressCheckoutShown({ ...first, cardRequired: false })).toBe(false);
  });
});
