import { sql } from "drizzle-orm";
import { queryRows } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import {
  type EventType,
  MAX_EVENT_PROPERTIES_BYTES,
  MAX_NAME_LENGTH,
  MAX_PAGE_TYPE_LENGTH,
} from "./limits.ts";
import { telemetryEvents } from "./schema.server.ts";

/** An event to store; its time is the store's clock at recording. */
export interface NewEvent {
  type: EventType;
  name: string;
  pageType?: string | null;
  properties?: Readonly<Record<string, unknown>>;
}

/** The properties as stored: within MAX_EVENT_PROPERTIES_BYTES as JSON, or a note saying they were not. */
export function boundedProperties(
  properties: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  let json: string;
  try {
    json = JSON.stringify(properties);
  } catch {
    return { dropped: "not JSON" };
  }
  const bytes = Buffer.byteLength(json);
  if (bytes > MAX_EVENT_PROPERTIES_BYTES) return { dropped: "too large", bytes };
  // Read back, so what is stored is exactly the JSON measured (no undefined, no class instances).
  return JSON.parse(json) as Record<string, unknown>;
}

/** Stores events (one statement), their names and page types cut to the columns' bounds. */
export async function insertEvents(db: Db, events: readonly NewEvent[], at: Date): Promise<void> {
  if (events.length === 0) return;
  await db.insert(telemetryEvents).values(
    events.map((event) => ({
      type: event.type,
      name: event.name.slice(0, MAX_NAME_LENGTH) || "unnamed",
      pageType: event.pageType?.slice(0, MAX_PAGE_TYPE_LENGTH) ?? null,
      properties: boundedProperties(event.properties),
      occurredAt: at,
    })),
  );
}

/** Deletes events older than `before`, then all but the newest `keep`; answers how many went. */
export async function pruneEvents(db: Db, { before, keep }: { before: Date; keep: number }): Promise<number> {
  const [pruned] = await queryRows<{ count: number }>(
    db,
    sql`with old as (
          delete from telemetry_events where occurred_at < ${before.toISOString()} returning 1
        ), surplus as (
          delete from telemetry_events where event_id <= (
            select event_id from telemetry_events order by event_id desc offset ${keep} limit 1
          ) returning 1
        )
        select ((select count(*) from old) + (select count(*) from surplus))::int as count`,
  );
  return pruned?.count ?? 0;
}
