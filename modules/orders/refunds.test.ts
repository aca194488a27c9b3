import { describe, expect, it } from "vitest";
import { cancellationRefund, type RefundOrder, refundOf } from "./refunds.ts";

// Three lines: $30.00, 2 × $10.00 and a $25.00 gift card; a $10.00 coupon on the $50.00 of
// merchandise, $5.00 shipping, $2.01 tax; $20.00 paid by gift card balance, the rest by card.
const ORDER: RefundOrder = {
  couponCents: 1000,
  shippingCents: 500,
  taxCents: 201,
  giftCardCents: 2000,
  cardCents: 3000 + 2000 + 2500 - 1000 + 500 + 201 - 2000,
  lines: [
    { itemUniqueId: "a", quantity: 1, unitPriceCents: 3000, isGiftCard: false },
    { itemUniqueId: "b", quantity: 2, unitPriceCents: 1000, isGiftCard: false },
    { itemUniqueId: "c", quantity: 1, unitPriceCents: 2500, isGiftCard: true },
  ],
};

describe("what cancelling lines gives back", () => {
  it("shares the coupon and the tax by merchandise, shipping only with the last line", () => {
    // a: 3000 - 600 coupon + 121 tax (120.6 rounded half up).
    expect(refundOf(ORDER, new Set(["a"]))).toEqual({ totalCents: 2521, cardCents: 2521, giftCardCents: 0 });
    // The gift card takes no share of coupon or tax.
    expect(refundOf(ORDER, new Set(["c"])).totalCents).toBe(2500);
  });

  it("gives back exactly what was charged when every line is cancelled, the card first", () => {
    const all = refundOf(ORDER, new Set(["a", "b", "c"]));
    expect(all.totalCents).toBe(ORDER.cardCents + ORDER.giftCardCents);
    expect(all).toMatchObject({ cardCents: ORDER.cardCents, giftCardCents: ORDER.giftCardCents });
  });

  it("never drifts: one line at a time sums to the whole, in any order", () => {
    for (const order of [
      ["a", "b", "c"],
      ["c", "b", "a"],
      ["b", "a", "c"],
    ]) {
      const before = new Set<string>();
      let total = 0;
      let card = 0;
      for (const id of order) {
        const step = cancellationRefund(ORDER, before, [id]);
        expect(step.totalCents).toBeGreaterThan(0);
        expect(step.cardCents).toBeGreaterThanOrEqual(0);
        expect(step.giftCardCents).toBeGreaterThanOrEqual(0);
        total += step.totalCents;
        card += step.cardCents;
        before.add(id);
      }
      expect(total).toBe(ORDER.cardCents + ORDER.giftCardCents);
      expect(card).toBe(ORDER.cardCents);
    }
  });

  it("works in big integers where cents times cents passes 2^53", () => {
    const big: RefundOrder = {
      couponCents: 99_999_999,
      shippingCents: 0,
      taxCents: 0,
      giftCardCents: 0,
      cardCents: 2 * 900_000_000 - 99_999_999,
      lines: [
        { itemUniqueId: "x", quantity: 1, unitPriceCents: 900_000_000, isGiftCard: false },
        { itemUniqueId: "y", quantity: 1, unitPriceCents: 900_000_000, isGiftCard: false },
      ],
    };
    expect(refundOf(big, new Set(["x"])).totalCents).toBe(900_000_000 - 50_000_000);
  });
});
