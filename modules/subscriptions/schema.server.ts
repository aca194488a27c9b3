import { bigint, index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";

/**
 * Back-in-stock requests (spec 3 "Subscriptions": stockSubscriptions): a customer asks to hear
 * when a sold-out size comes back. notified_at is set once the message is sent.
 */
export const stockSubscriptions = pgTable(
  "stock_subscriptions",
  {
    customerId: bigint("customer_id", { mode: "number" }).notNull(),
    stockId: integer("stock_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.stockId] }),
    index("stock_subscriptions_stock_idx").on(t.stockId),
  ],
);
