import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** One bag per session (guests) or per customer (signed in): exactly one owner column is set. */
export const carts = pgTable(
  "carts",
  {
    cartId: serial("cart_id").primaryKey(),
    sessionId: text("session_id").unique(),
    customerId: bigint("customer_id", { mode: "number" }).unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("carts_one_owner", sql`(${t.sessionId} is null) <> (${t.customerId} is null)`)],
);

/**
 * A stock item in a bag: active (to buy) or saved for later, never both. Stock ids refer to the
 * catalogue's stocks; prices are not kept here, they are read from the catalogue every time.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.cartId, { onDelete: "cascade" }),
    stockId: integer("stock_id").notNull(),
    quantity: integer("quantity").notNull(),
    saved: boolean("saved").notNull().default(false),
    /** Display order: the latest addition first. */
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.stockId] }),
    index("cart_items_stock_idx").on(t.stockId),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);
