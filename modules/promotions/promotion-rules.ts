import { assertCents, divideHalfUp } from "../core/index.ts";

/**
 * Promo codes at checkout (spec 2 sections 3, 6 and 8): whether a code applies to the bag, and the
 * discount it gives, line by line, in integer cents. Pure, so the bag shows what the server takes.
 * Gift cards are never discounted and never count toward a promotion's minimum.
 */

export interface Promotion {
  code: string;
  kind: "percent" | "amount" | "free_shipping";
  /** For 'percent': 1 to 10000 (2500 is 25% off). */
  percentBasisPoints?: number;
  /** For 'amount': the cents off the bag's merchandise, at least 1. */
  amountCents?: number;
  /** The merchandise subtotal (gift cards left out) the bag needs, inclusive. */
  minimumSubtotalCents?: number;
  /** Live from startsAt (inclusive) until endsAt (exclusive); either may be open. */
  startsAt?: Date;
  endsAt?: Date;
  /** Uses per customer, at least 1; none means unlimited. */
  perCustomerLimit?: number;
  description?: string;
  /** Withdrawn by the store before its end date. */
  cancelled?: boolean;
}

/** A bag line as the money rules see it: its unit price in cents and its quantity. */
export interface ChargeLine {
  lineItemId: string;
  priceCents: number;
  quantity: number;
  isGiftCard: boolean;
}

/** Spec 8's promotion constraint-violation types. */
export type PromoViolation =
  | "PROMO_MISSING"
  | "PROMO_INVALID"
  | "PROMO_BAD"
  | "PROMO_CANCELLED"
  | "PROMO_USED_BEFORE_START_DATE"
  | "PROMO_EXPIRED"
  | "PROMO_ALREADY_REDEEMED"
  | "PROMO_INVALID_FOR_PURCHASE";

const BAD_CODE = "An error occured while processing your promo code. Try again or contact us.";
const EXPIRED_CODE = "The code you entered has expired.";

/**
 * Spec 8's words (its spelling kept), and only those. It names none of its own for an unknown or a
 * cancelled code (decision 208): an unknown code gets the bad code's words (most are mistyped: try
 * again), a code the store withdrew the expired code's (it was good once, and is over).
 */
export const PROMO_MESSAGES = {
  PROMO_MISSING: "A gift card or promotional code is required.",
  PROMO_INVALID: BAD_CODE,
  PROMO_BAD: BAD_CODE,
  PROMO_CANCELLED: EXPIRED_CODE,
  PROMO_USED_BEFORE_START_DATE: "Promo code not available yet. Check back tomorrow!",
  PROMO_EXPIRED: EXPIRED_CODE,
  PROMO_ALREADY_REDEEMED: "The code you entered has already been applied to your account.",
  PROMO_INVALID_FOR_PURCHASE: "The code you entered is ineligible for this purchase.",
} as const satisfies Record<PromoViolation, string>;

/** Spec 8: an invalid coupon is also tracked under this event name. */
export const INVALID_COUPON_EVENT = "Invalid Coupon Code";

export type PromoCheck =
  | { ok: true }
  | { ok: false; violation: PromoViolation; message: string; trackingEvent?: typeof INVALID_COUPON_EVENT };

export interface PromoContext {
  now: Date;
  /** The bag's merchandise subtotal with gift cards left out (see eligibleSubtotal). */
  subtotalCents: number;
  timesUsedByCustomer: number;
  /** The code as the shopper typed it, when checking a typed code: blank is missing, another is invalid. */
  typedCode?: string;
}

/** "Employee" or "employees" as a word of its own ("Employee-only" yes; "non-employee" no). */
const EMPLOYEE_WORD = /(?<![\p{L}\p{N}-])employees?(?![\p{L}\p{N}])/iu;

/** Spec 6: an employee discount is a coupon whose description marks employee. */
export function isEmployeeDiscount(promo: Promotion): boolean {
  return EMPLOYEE_WORD.test(promo.description ?? "");
}

const isWhole = (value: number | undefined, least: number) =>
  value !== undefined && Number.isSafeInteger(value) && value >= least;
const isDate = (value: Date | undefined) => value === undefined || !Number.isNaN(value.getTime());

/** Whether the store's own data makes sense: a promotion that does not is 'bad', never applied. */
export function isWellFormed(promo: Promotion): boolean {
  if (promo.code.trim() === "") return false;
  if (promo.kind === "percent") {
    if (!isWhole(promo.percentBasisPoints, 1) || (promo.percentBasisPoints ?? 0) > 10_000) return false;
  }
  if (promo.kind === "amount" && !isWhole(promo.amountCents, 1)) return false;
  if (promo.minimumSubtotalCents !== undefined && !isWhole(promo.minimumSubtotalCents, 0)) return false;
  if (promo.perCustomerLimit !== undefined && !isWhole(promo.perCustomerLimit, 1)) return false;
  if (!isDate(promo.startsAt) || !isDate(promo.endsAt)) return false;
  return !(promo.startsAt && promo.endsAt && promo.endsAt <= promo.startsAt);
}

/** The longest promo code the store keeps (the promotions table's check). */
export const PROMO_CODE_MAX_LENGTH = 40;

/** A promo code as the store keeps and compares it: trimmed, upper case ('  welcome10 ' is WELCOME10). */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

const sameCode = (a: string, b: string) => normalisePromoCode(a) === normalisePromoCode(b);

const refused = (violation: PromoViolation): PromoCheck =>
  violation === "PROMO_INVALID"
    ? { ok: false, violation, message: PROMO_MESSAGES[violation], trackingEvent: INVALID_COUPON_EVENT }
    : { ok: false, violation, message: PROMO_MESSAGES[violation] };

/**
 * Whether a promotion applies to this bag now, or the first reason it does not, in this order:
 * missing, invalid (no such code), bad, cancelled, not started, expired, already used up by this
 * customer, and ineligible (under the minimum, or a money-off code on a bag of gift cards only).
 */
export function checkPromotion(promo: Promotion | null, context: PromoContext): PromoCheck {
  const typed = context.typedCode;
  if (typed !== undefined && typed.trim() === "") return refused("PROMO_MISSING");
  if (promo === null || (typed !== undefined && !sameCode(typed, promo.code)))
    return refused("PROMO_INVALID");
  if (!isWellFormed(promo)) return refused("PROMO_BAD");
  if (promo.cancelled) return refused("PROMO_CANCELLED");
  const now = context.now.getTime();
  if (promo.startsAt && now < promo.startsAt.getTime()) return refused("PROMO_USED_BEFORE_START_DATE");
  if (promo.endsAt && now >= promo.endsAt.getTime()) return refused("PROMO_EXPIRED");
  if (promo.perCustomerLimit !== undefined && context.timesUsedByCustomer >= promo.perCustomerLimit) {
    return refused("PROMO_ALREADY_REDEEMED");
  }
  const subtotal = context.subtotalCents;
  if (promo.minimumSubtotalCents !== undefined && subtotal < promo.minimumSubtotalCents) {
    return refused("PROMO_INVALID_FOR_PURCHASE");
  }
  // Money off nothing is no discount: say so rather than accept a code that changes nothing.
  if (promo.kind !== "free_shipping" && subtotal <= 0) return refused("PROMO_INVALID_FOR_PURCHASE");
  return { ok: true };
}

/** A line's price times its quantity, after checking both are whole and non-negative. */
export function lineTotal(line: ChargeLine): number {
  assertCents(line.priceCents, `priceCents of ${line.lineItemId}`);
  assertCents(line.quantity, `quantity of ${line.lineItemId}`);
  const total = line.priceCents * line.quantity;
  assertCents(total, `total of ${line.lineItemId}`);
  return total;
}

/** The merchandise a promotion may discount: every line but gift cards. */
export function eligibleSubtotal(lines: readonly ChargeLine[]): number {
  return lines.reduce((sum, line) => sum + (line.isGiftCard ? 0 : lineTotal(line)), 0);
}

export interface Discount {
  couponTotalCents: number;
  /** Every line's share of the discount, 0 for gift cards; the shares add up to couponTotalCents. */
  perLine: Record<string, number>;
  freeShipping: boolean;
}

/**
 * An amount shared over lines in proportion to their totals (largest remainder): each line gets the
 * whole cents of its exact share, then the cents left over go one each to the lines with the largest
 * fractions, the earlier line first on a tie. The shares add up exactly and none passes its line.
 */
function shareInProportion(amount: number, totals: readonly number[]): number[] {
  // In BigInt: amount times a line's total can pass 2^53 on a large bag.
  const whole = BigInt(totals.reduce((sum, total) => sum + total, 0));
  if (whole === 0n) return totals.map(() => 0);
  const exact = totals.map((total) => BigInt(amount) * BigInt(total));
  const shares = exact.map((product) => Number(product / whole));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byFraction = exact
    .map((product, index) => ({ index, rest: product % whole }))
    .sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of byFraction) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The discount a checked promotion gives the bag. Percent: each line's own discount, rounded half up
 * to the cent, so a returned line gives back exactly its share; the total is the sum of the lines
 * (it may differ by a cent or so from rounding the whole subtotal, by design). Amount: at most the
 * eligible subtotal, shared in proportion. Free shipping: no money off the lines.
 */
export function discountFor(promo: Promotion | null, lines: readonly ChargeLine[]): Discount {
  const seen = new Set<string>();
  const totals = lines.map((line) => {
    if (seen.has(line.lineItemId)) throw new RangeError(`line ${line.lineItemId} is given twice`);
    seen.add(line.lineItemId);
    return line.isGiftCard ? 0 : lineTotal(line);
  });
  if (promo !== null && !isWellFormed(promo))
    throw new RangeError(`promotion ${promo.code} is not well formed`);
  let shares = totals.map(() => 0);
  if (promo?.kind === "percent") {
    const rate = promo.percentBasisPoints ?? 0;
    shares = totals.map((total) => divideHalfUp(total * rate, 10_000));
  } else if (promo?.kind === "amount") {
    const eligible = totals.reduce((sum, total) => sum + total, 0);
    shares = shareInProportion(Math.min(promo.amountCents ?? 0, eligible), totals);
  }
  // fromEntries makes own properties, so even an id such as '__proto__' is kept as a key.
  const perLine = Object.fromEntries(lines.map((line, index) => [line.lineItemId, shares[index] ?? 0]));
  const couponTotalCents = shares.reduce((sum, share) => sum + share, 0);
  return { couponTotalCents, perLine, freeShipping: promo?.kind === "free_shipping" };
}
