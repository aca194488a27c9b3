/** Money rules shared by the server and the browser: display text and the percent-off figure. */

/** Below this share of the MSRP a discount is not shown as a sale (spec 1 section 9, "percent-off threshold 0.01"). */
export const PERCENT_OFF_THRESHOLD = 0.01;

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Integer cents as USD display text: 123456 is '$1,234.56', -500 is '-$5.00'. */
export function formatPrice(cents: number): string {
  return usd.format(Math.round(cents) / 100);
}

/** Whole percent off the MSRP, 0 when the discount is under the threshold (or there is no MSRP). */
export function percentOff(priceCents: number, msrpCents: number): number {
  if (msrpCents <= 0 || priceCents >= msrpCents) return 0;
  const saved = msrpCents - priceCents;
  if (saved < msrpCents * PERCENT_OFF_THRESHOLD) return 0;
  return Math.round((saved * 100) / msrpCents);
}

/** True when the price is far enough under the MSRP to show as a sale. */
export function isOnSale(priceCents: number, msrpCents: number): boolean {
  return percentOff(priceCents, msrpCents) > 0;
}
