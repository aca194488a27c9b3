import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ChargeLine, Promotion } from "../promotions/index.ts";
import { type ChargeInput, chargeSummary, GIFT_CARD_FOR_GIFT_CARD_MESSAGE } from "./charges.ts";

const line = (lineItemId: string, priceCents: number, quantity = 1, isGiftCard = false): ChargeLine => ({
  lineItemId,
  priceCents,
  quantity,
  isGiftCard,
});

const shoes = line("shoes", 8999);
const socks = line("socks", 1200, 2);
const giftCard = line("gift-card", 5000, 1, true);

const input = (extra: Partial<ChargeInput>): ChargeInput => ({
  lines: [shoes],
  shippingCents: 0,
  promo: null,
  taxRateBasisPoints: 0,
  giftCardBalanceCents: 0,
  useGiftCardBalance: false,
  ...extra,
});

const twentyOff: Promotion = { code: "TWENTY", kind: "percent", percentBasisPoints: 2000 };
const freeShipping: Promotion = { code: "SHIPFREE", kind: "free_shipping" };
const amountOff = (amountCents: number): Promotion => ({ code: "OFF", kind: "amount", amountCents });

describe("chargeSummary", () => {
  it("adds the lines, shipping and tax on the merchandise only", () => {
    const bag = input({ lines: [shoes, socks, giftCard], shippingCents: 799, taxRateBasisPoints: 625 });
    expect(chargeSummary(bag)).toEqual({
      coupons: [],
      subTotal: 16_399,
      couponTotal: 0,
      shippingCharge: 799,
      totalBeforeTax: 17_198,
      estimatedTax: 712, // 6.25% of 113.99: 7.124375
      grandTotal: 17_910,
      gcApplied: 0,
      amountDue: 17_910,
      cardRequired: true,
      eligibleBalances: { gcBalance: 0, couponBalance: 0, combinedDiscountBalance: 0 },
    });
  });

  it("takes a percent coupon off the merchandise and taxes what is left", () => {
    const bag = { lines: [shoes, socks, giftCard], shippingCents: 799, taxRateBasisPoints: 625 };
    expect(chargeSummary(input({ ...bag, promo: twentyOff }))).toEqual({
      coupons: ["TWENTY"],
      subTotal: 16_399,
      couponTotal: 2280, // 1799.8 rounds to 1800, plus 480
      shippingCharge: 799,
      totalBeforeTax: 14_918,
      estimatedTax: 570, // 6.25% of 91.19: 5.699375
      grandTotal: 15_488,
      gcApplied: 0,
      amountDue: 15_488,
      cardRequired: true,
      eligibleBalances: { gcBalance: 0, couponBalance: 2280, combinedDiscountBalance: 2280 },
    });
  });

  it("spreads an amount coupon, taxes at a half-point rate and keeps the gift card for the card", () => {
    const lines = [line("a", 6000), line("b", 4000), line("g", 2500, 1, true)];
    const summary = chargeSummary(
      input({ lines, promo: amountOff(1500), taxRateBasisPoints: 662.5, giftCardBalanceCents: 20_000 }),
    );
    expect(summary).toMatchObject({ subTotal: 12_500, couponTotal: 1500, totalBeforeTax: 11_000 });
    expect(summary.estimatedTax).toBe(563); // 6.625% of 85.00: 5.63125
    expect(summary.grandTotal).toBe(11_563);
    expect(summary.eligibleBalances.gcBalance).toBe(9063);
  });

  it("charges no shipping with a free-shipping promotion", () => {
    const summary = chargeSummary(input({ shippingCents: 799, promo: freeShipping }));
    expect(summary).toMatchObject({ coupons: ["SHIPFREE"], couponTotal: 0, shippingCharge: 0 });
    expect(summary.grandTotal).toBe(8999);
  });

  describe("gift card balance", () => {
    // 89.99 + 7.99 shipping + 7.25% of 89.99 (6.524275) = 104.50.
    const california = { shippingCents: 799, taxRateBasisPoints: 725, useGiftCardBalance: true };

    it("pays part of the total, and a card pays the rest", () => {
      const summary = chargeSummary(input({ ...california, giftCardBalanceCents: 5000 }));
      expect(summary).toMatchObject({
        estimatedTax: 652,
        grandTotal: 10_450,
        gcApplied: 5000,
        amountDue: 5450,
      });
      expect(summary.cardRequired).toBe(true);
      expect(summary.eligibleBalances).toEqual({
        gcBalance: 5000,
        couponBalance: 0,
        combinedDiscountBalance: 5000,
      });
    });

    it("pays the whole total, tax and shipping included, and no card is needed", () => {
      const summary = chargeSummary(input({ ...california, giftCardBalanceCents: 20_000 }));
      expect(summary).toMatchObject({
        grandTotal: 10_450,
        gcApplied: 10_450,
        amountDue: 0,
        cardRequired: false,
      });
      expect(summary.eligibleBalances.gcBalance).toBe(10_450);
    });

    it("needs a card when the balance falls one cent short", () => {
      expect(chargeSummary(input({ ...california, giftCardBalanceCents: 10_450 })).cardRequired).toBe(false);
      const short = chargeSummary(input({ ...california, giftCardBalanceCents: 10_449 }));
      expect(short).toMatchObject({ gcApplied: 10_449, amountDue: 1, cardRequired: true });
    });

    it("pays nothing when the shopper does not use it, though it stays eligible", () => {
      const summary = chargeSummary(
        input({ ...california, giftCardBalanceCents: 20_000, useGiftCardBalance: false }),
      );
      expect(summary).toMatchObject({ gcApplied: 0, amountDue: 10_450, cardRequired: true });
      expect(summary.eligibleBalances.gcBalance).toBe(10_450);
    });

    it("never pays for the gift cards in the bag", () => {
      const withGiftCard = input({
        lines: [shoes, giftCard],
        giftCardBalanceCents: 100_000,
        useGiftCardBalance: true,
      });
      expect(chargeSummary(withGiftCard)).toMatchObject({
        grandTotal: 13_999,
        gcApplied: 8999,
        amountDue: 5000,
        cardRequired: true,
      });
      const physicalOnly = input({
        lines: [line("gc", 2500, 2, true)],
        shippingCents: 500,
        giftCardBalanceCents: 10_000,
        useGiftCardBalance: true,
      });
      expect(chargeSummary(physicalOnly)).toMatchObject({
        gcApplied: 500,
        amountDue: 5000,
        cardRequired: true,
      });
      const digitalOnly = input({
        lines: [giftCard],
        giftCardBalanceCents: 10_000,
        useGiftCardBalance: true,
      });
      expect(chargeSummary(digitalOnly)).toMatchObject({ gcApplied: 0, amountDue: 5000, cardRequired: true });
    });

    it("has spec 8's words for a gift card bought with a gift card", () => {
      expect(GIFT_CARD_FOR_GIFT_CARD_MESSAGE).toBe(
        "You cannot purchase a gift card with a gift card.  Please select another payment method or remove the gift card from the purchase below.",
      );
    });
  });

  it("needs no card when the coupon covers the whole total", () => {
    const summary = chargeSummary(input({ promo: amountOff(20_000), taxRateBasisPoints: 625 }));
    expect(summary).toMatchObject({ couponTotal: 8999, totalBeforeTax: 0, estimatedTax: 0, grandTotal: 0 });
    expect(summary.cardRequired).toBe(false);
  });

  it("needs no card when coupon and gift card balance together cover the total", () => {
    const both = input({
      promo: amountOff(20_000),
      shippingCents: 799,
      giftCardBalanceCents: 1000,
      useGiftCardBalance: true,
    });
    expect(chargeSummary(both)).toMatchObject({
      grandTotal: 799,
      gcApplied: 799,
      amountDue: 0,
      cardRequired: false,
      eligibleBalances: { gcBalance: 799, couponBalance: 8999, combinedDiscountBalance: 9798 },
    });
    expect(chargeSummary({ ...both, useGiftCardBalance: false }).cardRequired).toBe(true);
  });

  it("is all zero for an empty bag, with no card needed", () => {
    expect(chargeSummary(input({ lines: [] }))).toMatchObject({
      grandTotal: 0,
      amountDue: 0,
      cardRequired: false,
    });
  });

  it("refuses amounts that are not whole non-negative cents", () => {
    expect(() => chargeSummary(input({ shippingCents: -1 }))).toThrow(RangeError);
    expect(() => chargeSummary(input({ giftCardBalanceCents: 0.5 }))).toThrow(RangeError);
    expect(() => chargeSummary(input({ taxRateBasisPoints: 20_000 }))).toThrow(RangeError);
    expect(() => chargeSummary(input({ lines: [line("a", 99.5)] }))).toThrow(RangeError);
  });

  it("always adds up, and the gift cards in the bag are always left for the card", () => {
    const lines = fc.uniqueArray(
      fc.record({
        lineItemId: fc.string({ maxLength: 3 }),
        priceCents: fc.integer({ min: 0, max: 50_000 }),
        quantity: fc.integer({ min: 0, max: 10 }),
        isGiftCard: fc.boolean(),
      }),
      { selector: (each) => each.lineItemId, maxLength: 6 },
    );
    const promo = fc.constantFrom<Promotion | null>(null, twentyOff, freeShipping, amountOff(2500));
    const money = fc.integer({ min: 0, max: 100_000 });
    fc.assert(
      fc.property(lines, promo, money, money, fc.boolean(), (bag, coupon, shipping, balance, use) => {
        const summary = chargeSummary(
          input({
            lines: bag,
            promo: coupon,
            shippingCents: shipping,
            taxRateBasisPoints: 687.5,
            giftCardBalanceCents: balance,
            useGiftCardBalance: use,
          }),
        );
        const giftCards = bag.reduce(
          (sum, each) => sum + (each.isGiftCard ? each.priceCents * each.quantity : 0),
          0,
        );
        expect(summary.totalBeforeTax).toBe(summary.subTotal - summary.couponTotal + summary.shippingCharge);
        expect(summary.grandTotal).toBe(summary.totalBeforeTax + summary.estimatedTax);
        expect(summary.amountDue).toBe(summary.grandTotal - summary.gcApplied);
        expect(summary.amountDue).toBeGreaterThanOrEqual(giftCards);
        expect(summary.gcApplied).toBeLessThanOrEqual(balance);
        expect(summary.cardRequired).toBe(summary.amountDue > 0);
      }),
    );
  });
});
