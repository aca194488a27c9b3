import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ChargeLine,
  checkPromotion,
  discountFor,
  eligibleSubtotal,
  INVALID_COUPON_EVENT,
  isEmployeeDiscount,
  isWellFormed,
  normalisePromoCode,
  PROMO_MESSAGES,
  type Promotion,
} from "./promotion-rules.ts";

const line = (lineItemId: string, priceCents: number, quantity = 1, isGiftCard = false): ChargeLine => ({
  lineItemId,
  priceCents,
  quantity,
  isGiftCard,
});
const giftCard = (lineItemId: string, priceCents: number, quantity = 1) =>
  line(lineItemId, priceCents, quantity, true);

const percent = (percentBasisPoints: number, extra: Partial<Promotion> = {}): Promotion => ({
  code: "SAVE",
  kind: "percent",
  percentBasisPoints,
  ...extra,
});
const amount = (amountCents: number): Promotion => ({ code: "TENOFF", kind: "amount", amountCents });
const freeShipping: Promotion = { code: "SHIPFREE", kind: "free_shipping" };

const now = new Date("2026-03-15T12:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);
const context = { now, subtotalCents: 10_000, timesUsedByCustomer: 0 };
type Extra = Partial<typeof context> & { typedCode?: string };
const violation = (promo: Promotion | null, extra: Extra = {}) => {
  const check = checkPromotion(promo, { ...context, ...extra });
  return check.ok ? "ok" : check.violation;
};

describe("checkPromotion", () => {
  it("answers each violation with spec 8's words (its spelling kept), and only those (decision 208)", () => {
    expect(PROMO_MESSAGES).toEqual({
      PROMO_MISSING: "A gift card or promotional code is required.",
      PROMO_INVALID: "An error occured while processing your promo code. Try again or contact us.",
      PROMO_BAD: "An error occured while processing your promo code. Try again or contact us.",
      PROMO_CANCELLED: "The code you entered has expired.",
      PROMO_USED_BEFORE_START_DATE: "Promo code not available yet. Check back tomorrow!",
      PROMO_EXPIRED: "The code you entered has expired.",
      PROMO_ALREADY_REDEEMED: "The code you entered has already been applied to your account.",
      PROMO_INVALID_FOR_PURCHASE: "The code you entered is ineligible for this purchase.",
    });
    const expired = checkPromotion(percent(2000, { endsAt: now }), context);
    expect(expired).toEqual({
      ok: false,
      violation: "PROMO_EXPIRED",
      message: "The code you entered has expired.",
    });
  });

  it("tracks 'Invalid Coupon Code' for an unknown code, and only then", () => {
    expect(checkPromotion(null, context)).toEqual({
      ok: false,
      violation: "PROMO_INVALID",
      message: "An error occured while processing your promo code. Try again or contact us.",
      trackingEvent: "Invalid Coupon Code",
    });
    expect(INVALID_COUPON_EVENT).toBe("Invalid Coupon Code");
    expect(checkPromotion(percent(2000, { cancelled: true }), context)).not.toHaveProperty("trackingEvent");
  });

  const live = percent(2000);
  const once = percent(2000, { perCustomerLimit: 1 });
  const thrice = percent(2000, { perCustomerLimit: 3 });
  const over50 = percent(2000, { minimumSubtotalCents: 5000 });
  const soon = percent(2000, { startsAt: later(1) });
  const [REDEEMED, INELIGIBLE] = ["PROMO_ALREADY_REDEEMED", "PROMO_INVALID_FOR_PURCHASE"];

  it.each<[string, Promotion | null, Extra, string]>([
    ["accepts a live promotion", live, {}, "ok"],
    ["accepts the typed code in any case, spaces around it", live, { typedCode: " save " }, "ok"],
    ["is missing when nothing was typed", null, { typedCode: "  " }, "PROMO_MISSING"],
    ["is missing before it is unknown", live, { typedCode: "" }, "PROMO_MISSING"],
    ["is invalid when no promotion has the code", null, {}, "PROMO_INVALID"],
    ["is invalid when the typed code is another", live, { typedCode: "SAVE2" }, "PROMO_INVALID"],
    ["is cancelled when the store withdrew it", percent(2000, { cancelled: true }), {}, "PROMO_CANCELLED"],
    ["is not started a millisecond early", soon, {}, "PROMO_USED_BEFORE_START_DATE"],
    ["is started at its start", percent(2000, { startsAt: now }), {}, "ok"],
    ["is expired at its end (exclusive)", percent(2000, { endsAt: now }), {}, "PROMO_EXPIRED"],
    ["is live a millisecond before its end", percent(2000, { endsAt: later(1) }), {}, "ok"],
    ["is expired long after", percent(2000, { endsAt: later(-90 * 86_400_000) }), {}, "PROMO_EXPIRED"],
    ["is live within its window", percent(2000, { startsAt: later(-1), endsAt: later(1) }), {}, "ok"],
    ["allows a first use of a one-use code", once, {}, "ok"],
    ["is already redeemed once used up", once, { timesUsedByCustomer: 1 }, REDEEMED],
    ["allows a third use of 3", thrice, { timesUsedByCustomer: 2 }, "ok"],
    ["is already redeemed after 3 of 3", thrice, { timesUsedByCustomer: 3 }, REDEEMED],
    ["has no limit without one", live, { timesUsedByCustomer: 500 }, "ok"],
    ["is ineligible a cent under its minimum", over50, { subtotalCents: 4999 }, INELIGIBLE],
    ["is eligible at its minimum", over50, { subtotalCents: 5000 }, "ok"],
    ["refuses a percent off gift cards only", live, { subtotalCents: 0 }, INELIGIBLE],
    ["refuses money off gift cards only", amount(500), { subtotalCents: 0 }, INELIGIBLE],
    ["gives free shipping to gift cards only", freeShipping, { subtotalCents: 0 }, "ok"],
  ])("%s", (_, promo, extra, expected) => {
    expect(violation(promo, extra)).toBe(expected);
  });

  it.each<[string, Partial<Promotion>]>([
    ["a percent without its rate", { percentBasisPoints: undefined }],
    ["a percent of 0", { percentBasisPoints: 0 }],
    ["a percent over 100%", { percentBasisPoints: 10_001 }],
    ["a fractional percent", { percentBasisPoints: 12.5 }],
    ["a negative minimum", { minimumSubtotalCents: -1 }],
    ["a limit of 0 uses", { perCustomerLimit: 0 }],
    ["a fractional limit", { perCustomerLimit: 1.5 }],
    ["an end before its start", { startsAt: now, endsAt: later(-1) }],
    ["an end at its start", { startsAt: now, endsAt: now }],
    ["an unreadable date", { endsAt: new Date("not a date") }],
    ["a blank code", { code: " " }],
    ["an amount off of 0", { kind: "amount", amountCents: 0 }],
    ["an amount off without its amount", { kind: "amount" }],
  ])("is bad with %s", (_, extra) => {
    expect(violation(percent(2000, extra))).toBe("PROMO_BAD");
    expect(isWellFormed(percent(2000, extra))).toBe(false);
  });

  it("gives the first reason in order: bad, cancelled, start, end, limit, minimum", () => {
    const ended = { endsAt: later(-1) };
    expect(violation(percent(0, { cancelled: true }))).toBe("PROMO_BAD");
    expect(violation(percent(2000, { cancelled: true, ...ended }))).toBe("PROMO_CANCELLED");
    const usedUp = { perCustomerLimit: 1, minimumSubtotalCents: 50_000 };
    expect(violation(percent(2000, { ...ended, ...usedUp }), { timesUsedByCustomer: 1 })).toBe(
      "PROMO_EXPIRED",
    );
    expect(violation(percent(2000, usedUp), { timesUsedByCustomer: 1 })).toBe("PROMO_ALREADY_REDEEMED");
  });
});

describe("normalisePromoCode", () => {
  it("keeps a code trimmed and upper case, as the store stores and compares it", () => {
    expect(normalisePromoCode("  welcome10 ")).toBe("WELCOME10");
    expect(normalisePromoCode("Take15")).toBe("TAKE15");
    expect(normalisePromoCode("\tSHIPFREE\n")).toBe("SHIPFREE");
    expect(normalisePromoCode("   ")).toBe("");
  });
});

describe("isEmployeeDiscount (spec 6: a coupon whose description marks employee)", () => {
  it.each([
    ["Employee discount 30%", true],
    ["EMPLOYEE", true],
    ["Friends of employees", true],
    ["Employee-only weekend", true],
    ["30% off (employee)", true],
    ["Non-employee referral", false],
    ["Ex-employee alumni", false],
    ["employeeship", false],
    ["Spring sale", false],
    ["", false],
  ])("%j marks employee: %s", (description, expected) => {
    expect(isEmployeeDiscount(percent(3000, { description }))).toBe(expected);
  });

  it("is not an employee discount without a description", () => {
    expect(isEmployeeDiscount(percent(3000))).toBe(false);
  });
});

describe("eligibleSubtotal", () => {
  it("adds every line but gift cards", () => {
    expect(eligibleSubtotal([line("a", 1999, 2), giftCard("g", 5000), line("b", 1)])).toBe(3999);
    expect(eligibleSubtotal([giftCard("g", 5000, 3)])).toBe(0);
    expect(eligibleSubtotal([])).toBe(0);
  });
});

describe("discountFor", () => {
  const bag = [line("a", 1999), line("b", 1250, 3), giftCard("g", 5000), line("c", 333)];

  it("gives nothing without a promotion, every line listed", () => {
    expect(discountFor(null, bag)).toEqual({
      couponTotalCents: 0,
      perLine: { a: 0, b: 0, g: 0, c: 0 },
      freeShipping: false,
    });
  });

  it("takes a percent off each line, half up to the cent, never off gift cards", () => {
    // 499.75, 937.5 and 83.25 cents.
    expect(discountFor(percent(2500), bag)).toEqual({
      couponTotalCents: 1521,
      perLine: { a: 500, b: 938, g: 0, c: 83 },
      freeShipping: false,
    });
  });

  it("sums the rounded lines, which may differ from rounding the whole subtotal", () => {
    // Three 2-cent lines at 25%: 0.5 cent each rounds to 1; 25% of 6 cents would be 2.
    const pennies = [line("a", 2), line("b", 2), line("c", 2)];
    expect(discountFor(percent(2500), pennies).couponTotalCents).toBe(3);
  });

  it("takes at most the whole line at 100%", () => {
    expect(discountFor(percent(10_000), bag).perLine).toEqual({ a: 1999, b: 3750, g: 0, c: 333 });
  });

  it("spreads an amount over the lines in proportion to their totals", () => {
    const lines = [line("a", 1000, 3), giftCard("g", 2500), line("b", 1000)];
    expect(discountFor(amount(1000), lines)).toEqual({
      couponTotalCents: 1000,
      perLine: { a: 750, g: 0, b: 250 },
      freeShipping: false,
    });
  });

  it("gives the cents left over to the largest fractions, the earlier line on a tie", () => {
    const even = [line("a", 1000), line("b", 1000), line("c", 1000)];
    expect(discountFor(amount(100), even).perLine).toEqual({ a: 34, b: 33, c: 33 });
    // Exact shares 71.43, 142.86 and 285.71.
    const uneven = [line("a", 100), line("b", 200), line("c", 400)];
    expect(discountFor(amount(500), uneven).perLine).toEqual({ a: 71, b: 143, c: 286 });
  });

  it("never takes more than the eligible merchandise", () => {
    const lines = [line("a", 3000), giftCard("g", 5000)];
    expect(discountFor(amount(10_000), lines)).toEqual({
      couponTotalCents: 3000,
      perLine: { a: 3000, g: 0 },
      freeShipping: false,
    });
    expect(discountFor(amount(500), [giftCard("g", 5000)]).couponTotalCents).toBe(0);
    expect(discountFor(amount(500), [line("a", 1000, 0), line("b", 1000)]).perLine).toEqual({ a: 0, b: 500 });
  });

  it("takes nothing off the lines for free shipping", () => {
    expect(discountFor(freeShipping, bag)).toEqual({
      couponTotalCents: 0,
      perLine: { a: 0, b: 0, g: 0, c: 0 },
      freeShipping: true,
    });
  });

  it("shares exactly on a bag too large for floating-point products", () => {
    const lines = [line("a", 999_999_999, 3), line("b", 777_777_777), line("c", 1)];
    const discount = discountFor(amount(3_333_333_333), lines);
    // Exact shares 2647058822.56, 686274509.55 and 0.88: the two cents left go to c, then a.
    expect(discount.perLine).toEqual({ a: 2_647_058_823, b: 686_274_509, c: 1 });
    expect(discount.couponTotalCents).toBe(3_333_333_333);
  });

  it("keeps any line id as a key, '__proto__' included", () => {
    expect(discountFor(amount(100), [line("__proto__", 500)]).perLine).toEqual(
      Object.fromEntries([["__proto__", 100]]),
    );
  });

  it("refuses a line given twice, fractional cents and a malformed promotion", () => {
    expect(() => discountFor(null, [line("a", 100), line("a", 200)])).toThrow(RangeError);
    expect(() => discountFor(null, [line("a", 10.5)])).toThrow(RangeError);
    expect(() => discountFor(null, [line("a", 100, -1)])).toThrow(RangeError);
    expect(() => discountFor(percent(0), [line("a", 100)])).toThrow(RangeError);
  });

  const bags = fc.uniqueArray(
    fc.record({
      lineItemId: fc.string({ maxLength: 4 }),
      priceCents: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 0, max: 10 }),
      isGiftCard: fc.boolean(),
    }),
    { selector: (each) => each.lineItemId, maxLength: 8 },
  );
  const most = (each: ChargeLine) => (each.isGiftCard ? 0 : each.priceCents * each.quantity);

  it("shares an amount so the lines add up to min(amount, eligible), none past its line", () => {
    fc.assert(
      fc.property(bags, fc.integer({ min: 1, max: 2_000_000 }), (bag, off) => {
        const discount = discountFor(amount(off), bag);
        const shares = bag.map((each) => discount.perLine[each.lineItemId] ?? -1);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount.couponTotalCents);
        expect(discount.couponTotalCents).toBe(Math.min(off, eligibleSubtotal(bag)));
        for (const [index, each] of bag.entries()) {
          expect(shares[index]).toSatisfy((share: number) => share >= 0 && share <= most(each));
        }
      }),
    );
  });

  it("never takes a percent past a line or off a gift card", () => {
    fc.assert(
      fc.property(bags, fc.integer({ min: 1, max: 10_000 }), (bag, rate) => {
        const discount = discountFor(percent(rate), bag);
        for (const each of bag) expect(discount.perLine[each.lineItemId]).toBeLessThanOrEqual(most(each));
      }),
    );
  });
});
