import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";

/**
 * Where operators asked the store to post its events (`npm run webhooks -- add`). The secret signs
 * every delivery, so it is kept as given (it cannot be a hash), and shown only when the endpoint is
 * added. `failing_since` is the first failed try after the last success: an endpoint from which
 * nothing has succeeded for a day is disabled, with the reason and time.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    endpointId: serial("endpoint_id").primaryKey(),
    url: text("url").notNull(),
    eventTypes: text("event_types").array().notNull(),
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    failingSince: timestamp("failing_since", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    disabledReason: text("disabled_reason"),
  },
  (t) => [check("webhook_endpoints_disabled", sql`${t.enabled} or ${t.disabledAt} is not null`)],
);

/**
 * An event as webhooks send it: the JSON body made once when the event is fanned out (the same bytes
 * to every endpoint; each signs them with its own secret). `event_key` is the `webhook-id`.
 */
export const webhookMessages = pgTable("webhook_messages", {
  messageId: bigserial("message_id", { mode: "number" }).primaryKey(),
  eventKey: text("event_key").notNull().unique(),
  eventType: text("event_type").notNull(),
  stream: text("stream").notNull(),
  body: text("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One message to one endpoint: the delivery log an operator reads (`npm run webhooks -- deliveries`).
 * Sent in order per endpoint and stream: a delivery waits while an older one of its stream to the
 * same endpoint is pending. A claimed delivery's next_attempt_at is its lease; `attempts` counts the
 * tries and tells a sender's outcome from a stale one's. Retried for a day from `queued_at`.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    deliveryId: bigserial("delivery_id", { mode: "number" }).primaryKey(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.endpointId, { onDelete: "cascade" }),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => webhookMessages.messageId, { onDelete: "cascade" }),
    stream: text("stream").notNull(),
    /** 'pending', 'delivered' (a 2xx answer), or 'failed' (a day of tries, or its endpoint disabled). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    unique("webhook_deliveries_endpoint_message").on(t.endpointId, t.messageId),
    check("webhook_deliveries_status", sql`${t.status} in ('pending', 'delivered', 'failed')`),
    index("webhook_deliveries_pending_idx")
      .on(t.endpointId, t.stream, t.messageId)
      .where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_log_idx").on(t.endpointId, t.deliveryId),
  ],
);
