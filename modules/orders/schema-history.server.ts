import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every move of an order's state (issue 29, "An order history"): the order, a line, a shipment, a
 * return of its items or a payment, from what to what, who moved it (the customer, the holder of
 * the emailed link, an operator's command, the warehouse's clocks, the system), why and when.
 * Written by the owner's transition in the same transaction as the move; never updated.
 */
export const orderHistory = pgTable(
  "order_history",
  {
    historyId: bigserial("history_id", { mode: "number" }).primaryKey(),
    orderId: text("order_id").notNull(),
    subject: text("subject").notNull(),
    subjectId: text("subject_id").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actorKind: text("actor_kind").notNull(),
    actorId: text("actor_id"),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("order_history_order_idx").on(t.orderId, t.historyId),
    check("order_history_subject", sql`${t.subject} in ('order', 'line', 'shipment', 'return', 'payment')`),
    check(
      "order_history_actor",
      sql`${t.actorKind} in ('customer', 'guest', 'operator', 'fulfilment-clock', 'returns-clock', 'system')`,
    ),
  ],
);
