import { cartType as bagCartType, type CartType } from "../cart/index.ts";

/**
 * What the kinds of items in the bag decide at checkout (spec 2 sections 3 and 4): the cart type,
 * whether anything ships, and whether Afterpay is offered. Pure, shared by the pages and the server.
 */

export type { CartType };

/** What checkout needs to know of a line: a gift card or not, delivered by email or shipped. */
export interface LineKind {
  isGiftCard: boolean;
  isDigital: boolean;
}

/**
 * Spec 2's cart type (one rule, kept in the cart module), with its codes: DIGITAL_GC_ONLY_CART,
 * PHYSICAL_GC_ONLY_CART, NON_MIXED_WITH_BOTH_GC (gift cards of both kinds only), MIXED_WITH_EGC,
 * MIXED_WITH_PHYSICAL, MIXED_WITH_BOTH_GC (gift cards of those kinds with other items) and
 * RETAIL_ONLY_CART otherwise, an empty bag included. A digital line that is not a gift card counts
 * as a regular item: the types are about gift cards.
 */
export function cartType(lines: readonly LineKind[]): CartType {
  return bagCartType(
    lines.map((line) => ({ isGiftCard: line.isGiftCard, isEgc: line.isGiftCard && line.isDigital })),
  );
}

/** Nothing to ship: every line is delivered by email, so address and shipping cannot change. Not an empty bag. */
export function isDigitalOnly(lines: readonly LineKind[]): boolean {
  return lines.length > 0 && lines.every((line) => line.isDigital);
}

export interface AfterpayLimits {
  minCents: number;
  maxCents: number;
}

/**
 * The store's default Afterpay order limits, $35 to $2,000 (spec 2 leaves them to configuration):
 * the usual limits of an Afterpay US merchant account. Pass the account's own when they differ.
 */
export const AFTERPAY_DEFAULT_LIMITS: Readonly<AfterpayLimits> = { minCents: 3500, maxCents: 200000 };

/**
 * Spec 4: Afterpay is offered only with no gift card in the bag (of either kind) and a grand total
 * between the limits, both ends included ($35.00 and $2,000.00 qualify, $34.99 and $2,000.01 not).
 */
export function afterpayEligible(
  lines: readonly LineKind[],
  grandTotalCents: number,
  limits: AfterpayLimits = AFTERPAY_DEFAULT_LIMITS,
): boolean {
  const { minCents, maxCents } = limits;
  if (
    !Number.isSafeInteger(minCents) ||
    !Number.isSafeInteger(maxCents) ||
    minCents < 0 ||
    maxCents < minCents
  ) {
    throw new RangeError(`Afterpay limits must be whole cents, minimum first: ${minCents} to ${maxCents}`);
  }
  if (lines.some((line) => line.isGiftCard)) return false;
  return grandTotalCents >= minCents && grandTotalCents <= maxCents;
}

/** Spec 4's payment method types; only cards have a provider here (decisions.md, issue 12). */
export const PAYMENT_METHOD_TYPES = ["card", "afterpay", "amazon-pay", "paypal"] as const;

export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/**
 * Spec 4: express checkout (the address and the card in one form, for a first purchase) shows only
 * for the card payment type, a bag with no gift card of either kind, no shipping address and no
 * card chosen yet, and a card required (balances do not cover the total).
 */
export function expressCheckoutShown(purchase: {
  paymentMethodType: PaymentMethodType;
  lines: readonly LineKind[];
  hasShippingAddress: boolean;
  hasCard: boolean;
  cardRequired: boolean;
}): boolean {
  return (
    purchase.paymentMethodType === "card" &&
    purchase.lines.length > 0 &&
    !purchase.lines.some((line) => line.isGiftCard) &&
    !purchase.hasShippingAddress &&
    !purchase.hasCard &&
    purchase.cardRequired
  );
}
