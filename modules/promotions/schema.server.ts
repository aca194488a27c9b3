import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Promo codes (spec 2 section 8): percent or amount off, or free shipping, between optional dates,
 * with an optional minimum and per-customer limit. Codes are kept upper case; a shopper's typing
 * is compared in upper case. A description naming employees marks the employee discount.
 */
export const promotions = pgTable(
  "promotions",
  {
    code: text("code").primaryKey(),
    kind: text("kind").notNull(),
    percentBasisPoints: integer("percent_basis_points"),
    amountCents: integer("amount_cents"),
    minimumSubtotalCents: integer("minimum_subtotal_cents"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    perCustomerLimit: integer("per_customer_limit"),
    description: text("description").notNull().default(""),
    cancelled: boolean("cancelled").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("promotions_kind", sql`${t.kind} in ('percent', 'amount', 'free_shipping')`),
    check("promotions_code_upper", sql`${t.code} = upper(${t.code}) and length(${t.code}) between 1 and 40`),
  ],
);

/** Each use of a code by an order: the per-customer limit counts these; one per order. */
export const promotionUses = pgTable(
  "promotion_uses",
  {
    code: text("code")
      .notNull()
      .references(() => promotions.code),
    customerId: bigint("customer_id", { mode: "number" }).notNull(),
    orderId: text("order_id").notNull(),
    discountCents: integer("discount_cents").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promotion_uses_order_idx").on(t.orderId),
    index("promotion_uses_customer_idx").on(t.customerId, t.code),
  ],
);

/**
 * Gift cards: a claim code (kept only as its SHA-256 and last four characters, like a password),
 * an amount, an expiry, and who claimed it. Claiming moves the amount to the customer's gift card
 * balance (the ledger below); a card is claimed once.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    giftCardId: bigserial("gift_card_id", { mode: "number" }).primaryKey(),
    claimCodeHash: text("claim_code_hash").notNull().unique(),
    codeLast4: text("code_last4").notNull(),
    amountCents: integer("amount_cents").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The order line that bought it, for e-gift cards sold by the store. */
    sourceOrderId: text("source_order_id"),
    sourceItemUniqueId: text("source_item_unique_id"),
    claimedBy: bigint("claimed_by", { mode: "number" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("gift_cards_amount_positive", sql`${t.amountCents} > 0`)],
);

/**
 * A customer's gift card balance as a ledger: a claim adds, an order spends, a cancellation or
 * refund gives back. The balance is the sum, never below zero (checked under the customer's lock).
 * Each entry has a unique reference ('claim:<gift card>', 'order:<order id>', 'cancel:<item>'), so a
 * retried claim, order or refund never moves money twice.
 */
export const giftCardLedger = pgTable(
  "gift_card_ledger",
  {
    entryId: bigserial("entry_id", { mode: "number" }).primaryKey(),
    customerId: bigint("customer_id", { mode: "number" }).notNull(),
    deltaCents: integer("delta_cents").notNull(),
    /** 'claim', 'order', 'cancel' or 'refund'. */
    reason: text("reason").notNull(),
    giftCardId: bigint("gift_card_id", { mode: "number" }),
    orderId: text("order_id"),
    reference: text("reference").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("gift_card_ledger_customer_idx").on(t.customerId),
    check("gift_card_ledger_reason", sql`${t.reason} in ('claim', 'order', 'cancel', 'refund')`),
  ],
);
