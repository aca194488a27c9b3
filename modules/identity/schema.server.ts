import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Visitor sessions. A row exists once a session has stored something (a bag, a sign-in): page
 * views only hand out the cookies. The session id is not a secret (the browser keeps it for the
 * local bag backup); the session token is, and only its SHA-256 is kept.
 */
export const sessions = pgTable(
  "sessions",
  {
    sessionId: text("session_id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    /** The signed-in customer, when there is one (accounts issue). */
    customerId: bigint("customer_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_customer_idx").on(t.customerId)],
);
