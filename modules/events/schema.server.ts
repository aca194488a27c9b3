import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * What happened to the store's aggregates (an order placed, a line cancelled, a payment captured),
 * written by the owner's transition in the same transaction as the change (the outbox). `stream`
 * is what consumers keep the order of (an order's id); `event_key` is the id the world sees (a
 * webhook's `webhook-id`), never reused.
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    eventId: bigserial("event_id", { mode: "number" }).primaryKey(),
    eventKey: text("event_key").notNull().unique(),
    type: text("type").notNull(),
    stream: text("stream").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("domain_events_stream_idx").on(t.stream, t.eventId)],
);

/**
 * One row per event and consumer (mail, webhooks, ...), written with the event: the consumer's
 * to-do list. A consumer takes the oldest pending row of a stream only when no older row of that
 * stream waits for it (in order per order), marks it done in the transaction of its own effect
 * (once per event id), and retries a failure with backoff until it gives up ('failed').
 */
export const eventDeliveries = pgTable(
  "event_deliveries",
  {
    consumer: text("consumer").notNull(),
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => domainEvents.eventId, { onDelete: "cascade" }),
    stream: text("stream").notNull(),
    /** 'pending', 'done', or 'failed' after the last attempt. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.consumer, t.eventId] }),
    index("event_deliveries_pending_idx")
      .on(t.consumer, t.stream, t.eventId)
      .where(sql`${t.status} = 'pending'`),
    index("event_deliveries_due_idx").on(t.consumer, t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
