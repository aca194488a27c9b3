/**
 * An order's money from its ledger rows (issue 29, "A payment ledger"): what the card was
 * authorised for, let go, captured and refunded, and the gift card balance spent and given back.
 * Only succeeded rows count; nothing is kept beside the rows. Pure: the pages, the mails, the
 * transitions and the property test read the same sums.
 */

export const LEDGER_METHODS = ["card", "gift_card"] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];
export const LEDGER_KINDS = ["authorize", "capture", "void", "release", "refund"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export type LedgerStatus = "pending" | "succeeded" | "failed";

/** A ledger row as the sums read it. */
export interface LedgerEntry {
  entryId: number;
  method: LedgerMethod | string;
  kind: LedgerKind | string;
  cents: number;
  status: LedgerStatus | string;
  reference: string | null;
  parentReference: string | null;
}

/** A capture and what has been refunded of it. */
export interface CaptureLeft {
  captureId: string;
  cents: number;
  refundedCents: number;
}

export interface OrderMoney {
  /** Card money held by authorisations. */
  authorizedCents: number;
  /** Card money an authorisation no longer covers: released by cancellations, or voided. */
  releasedCents: number;
  capturedCents: number;
  cardRefundedCents: number;
  giftCardCents: number;
  giftCardRefundedCents: number;
  /** Card money still to capture: authorised, not released, not captured. */
  dueCents: number;
  /** What the customer has been charged in the end: captured and gift card, less refunds. */
  paidCents: number;
  /** What has come back: card and gift card refunds. */
  refundedCents: number;
  /** What the customer no longer owes: card money released by cancellations, and every refund. */
  creditedCents: number;
  /** The authorisation still open (not voided), if any. */
  authorizationId: string | null;
  captures: CaptureLeft[];
}

const sum = (entries: readonly LedgerEntry[]) => entries.reduce((total, entry) => total + entry.cents, 0);

/** The sums of an order's ledger rows (succeeded rows only). */
export function moneyOf(entries: readonly LedgerEntry[]): OrderMoney {
  const done = entries.filter((entry) => entry.status === "succeeded");
  const of = (method: LedgerMethod, kind: LedgerKind) =>
    done.filter((entry) => entry.method === method && entry.kind === kind);
  const authorizations = of("card", "authorize");
  const voided = new Set(of("card", "void").map((entry) => entry.parentReference));
  const open = authorizations.filter((entry) => !voided.has(entry.reference)).at(-1);
  const refunds = of("card", "refund");
  const captures = of("card", "capture").map((entry) => ({
    captureId: entry.reference ?? "",
    cents: entry.cents,
    refundedCents: sum(refunds.filter((refund) => refund.parentReference === entry.reference)),
  }));
  const authorizedCents = sum(authorizations);
  const releasedCents = sum(of("card", "release")) + sum(of("card", "void"));
  const capturedCents = sum(of("card", "capture"));
  const cardRefundedCents = sum(refunds);
  const giftCardCents = sum(of("gift_card", "capture"));
  const giftCardRefundedCents = sum(of("gift_card", "refund"));
  return {
    authorizedCents,
    releasedCents,
    capturedCents,
    cardRefundedCents,
    giftCardCents,
    giftCardRefundedCents,
    dueCents: Math.max(0, authorizedCents - releasedCents - capturedCents),
    paidCents: capturedCents + giftCardCents - cardRefundedCents - giftCardRefundedCents,
    refundedCents: cardRefundedCents + giftCardRefundedCents,
    creditedCents: sum(of("card", "release")) + cardRefundedCents + giftCardRefundedCents,
    authorizationId: open?.reference ?? null,
    captures,
  };
}

/** The capture a card refund of `cents` comes from: the oldest with enough left, else none. */
export function captureFor(money: OrderMoney, cents: number): CaptureLeft | null {
  return money.captures.find((capture) => capture.cents - capture.refundedCents >= cents) ?? null;
}

/** What an authorisation still holds: its amount less what was released, captured or voided of it. */
export function authorizationLeft(entries: readonly LedgerEntry[], authorizationId: string): number {
  const done = entries.filter((entry) => entry.status === "succeeded" && entry.method === "card");
  const held = sum(done.filter((entry) => entry.kind === "authorize" && entry.reference === authorizationId));
  const taken = sum(
    done.filter(
      (entry) =>
        entry.kind !== "authorize" && entry.kind !== "refund" && entry.parentReference === authorizationId,
    ),
  );
  return Math.max(0, held - taken);
}
