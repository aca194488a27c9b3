import { designName } from "../cart/index.ts";
import { formatPrice } from "../core/index.ts";
import { paymentWords } from "../orders/index.ts";
import { formatPromise, storeDateOf } from "./business-days.ts";
import { DIGITAL_DELIVERY } from "./shipping-speeds.ts";

/**
 * What the confirmation page and the confirmation mail say of a placed order beyond its items (issue
 * 30, points 4 and 7; decision 211): an order of e-Gift Cards is emailed, not shipped, and its card
 * is charged when it is placed; a parcel's card is only authorised until it ships. One place, so
 * the page and the mail say the same.
 */

/** Whether the order ships nothing: e-Gift Cards only, emailed as it is placed. */
export const isEmailedOrder = (order: { shipSpeed: string }) => order.shipSpeed === DIGITAL_DELIVERY.code;

/** The order's card and what it pays, as the order keeps them. */
export interface OrderCard {
  shipSpeed: string;
  cardBrand: string | null;
  cardLast4: string | null;
  cardCents: number;
}

/**
 * What is true of the card: an e-Gift Card order was charged as it was placed (its cards went out
 * with it); a parcel's amount is authorised now and charged when the order ships. Null when no
 * card pays anything.
 */
export function cardChargeWords(order: OrderCard): string | null {
  if (!order.cardLast4 || order.cardCents <= 0) return null;
  // The order page's words for a capture, once the capture happened.
  if (isEmailedOrder(order)) return paymentWords("card-charged", order.cardCents, order.cardLast4);
  const card = `${order.cardBrand ?? "card"} ending in ${order.cardLast4}`;
  return `Your ${card} will be charged ${formatPrice(order.cardCents)} when your order ships. Until then the amount is only authorised, not charged.`;
}

/** An e-Gift Card's customisation as the order keeps it (the claim code is never there). */
export interface EgiftCardOfLine {
  recipientName: string;
  recipientEmail: string;
  design: string;
}

/** An e-Gift Card line's delivery: to whom, when (the mail goes out as the order is placed) and its design. */
export function egiftCardDelivery(card: EgiftCardOfLine, placedAt: Date) {
  return {
    to: `${card.recipientName} (${card.recipientEmail})`,
    sent: `By email on ${formatPromise(storeDateOf(placedAt))}, as the order was placed`,
    design: designName(card.design),
  };
}
