/**
 * The store's money: integer cents, no floating-point money, and the one way to show an amount.
 * Pure, shared by the server and the browser: the checkout's tax and charges, the promotions'
 * discounts, the gift card balance, every price a page or a mail shows.
 */

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Integer cents as USD display text, the store's one price format: 123456 is '$1,234.56', -500 is '-$5.00'. */
export function formatPrice(cents: number): string {
  return usd.format(Math.round(cents) / 100);
}

/**
 * The most money one amount may hold: $10,000,000.00. No order, gift card or discount comes near
 * it, and every amount below it fits the database's integer columns.
 */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

/** Throws unless the value is a whole, non-negative number of cents (or units) safe to add up. */
export function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of cents: ${value}`);
  }
}

/**
 * numerator / denominator rounded half up (x.5 goes up), in integers: the checkout's one rounding
 * rule, for tax and percent discounts alike. Both are non-negative; the numerator must be safe.
 */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || numerator < 0 || !Number.isSafeInteger(denominator)) {
    throw new RangeError(`cannot divide ${numerator} by ${denominator} in whole numbers`);
  }
  if (denominator <= 0) throw new RangeError(`cannot divide by ${denominator}`);
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** The most dollars centsFromDollars reads: an amount of money a person types, well within safe integers. */
const MAX_TYPED_DOLLARS_DIGITS = 9;

/**
 * Dollars as typed ('50', '50.00', '$1,250.5') in whole cents, read as text (no floating point), or
 * null when it is not an amount: at most two decimals, no sign, at most a billion dollars.
 */
export function centsFromDollars(typed: string): number | null {
  const match = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!match?.[1]) return null;
  const dollars = match[1].replaceAll(",", "");
  if (dollars.replace(/^0+(?=\d)/, "").length > MAX_TYPED_DOLLARS_DIGITS) return null;
  return Number(dollars) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
