/**
 * The store's domain events (issue 29): what each owner's transitions announce. Pure, so a page or
 * an operator's command can name them; payloads carry ids and amounts, never a secret (a claim
 * code, an access link, a card number).
 */
export const EVENT_TYPES = [
  "order.placed",
  "order.line.processing",
  "order.line.cancelled",
  "order.line.payment_required",
  "order.line.delivery_mistake",
  "order.cancelled",
  "payment.authorized",
  "payment.captured",
  "payment.capture_declined",
  "payment.voided",
  "payment.released",
  "shipment.shipped",
  "shipment.out_for_delivery",
  "shipment.delivered",
  "return.created",
  "return.cancelled",
  "return.in_transit",
  "return.received",
  "return.refunded",
  "refund.issued",
  "exchange.created",
  "giftcard.issued",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const isEventType = (value: string): value is EventType =>
  (EVENT_TYPES as readonly string[]).includes(value);

/**
 * Who reads the outbox. Each event gets a delivery row for every consumer named here, written with
 * the event; a consumer added later starts with the events recorded after it.
 */
export const EVENT_CONSUMERS = ["mail", "webhooks"] as const;
export type EventConsumerName = (typeof EVENT_CONSUMERS)[number];
