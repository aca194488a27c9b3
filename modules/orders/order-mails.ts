import { formatPrice } from "../catalog/index.ts";
import type { Refund } from "./refunds.ts";

/**
 * The mails of an order after it was placed (plain text, our words): items cancelled, shipped,
 * delivered, and a declined card to replace. Each names the order and links to its page; what
 * the store is called and where it lives comes from the order's marketplace.
 */

export interface MailStore {
  name: string;
  baseUrl: string;
}

export interface MailLine {
  quantity: number;
  brandName: string;
  productName: string;
  color: string;
  size: string;
  width: string | null;
}

/** The store an order was placed in, by its marketplace's subsite id (the first when it is unknown). */
export function mailStoreOf(
  marketplaces: readonly { subsiteId: string; name: string; baseUrl: string }[],
  subsiteId: string,
): MailStore {
  const store = marketplaces.find((m) => m.subsiteId === subsiteId) ?? marketplaces[0];
  if (!store) throw new Error("no marketplace configured");
  return { name: store.name, baseUrl: store.baseUrl };
}

const lineWords = (line: MailLine) =>
  `${line.quantity} x ${line.brandName} ${line.productName}, ${line.color}, size ${line.size}${line.width ? `, ${line.width}` : ""}`;

const orderLink = (store: MailStore, orderId: string) => `See your order: ${store.baseUrl}/orders/${orderId}`;

const signOff = (store: MailStore) => `Thank you for shopping with ${store.name}.`;

export function cancellationMail(input: {
  store: MailStore;
  orderId: string;
  lines: readonly MailLine[];
  refund: Refund;
  cardLast4: string | null;
  /** The order's total after this and earlier cancellations and refunds (the ledger's). */
  netTotalCents?: number;
}): { subject: string; text: string } {
  const { refund } = input;
  const text = [
    `Your cancellation is confirmed for order ${input.orderId}:`,
    "",
    ...input.lines.map(lineWords),
    "",
    ...(refund.cardCents > 0 && input.cardLast4
      ? [`${formatPrice(refund.cardCents)} will not be charged to your card ending ${input.cardLast4}.`]
      : []),
    ...(refund.giftCardCents > 0
      ? [`${formatPrice(refund.giftCardCents)} is back in your gift card balance.`]
      : []),
    ...(input.netTotalCents !== undefined
      ? [`Your order's total is now ${formatPrice(input.netTotalCents)}.`]
      : []),
    "",
    orderLink(input.store, input.orderId),
    "",
    signOff(input.store),
  ];
  return {
    subject: `Items cancelled from your ${input.store.name} order ${input.orderId}`,
    text: text.join("\n"),
  };
}

export function shippedMail(input: {
  store: MailStore;
  orderId: string;
  shipmentId: string;
  carrier: string;
  trackingNumber: string;
  arrivesBy: string;
  lines: readonly MailLine[];
}): { subject: string; text: string } {
  const text = [
    `Good news: your order ${input.orderId} has shipped.`,
    "",
    ...input.lines.map(lineWords),
    "",
    `Carrier: ${input.carrier}, tracking number ${input.trackingNumber}`,
    `Arrives by ${input.arrivesBy}`,
    `Track it: ${input.store.baseUrl}/shipments/${input.orderId}/${input.shipmentId}`,
    "",
    signOff(input.store),
  ];
  return { subject: `Your ${input.store.name} order ${input.orderId} has shipped`, text: text.join("\n") };
}

export function deliveredMail(input: { store: MailStore; orderId: string; lines: readonly MailLine[] }): {
  subject: string;
  text: string;
} {
  const text = [
    `Your order ${input.orderId} has been delivered.`,
    "",
    ...input.lines.map(lineWords),
    "",
    "Not the right size? Returns are free: start one from your order.",
    orderLink(input.store, input.orderId),
    "",
    signOff(input.store),
  ];
  return { subject: `Your ${input.store.name} order ${input.orderId} was delivered`, text: text.join("\n") };
}

export function paymentDeclinedMail(input: { store: MailStore; orderId: string; cardLast4: string | null }): {
  subject: string;
  text: string;
} {
  const text = [
    `We could not charge ${input.cardLast4 ? `your card ending ${input.cardLast4}` : "your card"} for order ${input.orderId}, so it has not shipped.`,
    "",
    "Please choose another card for it:",
    `${input.store.baseUrl}/orders/${input.orderId}`,
    "",
    signOff(input.store),
  ];
  return {
    subject: `Action needed: the payment for your ${input.store.name} order ${input.orderId}`,
    text: text.join("\n"),
  };
}
