import { formatPrice } from "../catalog/index.ts";
import type { LedgerEntry } from "./ledger-sums.ts";

/**
 * An order's money as its customer reads it (issue 29): one line for each time money moved, from
 * the ledger's settled rows: the gift card balance used, the card charged, money not charged
 * after a cancellation, refunds to the card and to the balance. Authorisations and voids are the
 * bank's business and are not shown. Pure: the order page, the mails and the API share it.
 */

export type PaymentLineKind =
  | "gift-card-used"
  | "card-charged"
  | "cancelled"
  | "card-refunded"
  | "gift-card-refunded";

export interface PaymentLine {
  kind: PaymentLineKind;
  cents: number;
  at: Date;
  /** The line's words, with the amount: "Refunded to your card ending 4242: $135.15". */
  words: string;
}

/** What a row is to the customer, if anything. */
function kindOf(entry: Pick<LedgerEntry, "method" | "kind">): PaymentLineKind | null {
  if (entry.method === "gift_card")
    return entry.kind === "capture"
      ? "gift-card-used"
      : entry.kind === "refund"
        ? "gift-card-refunded"
        : null;
  if (entry.kind === "capture") return "card-charged";
  if (entry.kind === "release") return "cancelled";
  if (entry.kind === "refund") return "card-refunded";
  return null;
}

const card = (last4: string | null) => (last4 ? `your card ending ${last4}` : "your card");

/** The words of a payment line (ours). */
export function paymentWords(kind: PaymentLineKind, cents: number, cardLast4: string | null): string {
  const amount = formatPrice(cents);
  switch (kind) {
    case "gift-card-used":
      return `Paid with your gift card balance: ${amount}`;
    case "card-charged":
      return `Charged to ${card(cardLast4)}: ${amount}`;
    case "cancelled":
      return `Cancelled, not charged to ${card(cardLast4)}: ${amount}`;
    case "card-refunded":
      return `Refunded to ${card(cardLast4)}: ${amount}`;
    case "gift-card-refunded":
      return `Returned to your gift card balance: ${amount}`;
  }
}

/** The customer's payment lines of an order, oldest first. */
export function paymentLinesOf(
  entries: readonly (LedgerEntry & { settledAt: Date | null; createdAt: Date })[],
  cardLast4: string | null,
): PaymentLine[] {
  return entries.flatMap((entry) => {
    const kind = entry.status === "succeeded" && entry.cents > 0 ? kindOf(entry) : null;
    if (!kind) return [];
    return [
      {
        kind,
        cents: entry.cents,
        at: entry.settledAt ?? entry.createdAt,
        words: paymentWords(kind, entry.cents, cardLast4),
      },
    ];
  });
}
