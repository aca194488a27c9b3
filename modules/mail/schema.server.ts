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
    /**
     * The event the message tells of (a domain event's key, with a suffix when one event mails
     * several people): one message per event and recipient however often the event is handled.
     */
    eventKey: text("event_key").unique(),
    /** What the dispatcher keeps the order of (an order's id): a later message of it waits for an earlier one. */
    stream: text("stream"),
    /** When a dispatcher claimed it to send; cleared when sent or given up. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
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
  (t) => [
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("mail_outbox_stream_idx").on(t.stream, t.mailId).where(sql`${t.status} = 'pending'`),
  ],
);
