/**
 * What cancelling lines of an order gives back, in integer cents (docs/decisions.md, "Cancelling
 * items"). Shares are cumulative: what a set of cancelled lines is owed is worked out for the set,
 * and a cancellation gives the difference between the set after it and the set before, so rounding
 * never drifts and the whole order cancelled gives back exactly what was charged.
 *
 * - The coupon and the tax are shared by the lines' merchandise (gift cards take no share: a code
 *   never discounts them and they are not taxed).
 * - Shipping comes back only with the last line.
 * - The card gets back first, up to what it was charged; the rest goes to the gift card balance.
 */

export interface RefundOrder {
  couponCents: number;
  shippingCents: number;
  taxCents: number;
  giftCardCents: number;
  cardCents: number;
  lines: readonly RefundLine[];
}

export interface RefundLine {
  itemUniqueId: string;
  quantity: number;
  unitPriceCents: number;
  isGiftCard: boolean;
}

export interface Refund {
  /** Everything the set of lines is owed. */
  totalCents: number;
  cardCents: number;
  giftCardCents: number;
}

const merchandise = (line: RefundLine) => line.quantity * line.unitPriceCents;

/** cents × part / whole, rounded half up, in big integers (the product may pass 2^53). */
function share(cents: number, part: number, whole: number): number {
  if (whole === 0) return 0;
  const product = BigInt(cents) * BigInt(part);
  const divisor = BigInt(whole);
  const quotient = product / divisor;
  return Number((product - quotient * divisor) * 2n >= divisor ? quotient + 1n : quotient);
}

/** What a set of cancelled lines (by itemUniqueId) is owed in all, and how it splits. */
export function refundOf(order: RefundOrder, cancelled: ReadonlySet<string>): Refund {
  const shared = order.lines.filter((line) => !line.isGiftCard);
  const sharedAll = shared.reduce((sum, line) => sum + merchandise(line), 0);
  const taken = order.lines.filter((line) => cancelled.has(line.itemUniqueId));
  const sharedTaken = taken
    .filter((line) => !line.isGiftCard)
    .reduce((sum, line) => sum + merchandise(line), 0);
  const everything = taken.length === order.lines.length;
  const shareOf = (cents: number) => (everything ? cents : share(cents, sharedTaken, sharedAll));
  const totalCents =
    taken.reduce((sum, line) => sum + merchandise(line), 0) -
    shareOf(order.couponCents) +
    shareOf(order.taxCents) +
    (everything ? order.shippingCents : 0);
  const cardCents = Math.min(totalCents, order.cardCents);
  return { totalCents, cardCents, giftCardCents: totalCents - cardCents };
}

/** What cancelling `lines` gives back when `before` were cancelled already. */
export function cancellationRefund(
  order: RefundOrder,
  before: ReadonlySet<string>,
  lines: readonly string[],
): Refund {
  const was = refundOf(order, before);
  const now = refundOf(order, new Set([...before, ...lines]));
  return {
    totalCents: now.totalCents - was.totalCents,
    cardCents: now.cardCents - was.cardCents,
    giftCardCents: now.giftCardCents - was.giftCardCents,
  };
}
