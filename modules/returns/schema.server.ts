import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { AddressSnapshot } from "../orders/index.server.ts";

/** An address printed on a return label: an order's address snapshot without its id and phone. */
export type LabelAddressSnapshot = Omit<AddressSnapshot, "addressId" | "primaryVoiceNumber">;

/**
 * A return: one box going back, with its label (spec 2 "Return": labelInfo, boxInfo). Its id is
 * the RMA number printed on the label; its items are its contracts. `status` is spec 2's return
 * tracking status (DROPOFF_PENDING ... REFUNDED), or CANCELLED.
 */
export const returns = pgTable(
  "returns",
  {
    rmaNumber: text("rma_number").primaryKey(),
    customerId: bigint("customer_id", { mode: "number" }).notNull(),
    marketplace: text("marketplace").notNull(),
    email: text("email").notNull(),
    labelType: text("label_type").notNull(),
    carrier: text("carrier").notNull(),
    trackingNumber: text("tracking_number").notNull(),
    status: text("status").notNull(),
    fromAddress: jsonb("from_address").$type<LabelAddressSnapshot>().notNull(),
    toAddress: jsonb("to_address").$type<LabelAddressSnapshot>().notNull(),
    /** The pick-up day (YYYY-MM-DD, store time) of a UPS_PICKUP return. */
    pickupDate: text("pickup_date"),
    /** The exchange order made with this return, when it is an exchange. */
    exchangeOrderId: text("exchange_order_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("returns_customer_idx").on(t.customerId, t.createdAt),
    index("returns_exchange_order_idx").on(t.exchangeOrderId),
  ],
);

/**
 * A return contract: one shipment line item in a return (spec 2 contractIds; the return-info
 * page's {contractId}/{shipmentLineItemId}). An item is in at most one open contract (the partial
 * unique index): two submits of the same item cannot both win. `previousStatus` is the line's
 * status before the return, given back if the return is cancelled; the refund is what went back
 * to the card and to the gift card balance, once refunded.
 */
export const returnContracts = pgTable(
  "return_contracts",
  {
    contractId: text("contract_id").primaryKey(),
    rmaNumber: text("rma_number")
      .notNull()
      .references(() => returns.rmaNumber, { onDelete: "cascade" }),
    /** The order and item going back, by id: the orders module owns them. */
    orderId: text("order_id").notNull(),
    itemUniqueId: text("item_unique_id").notNull(),
    /** 'return' gives the money back; 'exchange' swaps the item for the exchange order's. */
    kind: text("kind").notNull(),
    reason: text("reason").notNull(),
    previousStatus: text("previous_status").notNull(),
    /**
     * The order and line whose payment a refund comes from: the item's own, or for an exchange's
     * replacement, the line it replaced (an exchange order charges nothing).
     */
    refundOrderId: text("refund_order_id").notNull(),
    refundItemUniqueId: text("refund_item_unique_id").notNull(),
    /** 'open', 'cancelled' or 'closed' (received and settled). */
    state: text("state").notNull().default("open"),
    refundCardCents: integer("refund_card_cents").notNull().default(0),
    refundGiftCardCents: integer("refund_gift_card_cents").notNull().default(0),
    /** When its refund was worked out and kept (before the gateway is asked: a retry asks the same). */
    refundPlannedAt: timestamp("refund_planned_at", { withTimezone: true }),
    refundId: text("refund_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("return_contracts_rma_idx").on(t.rmaNumber),
    index("return_contracts_order_idx").on(t.orderId),
    index("return_contracts_refund_order_idx").on(t.refundOrderId),
    uniqueIndex("return_contracts_one_open_idx").on(t.itemUniqueId).where(sql`${t.state} = 'open'`),
    check("return_contracts_kind", sql`${t.kind} in ('return', 'exchange')`),
    check("return_contracts_state", sql`${t.state} in ('open', 'cancelled', 'closed')`),
    check(
      "return_contracts_refund_not_negative",
      sql`${t.refundCardCents} >= 0 and ${t.refundGiftCardCents} >= 0`,
    ),
  ],
);

/**
 * Where each return stands with the warehouse: its next step (scan, receive, refund) and since
 * when it waits; moved by every step, the operators' command's as the demo clock's, like the
 * orders' fulfilment schedule. No row: nothing left to do.
 */
export const returnSchedule = pgTable(
  "return_schedule",
  {
    rmaNumber: text("rma_number")
      .primaryKey()
      .references(() => returns.rmaNumber, { onDelete: "cascade" }),
    step: text("step").notNull(),
    since: timestamp("since", { withTimezone: true }).notNull(),
  },
  (t) => [index("return_schedule_since_idx").on(t.since)],
);
