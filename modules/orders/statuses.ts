/**
 * Orders' words and rules (spec 2 section 3): the item status codes and their display words, the
 * shipment tracking statuses and their labels, the cancellation reasons, what a line may do
 * (cancel, return, exchange: the plain flags for operators, the customer-prefixed ones for
 * customers), and the date format of the order pages. Pure: the pages, the calls and the
 * fulfilment share them.
 */

/** Spec 2's item status codes. */
export const ITEM_STATUSES = [
  "SUBMITTED",
  "CUSTOMER_ACTION_REQUIRED",
  "DECLINED",
  "PROCESSING",
  "SHIPPED",
  "DELIVERY_MISTAKE",
  "COMPLETED",
  "RETURN_IN_PROGRESS",
  "RETURNING",
  "RETURNED",
  "CANCELLED",
  "DECLINED_CANCELLED",
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const isItemStatus = (value: string): value is ItemStatus =>
  (ITEM_STATUSES as readonly string[]).includes(value);

/**
 * The display words of spec 2. 'delivered' has no code of its own: a SHIPPED item whose shipment
 * was delivered reads 'delivered' (itemStatusWords).
 */
export const ITEM_STATUS_WORDS: Readonly<Record<ItemStatus, string>> = {
  SUBMITTED: "submitted",
  CUSTOMER_ACTION_REQUIRED: "customer action required",
  DECLINED: "declined",
  PROCESSING: "processing",
  SHIPPED: "shipped",
  DELIVERY_MISTAKE: "delivery mistake",
  COMPLETED: "completed",
  RETURN_IN_PROGRESS: "return in progress",
  RETURNING: "returning",
  RETURNED: "returned",
  CANCELLED: "cancelled",
  DECLINED_CANCELLED: "cancelled - card declined",
};
export const DELIVERED_WORDS = "delivered";

/** Spec 2's shipment tracking statuses. */
export const TRACKING_STATUSES = [
  "SHIPPING_SOON",
  "IN_TRANSIT",
  "DELAYED",
  "OUT_FOR_DELIVERY",
  "DELIVERY_ATTEMPTED",
  "AVAILABLE_FOR_PICKUP",
  "DELIVERED",
  "UNDELIVERABLE",
  "RETURNING_TO_SELLER",
  "RETURNED_TO_SELLER",
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export const isTrackingStatus = (value: string): value is TrackingStatus =>
  (TRACKING_STATUSES as readonly string[]).includes(value);

/** Spec 2's tracking labels. */
export const TRACKING_LABELS: Readonly<Record<TrackingStatus, string>> = {
  SHIPPING_SOON: "Shipping Soon",
  IN_TRANSIT: "In transit",
  DELAYED: "Delayed",
  OUT_FOR_DELIVERY: "Out for delivery",
  DELIVERY_ATTEMPTED: "Delivery attempted",
  AVAILABLE_FOR_PICKUP: "Available for pickup",
  DELIVERED: "Delivered",
  UNDELIVERABLE: "Undeliverable",
  RETURNING_TO_SELLER: "Returning to seller",
  RETURNED_TO_SELLER: "Returned to seller",
};

/** Spec 2's cancellation reasons, with the words the cancel page offers (our words). */
export const CANCEL_REASONS = {
  "no-reason": "No reason",
  "no-longer-want": "I no longer want it",
  "too-late": "It would arrive too late",
  "duplicate-order": "I ordered it twice",
  "wrong-item": "I ordered the wrong item",
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;
export const CANCEL_REASON_CODES = Object.keys(CANCEL_REASONS) as CancelReason[];

/** An item's words: its status's, or 'delivered' for a shipped item whose shipment was delivered. */
export function itemStatusWords(status: ItemStatus, tracking: TrackingStatus | null): string {
  if (status === "SHIPPED" && tracking === "DELIVERED") return DELIVERED_WORDS;
  return ITEM_STATUS_WORDS[status];
}

/** A line's status as stored: a code of the spec's (an unknown one reads as submitted). */
export const itemStatusOf = (value: string): ItemStatus => (isItemStatus(value) ? value : "SUBMITTED");

/** Cancelled, by the customer or for a declined card. */
export const CANCELLED_STATUSES: ReadonlySet<ItemStatus> = new Set(["CANCELLED", "DECLINED_CANCELLED"]);

/** Waiting for a card after a declined capture. */
export const AWAITING_PAYMENT: ReadonlySet<ItemStatus> = new Set(["CUSTOMER_ACTION_REQUIRED", "DECLINED"]);

/** Not shipped yet, not cancelled: what may still be cancelled. */
export const BEFORE_SHIPPING: ReadonlySet<ItemStatus> = new Set([
  "SUBMITTED",
  "PROCESSING",
  "CUSTOMER_ACTION_REQUIRED",
  "DECLINED",
]);

/** Days a delivered item may be returned by its customer (spec 2: orders from 2025-06-01). */
export const RETURN_WINDOW_DAYS = 60;
/** Before 2025-06-01 the bag's 365-day window applied (spec 2 section 9). */
export const LEGACY_RETURN_WINDOW_DAYS = 365;
export const RETURN_WINDOW_CHANGE = new Date("2025-06-01T00:00:00-04:00");
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether an order placed at `placedAt` is still inside its return window at `now`. */
export function insideReturnWindow(placedAt: Date, now: Date): boolean {
  const days = placedAt >= RETURN_WINDOW_CHANGE ? RETURN_WINDOW_DAYS : LEGACY_RETURN_WINDOW_DAYS;
  return now.getTime() - placedAt.getTime() <= days * DAY_MS;
}

export interface LineFacts {
  status: ItemStatus;
  /** Its shipment's tracking status, when it has been shipped. */
  tracking: TrackingStatus | null;
  isGiftCard: boolean;
  isEgc: boolean;
  placedAt: Date;
  /** Returns submitted for it so far (spec 2: at most 10). */
  returnAttempts?: number;
  /** An exchange order's replacement: it ships at once and is never cancelled (its return pays for it). */
  isReplacement?: boolean;
}

/** Spec 2 section 9: return attempts start at 0, at most 10 per item. */
export const MAX_RETURN_ATTEMPTS = 10;

export interface LineFlags {
  cancellable: boolean;
  customerCancellable: boolean;
  returnable: boolean;
  customerReturnable: boolean;
  exchangeable: boolean;
}

/**
 * What an order line may do. An item may be cancelled until it ships, by its customer as by an
 * operator, except an e-Gift Card (its code was mailed when the order was placed). An item may be
 * returned once delivered (or delivered by mistake); its customer may return it within the return
 * window unless it is a gift card or its 10 return attempts are used, and exchange what they may
 * return.
 */
export function lineFlags(line: LineFacts, now: Date): LineFlags {
  const cancellable = BEFORE_SHIPPING.has(line.status) && !line.isEgc && !line.isReplacement;
  const delivered =
    (line.status === "SHIPPED" && line.tracking === "DELIVERED") || line.status === "DELIVERY_MISTAKE";
  const returnable = delivered && !line.isEgc;
  const customerReturnable =
    returnable &&
    !line.isGiftCard &&
    insideReturnWindow(line.placedAt, now) &&
    (line.returnAttempts ?? 0) < MAX_RETURN_ATTEMPTS;
  return {
    cancellable,
    customerCancellable: cancellable,
    returnable,
    customerReturnable,
    exchangeable: customerReturnable,
  };
}

const DATE_PARTS = new Intl.DateTimeFormat("en-US", {
  // The store's time zone (checkout's STORE_TIME_ZONE; orders may not import checkout).
  timeZone: "America/New_York",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: true,
});

/** Spec 3's date format 'MMM D, YYYY hh:mm:ss A', in the store's time zone: 'Mar 10, 2026 09:05:07 AM'. */
export function formatOrderDate(at: Date): string {
  const parts = Object.fromEntries(DATE_PARTS.formatToParts(at).map((part) => [part.type, part.value]));
  const hour = parts.hour === "24" ? "12" : parts.hour;
  return `${parts.month} ${parts.day}, ${parts.year} ${hour}:${parts.minute}:${parts.second} ${parts.dayPeriod}`;
}

/** A date 'YYYY-MM-DD': a calendar day in the store's time zone (delivery-countdown's storeDayStart reads it). */
export const STORE_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The order's own status: its least advanced live line's, else (all cancelled) its lines' last word. */
const STATUS_ORDER: readonly ItemStatus[] = [
  "CUSTOMER_ACTION_REQUIRED",
  "DECLINED",
  "SUBMITTED",
  "PROCESSING",
  "SHIPPED",
  "DELIVERY_MISTAKE",
  "COMPLETED",
  "RETURN_IN_PROGRESS",
  "RETURNING",
  "RETURNED",
  "DECLINED_CANCELLED",
  "CANCELLED",
];

export function orderStatusOf(statuses: readonly ItemStatus[]): ItemStatus {
  return STATUS_ORDER.find((status) => statuses.includes(status)) ?? "SUBMITTED";
}
