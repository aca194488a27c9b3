import {
  type ChargeLine,
  discountFor,
  eligibleSubtotal,
  lineTotal,
  type Promotion,
} from "../promotions/index.ts";
import { assertCents, estimatedTax } from "./tax.ts";

/**
 * The purchase's chargeSummary and eligibleBalances (spec 2 section 3), in integer cents: what the
 * review step shows and what the server charges, from one function. Pure, shared by both sides.
 */

export interface ChargeInput {
  lines: readonly ChargeLine[];
  /** The chosen shipping option's price. */
  shippingCents: number;
  /** A promotion checkPromotion accepted for this bag, or null. */
  promo: Promotion | null;
  taxRateBasisPoints: number;
  /** The shopper's whole gift card balance. */
  giftCardBalanceCents: number;
  /** The shopper's choice to pay with it (useGCBalance). */
  useGiftCardBalance: boolean;
}

export interface EligibleBalances {
  /** The part of the gift card balance this purchase can take, whether or not it is used. */
  gcBalance: number;
  /** The coupon's money off this purchase. */
  couponBalance: number;
  combinedDiscountBalance: number;
}

export interface ChargeSummary {
  /** The codes of the promotions applied (one at most for now). */
  coupons: string[];
  /** Every line, gift cards included, before discounts. */
  subTotal: number;
  couponTotal: number;
  shippingCharge: number;
  totalBeforeTax: number;
  estimatedTax: number;
  grandTotal: number;
  /** The gift card balance applied. */
  gcApplied: number;
  /** What is left to pay by card (or Afterpay, PayPal, Amazon Pay). */
  amountDue: number;
  cardRequired: boolean;
  eligibleBalances: EligibleBalances;
}

/** Spec 8's words when the bag holds gift cards that a balance cannot pay for (its spacing kept). */
export const GIFT_CARD_FOR_GIFT_CARD_MESSAGE =
  "You cannot purchase a gift card with a gift card.  Please select another payment method or remove the gift card from the purchase below.";

/**
 * The bag's charges. Free shipping zeroes the shipping charge. Tax is on the merchandise after the
 * coupon (see tax.ts). A gift card balance pays the grand total, tax and shipping included, except
 * the gift cards in the bag: those are paid by card ('You cannot purchase a gift card with a gift
 * card.'). A card is required unless the balances applied cover the whole total (spec 4); a
 * balance the shopper chose not to use pays nothing.
 */
export function chargeSummary(input: ChargeInput): ChargeSummary {
  assertCents(input.shippingCents, "shippingCents");
  assertCents(input.giftCardBalanceCents, "giftCardBalanceCents");
  const subTotal = input.lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const merchandise = eligibleSubtotal(input.lines);
  const giftCards = subTotal - merchandise;
  const discount = discountFor(input.promo, input.lines);
  const couponTotal = discount.couponTotalCents;
  const shippingCharge = discount.freeShipping ? 0 : input.shippingCents;
  const totalBeforeTax = subTotal - couponTotal + shippingCharge;
  const tax = estimatedTax(merchandise - couponTotal, input.taxRateBasisPoints);
  const grandTotal = totalBeforeTax + tax;
  const gcBalance = Math.min(input.giftCardBalanceCents, grandTotal - giftCards);
  const gcApplied = input.useGiftCardBalance ? gcBalance : 0;
  const amountDue = grandTotal - gcApplied;
  return {
    coupons: input.promo ? [input.promo.code] : [],
    subTotal,
    couponTotal,
    shippingCharge,
    totalBeforeTax,
    estimatedTax: tax,
    grandTotal,
    gcApplied,
    amountDue,
    cardRequired: amountDue > 0,
    eligibleBalances: {
      gcBalance,
      couponBalance: couponTotal,
      combinedDiscountBalance: gcBalance + couponTotal,
    },
  };
}
