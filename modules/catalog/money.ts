/** Sale rules shared by the server and the browser: the percent-off figure (prices show by core's formatPrice). */

/** Below this share of the MSRP a discount is not shown as a sale (spec 1 section 9, "percent-off threshold 0.01"). */
export const PERCENT_OFF_THRESHOLD = 0.01;

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
