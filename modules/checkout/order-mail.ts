import { formatPrice } from "../core/index.ts";
import type { Purchase, PurchaseLine } from "./purchase.ts";

/** What the confirmation mail tells of a placed order. */
export interface OrderMailInput {
  storeName: string;
  /** The store's public base URL, for the link to the order. */
  baseUrl: string;
  customerName: string;
  orderId: string;
  purchase: Purchase;
  /** The order's guest access token: the mail's link opens the order without signing in. */
  accessToken: string;
}

/** A line as the mail names it: an e-Gift Card by its amount and recipient (never its claim code). */
function lineWords(line: PurchaseLine): string {
  const name = `${line.brandName} ${line.productName}`;
  if (line.gcCustomization) {
    const to = line.gcCustomization;
    return `${name}, ${line.size} e-Gift Card emailed to ${to.recipientName} (${to.recipientEmail})`;
  }
  return `${name}, ${line.color}, size ${line.size}${line.width ? `, ${line.width}` : ""}`;
}

/** Spec 2's words on the confirmation page, also the mail's first line. */
export const ORDER_PLACED = "Thank You! Your order has been placed.";

/** The order confirmation mail, in plain text: items, delivery, address, charges and a link back. */
export function orderConfirmationMail(input: OrderMailInput): { subject: string; text: string } {
  const { purchase } = input;
  const charges = purchase.chargeSummary;
  const address = purchase.shippingAddress;
  const lines = [
    `Hi ${input.customerName},`,
    "",
    ORDER_PLACED,
    `Order number: ${input.orderId}`,
    "",
    ...purchase.productList.map(
      (line) => `${line.quantity} x ${lineWords(line)}: ${formatPrice(line.priceCents * line.quantity)}`,
    ),
    "",
    ...(purchase.deliveryPromise ? [`Arrives by ${purchase.deliveryPromise.displayString}`] : []),
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
    `Subtotal: ${formatPrice(charges.subTotal)}`,
    ...(charges.couponTotal > 0 ? [`Discount: -${formatPrice(charges.couponTotal)}`] : []),
    `Shipping: ${charges.shippingCharge === 0 ? "FREE" : formatPrice(charges.shippingCharge)}`,
    `Estimated tax: ${formatPrice(charges.estimatedTax)}`,
    ...(charges.gcApplied > 0 ? [`Gift card balance: -${formatPrice(charges.gcApplied)}`] : []),
    `Order total: ${formatPrice(charges.grandTotal)}`,
    ...(purchase.purchaseCreditCard && charges.amountDue > 0
      ? [`Charged to card ending ${purchase.purchaseCreditCard.last4}: ${formatPrice(charges.amountDue)}`]
      : []),
    "",
    `See or change your order (no sign-in needed; keep this link to yourself): ${input.baseUrl}/orders/${input.orderId}?${new URLSearchParams({ token: input.accessToken })}`,
    "",
    `Thank you for shopping with ${input.storeName}.`,
  ];
  return { subject: `Your ${input.storeName} order ${input.orderId}`, text: lines.join("\n") };
}
