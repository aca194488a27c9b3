import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
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

/**
 * An e-Gift Card line's customisation (issue 12): one per line, so one recipient per amount in a
 * bag (the gift card page offers one stock item per amount). It belongs to its line: removing the
 * line, or the bag, removes it (the foreign key cascades). Checked by the gift card form's schema
 * (forms.ts) before it is written; the checks here only bound what the table holds.
 */
export const cartGiftCardDetails = pgTable(
  "cart_gift_card_details",
  {
    cartId: integer("cart_id").notNull(),
    stockId: integer("stock_id").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    senderName: text("sender_name").notNull(),
    message: text("message").notNull().default(""),
    design: text("design").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.stockId] }),
    foreignKey({
      name: "cart_gift_card_details_line_fk",
      columns: [t.cartId, t.stockId],
      foreignColumns: [cartItems.cartId, cartItems.stockId],
    }).onDelete("cascade"),
    check(
      "cart_gift_card_details_lengths",
      sql`char_length(${t.recipientName}) between 1 and 50 and char_length(${t.recipientEmail}) between 3 and 254
        and char_length(${t.senderName}) between 1 and 50 and char_length(${t.message}) <= 200
        and char_length(${t.design}) between 1 and 40`,
    ),
  ],
);
