import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { EVENT_TYPES, MAX_NAME_LENGTH, MAX_PAGE_TYPE_LENGTH, MAX_STORED_PROPERTIES_BYTES } from "./limits.ts";

const typeList = sql.raw(EVENT_TYPES.map((type) => `'${type}'`).join(", "));

/**
 * Telemetry (spec 1 section 7, /martypixel): page-performance beacons, error reports, tracked
 * events, impressions and clicks. Bounded: rows older than TELEMETRY_RETENTION_DAYS and rows past
 * TELEMETRY_MAX_EVENTS are pruned, and one event's properties are at most a few kB.
 */
export const telemetryEvents = pgTable(
  "telemetry_events",
  {
    eventId: bigserial("event_id", { mode: "number" }).primaryKey(),
    type: text("type").notNull(),
    name: text("name").notNull(),
    pageType: text("page_type"),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("telemetry_events_occurred_at_idx").on(t.occurredAt),
    check("telemetry_events_type", sql`${t.type} in (${typeList})`),
    check(
      "telemetry_events_name_length",
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(MAX_NAME_LENGTH))}`,
    ),
    check(
      "telemetry_events_page_type_length",
      sql`char_length(${t.pageType}) <= ${sql.raw(String(MAX_PAGE_TYPE_LENGTH))}`,
    ),
    check(
      "telemetry_events_properties_size",
      sql`octet_length(${t.properties}::text) <= ${sql.raw(String(MAX_STORED_PROPERTIES_BYTES))}`,
    ),
  ],
);
