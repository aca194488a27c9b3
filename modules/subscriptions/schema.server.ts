import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

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

/**
 * An email address the store may send marketing to, kept lower case: optout is the "no marketing
 * at all" switch (one-click unsubscribe sets it; a new sign-up clears it).
 */
export const emailSubscribers = pgTable(
  "email_subscribers",
  {
    email: text("email").primaryKey(),
    optout: boolean("optout").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("email_subscribers_lower", sql`${t.email} = lower(${t.email})`)],
);

/**
 * What an address is subscribed to: an email list ('list', an emailListId of one marketplace), a
 * brand ('brand', its id) or an upcoming style ('upcoming_style', its style id).
 */
export const emailSubscriptions = pgTable(
  "email_subscriptions",
  {
    email: text("email").notNull(),
    kind: text("kind").notNull(),
    subjectId: text("subject_id").notNull(),
    subscribed: boolean("subscribed").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.kind, t.subjectId] }),
    check("email_subscriptions_kind", sql`${t.kind} in ('list', 'brand', 'upcoming_style')`),
  ],
);

/**
 * Emailed tokens (kept only as their SHA-256): 'manage' opens one address's subscriptions from a
 * marketing email (and unsubscribes it in one click); 'confirm' finishes a sign-up made without
 * the captcha (double opt-in), once. Both expire.
 */
export const subscriptionTokens = pgTable(
  "subscription_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose").notNull(),
    email: text("email").notNull(),
    subsiteId: text("subsite_id").notNull(),
    /** For 'confirm': the lists the sign-up asked for. */
    listIds: jsonb("list_ids").$type<string[]>().notNull().default([]),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("subscription_tokens_purpose", sql`${t.purpose} in ('manage', 'confirm')`),
    index("subscription_tokens_email_idx").on(t.email, t.purpose),
  ],
);

/** The sign-up offer: one promo code per email address, whatever the number of sign-ups. */
export const newsletterOffers = pgTable("newsletter_offers", {
  email: text("email").primaryKey(),
  promoCode: text("promo_code").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The price a customer last heard of for a favorited style: a lower price mails a price-drop alert
 * once (the row moves to the new price in the same statement that claims the mail).
 */
export const priceWatches = pgTable(
  "price_watches",
  {
    customerId: bigint("customer_id", { mode: "number" }).notNull(),
    styleId: integer("style_id").notNull(),
    priceCents: integer("price_cents").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.styleId] })],
);
