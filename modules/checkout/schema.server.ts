import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * A customer's purchase in progress (spec 2 "Purchase"): the choices made at checkout, by id.
 * Its lines are the bag's active items, read live; its prices always come from the catalogue.
 * versionNumber grows with every change, the bag's included (bag_fingerprint records the bag the
 * version was priced from), so a finalize names exactly what the shopper saw. One open purchase
 * per customer; a placed one keeps its order id, so replays of its finalize find the same order.
 */
export const purchases = pgTable(
  "purchases",
  {
    purchaseId: text("purchase_id").primaryKey(),
    customerId: bigint("customer_id", { mode: "number" }).notNull(),
    marketplace: text("marketplace").notNull(),
    versionNumber: integer("version_number").notNull().default(1),
    /** The bag's active lines (stock id and quantity) this version was priced from. */
    bagFingerprint: text("bag_fingerprint").notNull().default(""),
    shippingAddressId: bigint("shipping_address_id", { mode: "number" }),
    paymentInstrumentId: bigint("payment_instrument_id", { mode: "number" }),
    shipSpeed: text("ship_speed"),
    /** The shipping charge the purchase was first priced with (the capped benefits' bound). */
    originalShippingCents: integer("original_shipping_cents"),
    /** The promise dates last shown, speed code to YYYY-MM-DD (DEX_TO_DEX changes are against them). */
    shownPromises: jsonb("shown_promises").$type<Record<string, string>>().notNull().default({}),
    couponCode: text("coupon_code"),
    useGcBalance: boolean("use_gc_balance").notNull().default(false),
    /** Gift messages by the line's stock id. */
    giftMessages: jsonb("gift_messages").$type<Record<string, string>>().notNull().default({}),
    /** 'open', then 'placed'. */
    status: text("status").notNull().default("open"),
    orderId: text("order_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("purchases_one_open_idx").on(t.customerId).where(sql`${t.status} = 'open'`),
    index("purchases_customer_idx").on(t.customerId),
  ],
);

/** A purchase as stored: its choices, its version, and whether it was placed. */
export type PurchaseRow = typeof purchases.$inferSelect;
