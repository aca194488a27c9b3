import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bagHoldsAllStock,
  CART_ERRORS,
  canMix,
  cartType,
  MAX_ITEM_QUANTITY,
  quantityChoices,
  quantityError,
  rewardsPoints,
} from "./rules.ts";

const retail = { isGiftCard: false, isEgc: false };
const egc = { isGiftCard: true, isEgc: true };
const giftCard = { isGiftCard: true, isEgc: false };

describe("cartType (spec 2, cart type derivation)", () => {
  it.each([
    [[], "RETAIL_ONLY_CART"],
    [[retail, retail], "RETAIL_ONLY_CART"],
    [[egc], "DIGITAL_GC_ONLY_CART"],
    [[egc, egc], "DIGITAL_GC_ONLY_CART"],
    [[giftCard], "PHYSICAL_GC_ONLY_CART"],
    [[egc, giftCard], "NON_MIXED_WITH_BOTH_GC"],
    [[retail, egc], "MIXED_WITH_EGC"],
    [[giftCard, retail], "MIXED_WITH_PHYSICAL"],
    [[retail, egc, giftCard], "MIXED_WITH_BOTH_GC"],
  ] as const)("%j is %s", (items, expected) => {
    expect(cartType(items)).toBe(expected);
  });

  it("does not depend on the order of the items", () => {
    const kind = fc.constantFrom(retail, egc, giftCard);
    fc.assert(
      fc.property(fc.array(kind, { maxLength: 6 }), (items) => {
        expect(cartType([...items].reverse())).toBe(cartType(items));
      }),
    );
  });
});

describe("canMix", () => {
  it("lets e-Gift Cards share the bag only with e-Gift Cards", () => {
    expect(canMix([], egc)).toBe(true);
    expect(canMix([egc], egc)).toBe(true);
    expect(canMix([retail], egc)).toBe(false);
    expect(canMix([giftCard], egc)).toBe(false);
    expect(canMix([egc], retail)).toBe(false);
    expect(canMix([egc], giftCard)).toBe(false);
    expect(canMix([retail], giftCard)).toBe(true);
  });
});

describe("quantityError", () => {
  const stock = { onHand: 5, styleOnHand: 20 };

  it("allows a quantity within stock and the per-item limit", () => {
    expect(quantityError({ current: 1, next: 5, ...stock })).toBeNull();
  });

  it("always allows lowering a quantity or removing, even when stock fell", () => {
    expect(quantityError({ current: 4, next: 2, onHand: 0, styleOnHand: 0 })).toBeNull();
    expect(quantityError({ current: 4, next: 0, onHand: 0, styleOnHand: 0 })).toBeNull();
  });

  it("names the style when the whole colour is sold out, else the size", () => {
    expect(quantityError({ current: 0, next: 1, onHand: 0, styleOnHand: 0 })).toEqual({
      id: "cart.no.style",
      message: CART_ERRORS["cart.no.style"],
    });
    expect(quantityError({ current: 0, next: 1, onHand: 0, styleOnHand: 3 })).toEqual({
      id: "cart.no.stock",
      message: CART_ERRORS["cart.no.stock"],
    });
  });

  it("refuses more than is on hand, saying how many there are", () => {
    expect(quantityError({ current: 2, next: 6, ...stock })).toEqual({
      id: "cart.validation.exception",
      message: "Sorry, we only have 5 of this item.",
    });
  });

  it("refuses more than the per-item limit", () => {
    expect(
      quantityError({ current: 0, next: MAX_ITEM_QUANTITY + 1, onHand: 99, styleOnHand: 99 })?.message,
    ).toBe(`Sorry, you can buy at most ${MAX_ITEM_QUANTITY} of one item.`);
  });

  it("never allows a raise past stock or the limit (property)", () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.nat(20), (current, next, onHand) => {
        const error = quantityError({ current, next, onHand, styleOnHand: onHand });
        if (next > current && (next > onHand || next > MAX_ITEM_QUANTITY)) expect(error).not.toBeNull();
        if (next <= current) expect(error).toBeNull();
      }),
    );
  });
});

describe("the browser's add rules", () => {
  it("blocks adding when the bag holds every unit in stock", () => {
    expect(bagHoldsAllStock(3, 3)).toBe(true);
    expect(bagHoldsAllStock(2, 3)).toBe(false);
    expect(bagHoldsAllStock(0, 0)).toBe(true);
  });

  it("offers quantities 1 to the lesser of stock and the limit, never below what the line holds", () => {
    expect(quantityChoices(1, 3)).toEqual([1, 2, 3]);
    expect(quantityChoices(2, 50)).toHaveLength(MAX_ITEM_QUANTITY);
    expect(quantityChoices(4, 2)).toEqual([1, 2, 3, 4]);
  });
});

describe("rewardsPoints", () => {
  it("earns 0.35 points per dollar, rounded down", () => {
    expect(rewardsPoints(10_000)).toBe(35);
    expect(rewardsPoints(8_999)).toBe(31);
    expect(rewardsPoints(0)).toBe(0);
    expect(rewardsPoints(-500)).toBe(0);
  });
});
