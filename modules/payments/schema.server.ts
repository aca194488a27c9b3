import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** What the store keeps of a verified card (a saved one, a held one): fresh columns for each table. */
const keptCardColumns = () => ({
  gatewayToken: text("gateway_token").notNull(),
  brand: text("brand"),
  last4: text("last4").notNull(),
  expirationMonth: smallint("expiration_month").notNull(),
  expirationYear: smallint("expiration_year").notNull(),
  nameOnCard: text("name_on_card").notNull(),
});

/**
 * A customer's saved cards (spec 2 "Payment instrument"). Only what the gateway hands back is kept:
 * its token, the brand, the last four digits and the expiry; never the number or the CVV. The
 * billing address is one of the customer's addresses, by id. A deleted card stays inactive (orders
 * will refer to it). At most one active card of a customer is the default (is_primary).
 */
export const paymentInstruments = pgTable(
  "payment_instruments",
  {
    paymentInstrumentId: bigserial("payment_instrument_id", { mode: "number" }).primaryKey(),
    customerId: bigint("customer_id", { mode: "number" }).notNull(),
    paymentType: text("payment_type").notNull().default("CC"),
    ...keptCardColumns(),
    billingAddressId: bigint("billing_address_id", { mode: "number" }).notNull(),
    isPrimary: boolean("is_primary").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_instruments_customer_idx").on(t.customerId, t.active),
    uniqueIndex("payment_instruments_one_default_idx")
      .on(t.customerId)
      .where(sql`${t.isPrimary} and ${t.active}`),
  ],
);

/**
 * Each card a customer asked the gateway to verify, and how it went: repeated declines close the
 * card form for a while (spec 2, the card-add limit). An attempt is written before the gateway is
 * asked (outcome 'pending'), so parallel attempts cannot pass the limit.
 */
export const cardVerifications = pgTable(
  "card_verifications",
  {
    verificationId: bigserial("verification_id", { mode: "number" }).primaryKey(),
    customerId: bigint("customer_id", { mode: "number" }).notNull(),
    outcome: text("outcome").notNull().default("pending"),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("card_verifications_customer_idx").on(t.customerId, t.attemptedAt)],
);

/**
 * A card the gateway verified that waits for its billing address (express checkout while the
 * shopper answers the address check): the token and what may be kept, as on a saved card, never the
 * number or the CVV. At most one per customer, for HELD_CARD_MINUTES; it becomes a saved card, or
 * is dropped, when the address is chosen.
 */
export const heldCards = pgTable("held_cards", {
  customerId: bigint("customer_id", { mode: "number" }).primaryKey(),
  handle: text("handle").notNull(),
  ...keptCardColumns(),
  heldAt: timestamp("held_at", { withTimezone: true }).notNull(),
});
