import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * An order's money as rows (issue 29, "A payment ledger"): each authorisation, capture, void,
 * release (card money an authorisation no longer has to cover, after a cancellation before the
 * capture) and refund, card and gift card alike. A row that asks the gateway is written 'pending'
 * and committed before the gateway is asked, with the key it is asked with, then settled
 * ('succeeded' with the gateway's id, or 'failed'): after a crash, recovery finds what was asked
 * and not settled. The order's paid, refunded and due amounts are sums of succeeded rows; no
 * total is kept beside them. No foreign key to orders: an order's authorisation is asked before
 * the order exists.
 */
export const paymentLedger = pgTable(
  "payment_ledger",
  {
    entryId: bigserial("entry_id", { mode: "number" }).primaryKey(),
    orderId: text("order_id").notNull(),
    /** 'card' or 'gift_card'. */
    method: text("method").notNull(),
    /** 'authorize', 'capture', 'void', 'release' or 'refund'. */
    kind: text("kind").notNull(),
    cents: integer("cents").notNull(),
    /** 'pending', 'succeeded' or 'failed'. */
    status: text("status").notNull(),
    /** The gateway's id of this row's money (authorisation, capture or refund id), once it answered. */
    reference: text("reference"),
    /** The gateway's id this row acts on: a capture's, void's or release's authorisation, a refund's capture. */
    parentReference: text("parent_reference"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** The customer and saved card an authorisation was asked on (recovery asks again to void). */
    customerId: bigint("customer_id", { mode: "number" }),
    paymentInstrumentId: bigint("payment_instrument_id", { mode: "number" }),
    /** Why: a cancellation, a return's contract, a recovery. */
    reason: text("reason"),
    /** Why the gateway refused, when it did. */
    refusal: text("refusal"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    index("payment_ledger_order_idx").on(t.orderId, t.entryId),
    index("payment_ledger_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check("payment_ledger_method", sql`${t.method} in ('card', 'gift_card')`),
    check("payment_ledger_kind", sql`${t.kind} in ('authorize', 'capture', 'void', 'release', 'refund')`),
    check("payment_ledger_status", sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check("payment_ledger_cents", sql`${t.cents} >= 0`),
  ],
);
