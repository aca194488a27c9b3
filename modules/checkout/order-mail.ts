import { formatPrice } from "../core/index.ts";
import { formatPromise } from "./business-days.ts";
import { cardChargeWords, type EgiftCardOfLine, egiftCardDelivery, isEmailedOrder } from "./order-words.ts";

/** A line of the order as the confirmation mail reads it. */
export interface OrderMailLine {
  quantity: number;
  brandName: string;
  productName: string;
  color: string;
  size: string;
  width: string | null;
  unitPriceCents: number;
  gcCustomization: EgiftCardOfLine | null;
}

/** The placed order as the confirmation mail reads it: its lines, delivery, address and money (cents). */
export interface OrderMailOrder {
  orderId: string;
  placedAt: Date;
  /** 'digital' for an order of e-Gift Cards: emailed, nothing shipped. */
  shipSpeed: string;
  lines: readonly OrderMailLine[];
  /** The promised day, YYYY-MM-DD ('' for an order with nothing to deliver). */
  promiseDate: string;
  shippingAddress: {
    fullName: string;
    addressLine1: string;
    addressLine2: string;
    city: string;
    stateOrRegion: string;
    postalCode: string;
  } | null;
  subtotalCents: number;
  couponCents: number;
  shippingCents: number;
  taxCents: number;
  giftCardCents: number;
  grandTotalCents: number;
  cardCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
}

/** What the confirmation mail tells of a placed order. */
export interface OrderMailInput {
  storeName: string;
  /** The store's public base URL, for the link to the order. */
  baseUrl: string;
  customerName: string;
  order: OrderMailOrder;
  /** The order's guest access token: the mail's link opens the order without signing in. */
  accessToken: string;
}

/**
 * A line as the mail tells it: a parcel's item by colour and size; an e-Gift Card by its amount,
 * then to whom, when it is sent and its design (the design the buyer chose, never the catalogue's
 * colour; never its claim code).
 */
function lineWords(line: OrderMailLine, placedAt: Date): string[] {
  const price = formatPrice(line.unitPriceCents * line.quantity);
  const name = `${line.quantity} x ${line.brandName} ${line.productName}`;
  if (line.gcCustomization) {
    const card = egiftCardDelivery(line.gcCustomization, placedAt);
    return [
      `${name}, ${line.size}: ${price}`,
      `    To: ${card.to}`,
      `    Sent: ${card.sent}`,
      `    Design: ${card.design}`,
    ];
  }
  return [`${name}, ${line.color}, size ${line.size}${line.width ? `, ${line.width}` : ""}: ${price}`];
}

/** Spec 2's words on the confirmation page, also the mail's first line. */
export const ORDER_PLACED = "Thank You! Your order has been placed.";

/**
 * The order confirmation mail, in plain text: items, delivery (a parcel's day and address; an order
 * of e-Gift Cards is emailed, so neither, whatever address checkout held), charges, what the card
 * pays and when, and a link back.
 */
export function orderConfirmationMail(input: OrderMailInput): { subject: string; text: string } {
  const { order } = input;
  // An emailed order's address was only checkout's default: nothing goes to it.
  const address = isEmailedOrder(order) ? null : order.shippingAddress;
  const charge = cardChargeWords(order);
  const lines = [
    `Hi ${input.customerName},`,
    "",
    ORDER_PLACED,
    `Order number: ${order.orderId}`,
    "",
    ...order.lines.flatMap((line) => lineWords(line, order.placedAt)),
    "",
    ...(order.promiseDate && address ? [`Arrives by ${formatPromise(order.promiseDate)}`] : []),
    ...(address
      ? [
          "Shipping to:",
          address.fullName,
          address.addressLine1,
          ...(address.addressLine2 ? [address.addressLine2] : []),
          `${address.city}, ${address.stateOrRegion} ${address.postalCode}`,
          "",
        ]
      : []),
    `Subtotal: ${formatPrice(order.subtotalCents)}`,
    ...(order.couponCents > 0 ? [`Discount: -${formatPrice(order.couponCents)}`] : []),
    ...(address
      ? [`Shipping: ${order.shippingCents === 0 ? "FREE" : formatPrice(order.shippingCents)}`]
      : []),
    `Estimated tax: ${formatPrice(order.taxCents)}`,
    ...(order.giftCardCents > 0 ? [`Gift card balance: -${formatPrice(order.giftCardCents)}`] : []),
    `Order total: ${formatPrice(order.grandTotalCents)}`,
    ...(charge ? [charge] : []),
    "",
    `See or change your order (no sign-in needed; keep this link to yourself): ${input.baseUrl}/orders/${order.orderId}?${new URLSearchParams({ token: input.accessToken })}`,
    "",
    `Thank you for shopping with ${input.storeName}.`,
  ];
  return { subject: `Your ${input.storeName} order ${order.orderId}`, text: lines.join("\n") };
}
