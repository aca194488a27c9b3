import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** An address as it was when the order was placed: later edits of the saved one do not change it. */
export interface AddressSnapshot {
  addressId: number;
  fullName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  stateOrRegion: string;
  postalCode: string;
  countryCode: string;
  primaryVoiceNumber: string;
}

/**
 * A placed order (spec 2 "Order"): id ddd-ddddddd-ddddddd, what was charged in integer cents, and
 * the addresses and card as they were. One order per purchase (purchase_id unique) and per
 * customer's Idempotency-Key: a replayed finalize finds the order, never makes a second.
 */
export const orders = pgTable(
  "orders",
  {
    orderId: text("order_id").primaryKey(),
    customerId: bigint("customer_id", { mode: "number" }).notNull(),
    purchaseId: text("purchase_id").notNull().unique(),
    purchaseVersion: integer("purchase_version").notNull(),
    idempotencyKey: text("idempotency_key"),
    marketplace: text("marketplace").notNull(),
    email: text("email").notNull(),
    /** The order's own status; each line has its own too (spec 2 item statuses). */
    status: text("status").notNull().default("SUBMITTED"),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull().defaultNow(),
    shippingAddress: jsonb("shipping_address").$type<AddressSnapshot>(),
    billingAddress: jsonb("billing_address").$type<AddressSnapshot>(),
    shipSpeed: text("ship_speed").notNull(),
    /** The delivery date promised (YYYY-MM-DD, store time). */
    promiseDate: text("promise_date").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    couponCents: integer("coupon_cents").notNull().default(0),
    shippingCents: integer("shipping_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    giftCardCents: integer("gift_card_cents").notNull().default(0),
    grandTotalCents: integer("grand_total_cents").notNull(),
    /** What the card was to pay: the grand total less the gift card balance used. What it was
     * authorised for, paid and refunded is in the payment ledger (schema-ledger.server.ts). */
    cardCents: integer("card_cents").notNull(),
    couponCode: text("coupon_code"),
    paymentInstrumentId: bigint("payment_instrument_id", { mode: "number" }),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** The order of the bag's e-gift cards, when it held some beside other items. */
    digitalOrderId: text("digital_order_id"),
    /** The order whose item this exchange order replaces (an exchange order charges nothing). */
    exchangeOfOrderId: text("exchange_of_order_id"),
    /** When its return window started, if not when it was placed: an exchange order keeps its first order's. */
    returnWindowFrom: timestamp("return_window_from", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("orders_idempotency_idx").on(t.customerId, t.idempotencyKey),
    index("orders_customer_idx").on(t.customerId, t.placedAt),
    check(
      "orders_money_adds_up",
      sql`${t.grandTotalCents} = ${t.subtotalCents} - ${t.couponCents} + ${t.shippingCents} + ${t.taxCents}
        and ${t.cardCents} = ${t.grandTotalCents} - ${t.giftCardCents} and ${t.cardCents} >= 0`,
    ),
  ],
);

/** What an e-gift card line carries to its recipient. */
export interface GiftCardCustomization {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  design: string;
}

/** One line of an order: the stock item and its price when bought, and the line's own status. */
export const orderLines = pgTable(
  "order_lines",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.orderId, { onDelete: "cascade" }),
    lineNumber: integer("line_number").notNull(),
    /** The spec's itemUniqueId: unique across orders. */
    itemUniqueId: text("item_unique_id").notNull().unique(),
    stockId: integer("stock_id").notNull(),
    asin: text("asin").notNull(),
    productId: bigint("product_id", { mode: "number" }).notNull(),
    styleId: integer("style_id").notNull(),
    colorId: integer("color_id").notNull(),
    productName: text("product_name").notNull(),
    brandName: text("brand_name").notNull(),
    color: text("color").notNull(),
    size: text("size").notNull(),
    width: text("width"),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    glProductGroupType: text("gl_product_group_type").notNull(),
    isGiftCard: boolean("is_gift_card").notNull().default(false),
    isEgc: boolean("is_egc").notNull().default(false),
    giftMessage: text("gift_message"),
    gcCustomization: jsonb("gc_customization").$type<GiftCardCustomization>(),
    status: text("status").notNull().default("SUBMITTED"),
    /** The shipment that carried it, once shipped. */
    shipmentId: text("shipment_id"),
    /** Spec 2's cancellation reason, and when, once cancelled. */
    cancelReason: text("cancel_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Returns submitted for this item, cancelled ones included (spec 2: at most 10). */
    returnAttempts: integer("return_attempts").notNull().default(0),
    /** On an exchange order's line: the item it replaces, whose order holds the money paid. */
    exchangeOfItemUniqueId: text("exchange_of_item_unique_id"),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNumber] }),
    index("order_lines_stock_idx").on(t.stockId),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0 and ${t.unitPriceCents} >= 0`),
  ],
);

/**
 * A parcel of an order (spec 2 "shipments"): its carrier and tracking number, and its tracking
 * status (SHIPPING_SOON ... DELIVERED). Its lines name it (order_lines.shipment_id).
 */
export const shipments = pgTable(
  "shipments",
  {
    shipmentId: text("shipment_id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.orderId, { onDelete: "cascade" }),
    carrier: text("carrier").notNull(),
    trackingNumber: text("tracking_number").notNull(),
    status: text("status").notNull(),
    /** The delivery date promised (YYYY-MM-DD, store time). */
    estimatedDelivery: text("estimated_delivery").notNull(),
    shippedAt: timestamp("shipped_at", { withTimezone: true }).notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [index("shipments_order_idx").on(t.orderId)],
);

/** A shipment's tracking history, oldest first: what the carrier reported, where and when. */
export const shipmentEvents = pgTable(
  "shipment_events",
  {
    eventId: bigserial("event_id", { mode: "number" }).primaryKey(),
    shipmentId: text("shipment_id")
      .notNull()
      .references(() => shipments.shipmentId, { onDelete: "cascade" }),
    status: text("status").notNull(),
    description: text("description").notNull(),
    location: text("location").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("shipment_events_shipment_idx").on(t.shipmentId, t.at)],
);

/**
 * Where each order stands in its fulfilment: its next step (process, ship, out_for_delivery,
 * deliver) and since when it waits for it. Written with the order and moved by every step, the
 * operators' command's as the demo clock's; the clock takes a row whose wait is over `for update
 * skip locked` and does the step and moves the row in one transaction, so a restart neither loses
 * nor repeats a step. No row: nothing left to do (delivered, cancelled, or waiting for the customer).
 */
export const fulfilmentSchedule = pgTable(
  "fulfilment_schedule",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => orders.orderId, { onDelete: "cascade" }),
    step: text("step").notNull(),
    since: timestamp("since", { withTimezone: true }).notNull(),
  },
  (t) => [index("fulfilment_schedule_since_idx").on(t.since)],
);

/**
 * Guest access to one order by the link in its confirmation mail: the token is kept only as its
 * SHA-256 (like a password), and expires.
 */
export const orderAccessTokens = pgTable(
  "order_access_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.orderId, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_access_tokens_order_idx").on(t.orderId)],
);
