import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Visitor sessions. A row exists once a session has stored something (a bag, a sign-in): page
 * views only hand out the cookies. The session id is not a secret (the browser keeps it for the
 * local bag backup); the session token is, and only its SHA-256 is kept. A signed-in session also
 * keeps the hashes of its at-main (authentication, with a server-side expiry) and x-main
 * (recognition) cookies.
 */
export const sessions = pgTable(
  "sessions",
  {
    sessionId: text("session_id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    /** The signed-in customer, when there is one. */
    customerId: bigint("customer_id", { mode: "number" }),
    atMainHash: text("at_main_hash"),
    xMainHash: text("x_main_hash"),
    /** The sign-in's absolute end: sign-in time plus the absolute lifetime (ASVS 3.3.2). */
    authExpiresAt: timestamp("auth_expires_at", { withTimezone: true }),
    /** The signed-in session's last use, for the idle timeout; only a still-valid sign-in moves it. */
    authActiveAt: timestamp("auth_active_at", { withTimezone: true }),
    /** The idle timeout fixed at sign-in, so a configuration change applies to new sign-ins. */
    authIdleSeconds: integer("auth_idle_seconds"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_customer_idx").on(t.customerId)],
);

/** Customers. Email is kept lower-cased and unique; federated-only customers have no password. */
export const customers = pgTable(
  "customers",
  {
    customerId: bigserial("customer_id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    firstName: text("first_name").notNull(),
    /** argon2id; null for a customer who only signs in with another provider. */
    passwordHash: text("password_hash"),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** Set and cleared by operators (`npm run customers -- blocked`): no order is placed for them (decision 218). */
    blocked: boolean("blocked").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("customers_email_idx").on(sql`lower(${t.email})`)],
);

/** Accounts at other identity providers (OpenID Connect) linked to a customer. */
export const federatedIdentities = pgTable(
  "federated_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    customerId: bigint("customer_id", { mode: "number" })
      .notNull()
      .references(() => customers.customerId, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("federated_customer_idx").on(t.customerId)],
);

/** Attempts per throttling key (see throttle.server.ts) in the current window; a success takes its own back. */
export const signInThrottle = pgTable("sign_in_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/**
 * Registrations waiting for their emailed link: the name, the argon2id hash of the chosen password
 * and where to go after, keyed by the SHA-256 of the link's token. The customer is created only
 * when the link is followed, so the address is proven to be the registrant's.
 */
export const pendingRegistrations = pgTable(
  "pending_registrations",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    returnTo: text("return_to"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("pending_registrations_email_idx").on(sql`lower(${t.email})`)],
);

/** Password reset links: only the token's hash is kept; a link works once, before it expires. */
export const passwordResets = pgTable("password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  customerId: bigint("customer_id", { mode: "number" })
    .notNull()
    .references(() => customers.customerId, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});
