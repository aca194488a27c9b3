import type { OrderLineView, OrderView, ShipmentView } from "../../../modules/orders/index.server.ts";
import {
  AWAITING_PAYMENT,
  BEFORE_SHIPPING,
  CANCEL_REASONS,
  type CancelReason,
  formatOrderDate,
  type ItemStatus,
  shipmentArrival,
} from "../../../modules/orders/index.ts";

/**
 * An order as its pages show it: only what they print (no internal ids, no Dates: text the server
 * formatted), so the page's hydration data stays small and holds nothing the page does not show.
 */

export interface ShownLine {
  itemUniqueId: string;
  productName: string;
  brandName: string;
  color: string;
  size: string;
  width: string | null;
  quantity: number;
  unitPriceCents: number;
  statusWords: string;
  customerCancellable: boolean;
  customerReturnable: boolean;
  exchangeable: boolean;
  /** The item is in a return: on its way back, or back already (its page is the returns list). */
  inReturn: boolean;
  shipmentId: string | null;
  cancelReasonWords: string | null;
  productUrl: string;
  imageUrl: string;
  isEgc: boolean;
  recipientName: string | null;
  giftMessage: string | null;
}

export interface ShownEvent {
  label: string;
  description: string;
  location: string;
  atText: string;
}

export interface ShownShipment {
  shipmentId: string;
  carrier: string;
  trackingNumber: string;
  label: string;
  estimatedDelivery: string;
  shippedAtText: string;
  /** 'Delivered', the countdown ('Arriving in 5 hours 12 minutes'), late, or nothing. */
  arrivalWords: string | null;
  deliveredAtText: string | null;
  lineItemIds: string[];
}

/** The statuses of an item in a return (spec 2's 'return in progress', 'returning', 'returned'). */
const IN_RETURN: ReadonlySet<ItemStatus> = new Set(["RETURN_IN_PROGRESS", "RETURNING", "RETURNED"]);

const isCancelReason = (code: string): code is CancelReason => Object.hasOwn(CANCEL_REASONS, code);

export function shownLine(line: OrderLineView): ShownLine {
  return {
    itemUniqueId: line.itemUniqueId,
    productName: line.productName,
    brandName: line.brandName,
    color: line.color,
    size: line.size,
    width: line.width,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    statusWords: line.statusWords,
    customerCancellable: line.customerCancellable,
    customerReturnable: line.customerReturnable,
    exchangeable: line.exchangeable,
    inReturn: IN_RETURN.has(line.status),
    shipmentId: line.shipmentId,
    cancelReasonWords:
      line.cancelReason !== null && isCancelReason(line.cancelReason)
        ? CANCEL_REASONS[line.cancelReason]
        : null,
    productUrl: line.productUrl,
    imageUrl: line.imageUrl,
    isEgc: line.isEgc,
    recipientName: line.recipientName,
    giftMessage: line.giftMessage,
  };
}

export function shownShipment(shipment: ShipmentView, now: Date): ShownShipment {
  const arrival = shipmentArrival(shipment, now);
  return {
    shipmentId: shipment.shipmentId,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    label: shipment.label,
    estimatedDelivery: shipment.estimatedDelivery,
    shippedAtText: formatOrderDate(shipment.shippedAt),
    arrivalWords: arrival.kind === "none" ? null : arrival.words,
    deliveredAtText: arrival.kind === "delivered" ? arrival.atText : null,
    lineItemIds: shipment.lineItemIds,
  };
}

/** Newest first (spec: the event history), as the tracking page lists them. */
export const shownEvents = (shipment: ShipmentView): ShownEvent[] =>
  [...shipment.events].reverse().map((event) => ({
    label: event.label,
    description: event.description,
    location: event.location,
    atText: event.atText,
  }));

export interface ShownCharges {
  subtotalCents: number;
  couponCents: number;
  couponCode: string | null;
  shippingCents: number;
  taxCents: number;
  giftCardCents: number;
  grandTotalCents: number;
  cardCents: number;
  /** What cancellations and refunds gave back (the payment ledger's), and the total after them. */
  creditedCents: number;
  netTotalCents: number;
}

/** A time money moved, in the customer's words (the payment ledger's lines). */
export interface ShownPayment {
  words: string;
  atText: string;
}

export interface ShownOrder {
  orderId: string;
  placedAtText: string;
  statusWords: string;
  shippingAddress: OrderView["shippingAddress"];
  billingAddress: OrderView["billingAddress"];
  promiseDate: string;
  charges: ShownCharges;
  payments: ShownPayment[];
  cardBrand: string | null;
  cardLast4: string | null;
  lines: ShownLine[];
  shipments: ShownShipment[];
  /** Some item may still be cancelled by its customer (the Cancel Items link). */
  cancellable: boolean;
  /** The card was declined: the order waits for another (the update payment form). */
  awaitingPayment: boolean;
  /** Some item is still to ship (not an e-Gift Card, not cancelled, not shipped). */
  awaitingShipment: boolean;
}

export function shownOrder(order: OrderView, now: Date): ShownOrder {
  return {
    orderId: order.orderId,
    placedAtText: order.placedAtText,
    statusWords: order.statusWords,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    promiseDate: order.promiseDate,
    charges: {
      subtotalCents: order.subtotalCents,
      couponCents: order.couponCents,
      couponCode: order.couponCode,
      shippingCents: order.shippingCents,
      taxCents: order.taxCents,
      giftCardCents: order.giftCardCents,
      grandTotalCents: order.grandTotalCents,
      cardCents: order.cardCents,
      creditedCents: order.grandTotalCents - order.netTotalCents,
      netTotalCents: order.netTotalCents,
    },
    payments: order.payments.map((payment) => ({
      words: payment.words,
      atText: formatOrderDate(payment.at),
    })),
    cardBrand: order.cardBrand,
    cardLast4: order.cardLast4,
    lines: order.lines.map(shownLine),
    shipments: order.shipments.map((shipment) => shownShipment(shipment, now)),
    cancellable: order.lines.some((line) => line.customerCancellable),
    awaitingPayment: order.lines.some((line) => AWAITING_PAYMENT.has(line.status)),
    awaitingShipment: order.lines.some((line) => !line.isEgc && BEFORE_SHIPPING.has(line.status)),
  };
}
