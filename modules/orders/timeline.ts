import { formatPrice } from "../catalog/index.ts";
import { CANCEL_REASONS, type CancelReason, formatOrderDate } from "./statuses.ts";

/**
 * An order's history as its customer reads it on the order page (issue 29): placed, items
 * cancelled, shipped, out for delivery, delivered, returns and their steps, and money charged or
 * given back. Moves the customer does not see (processing, authorisations, the warehouse's own
 * bookkeeping) are left out. Pure; our words.
 */

export interface TimelineRow {
  subject: string;
  subjectId: string;
  fromStatus: string | null;
  toStatus: string;
  reason: string | null;
  at: Date;
}

export interface TimelineEntry {
  at: Date;
  atText: string;
  words: string;
}

/** What the timeline knows of the order: its lines' names and its payments' amounts by ledger id. */
export interface TimelineFacts {
  itemNames: ReadonlyMap<string, string>;
  paymentCents: ReadonlyMap<string, number>;
  cardLast4: string | null;
}

const card = (last4: string | null) => (last4 ? `your card ending ${last4}` : "your card");

const cancelWords = (reason: string | null) =>
  reason && reason in CANCEL_REASONS ? ` (${CANCEL_REASONS[reason as CancelReason]})` : "";

const RETURN_WORDS: Readonly<Record<string, string>> = {
  RETURNING: "is on its way back",
  PROCESSED: "was received",
  REFUNDED: "was settled",
  CANCELLED: "was cancelled",
};

const PAYMENT_WORDS: Readonly<Record<string, (cents: string, last4: string | null) => string>> = {
  "capture succeeded": (cents, last4) => `${cents} charged to ${card(last4)}`,
  "release succeeded": (cents, last4) => `${cents} will not be charged to ${card(last4)}`,
  "refund succeeded": (cents, last4) => `${cents} refunded to ${card(last4)}`,
  "gift card capture succeeded": (cents) => `${cents} paid with your gift card balance`,
  "gift card refund succeeded": (cents) => `${cents} returned to your gift card balance`,
};

function wordsOf(row: TimelineRow, facts: TimelineFacts): string | null {
  switch (row.subject) {
    case "order":
      return row.fromStatus === null ? "Order placed" : null;
    case "line": {
      if (row.toStatus !== "CANCELLED" && row.toStatus !== "DECLINED_CANCELLED") return null;
      return `${facts.itemNames.get(row.subjectId) ?? "An item"} cancelled${cancelWords(row.reason)}`;
    }
    case "shipment":
      if (row.toStatus === "IN_TRANSIT") return `Shipment ${row.subjectId} shipped`;
      if (row.toStatus === "OUT_FOR_DELIVERY") return `Shipment ${row.subjectId} out for delivery`;
      return row.toStatus === "DELIVERED" ? `Shipment ${row.subjectId} delivered` : null;
    case "return":
      if (row.fromStatus === null) return `Return ${row.subjectId} started`;
      return RETURN_WORDS[row.toStatus] ? `Return ${row.subjectId} ${RETURN_WORDS[row.toStatus]}` : null;
    case "payment": {
      const cents = facts.paymentCents.get(row.subjectId) ?? 0;
      const words = PAYMENT_WORDS[row.toStatus];
      return words && cents > 0 ? words(formatPrice(cents), facts.cardLast4) : null;
    }
    default:
      return null;
  }
}

/** The customer's timeline of an order, oldest first. */
export function customerTimeline(rows: readonly TimelineRow[], facts: TimelineFacts): TimelineEntry[] {
  return rows.flatMap((row) => {
    const words = wordsOf(row, facts);
    return words ? [{ at: row.at, atText: formatOrderDate(row.at), words }] : [];
  });
}
