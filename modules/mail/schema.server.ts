import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The mail the store owes, written in the same transaction as the change it tells of (an order
 * placed, a gift card bought), and sent after commit by the dispatcher: a restart loses and doubles
 * nothing (ARCHITECTURE, durable background work). A sent message keeps its recipient and subject
 * for the record; its body, which may hold a claim code or an access link, is cleared once sent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    mailId: bigserial("mail_id", { mode: "number" }).primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    html: text("html"),
    fromName: text("from_name"),
    /** Extra headers (List-Unsubscribe, say), name to value. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** 'pending', 'sent', or 'failed' after the last attempt. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);
