import { asc, sql } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { telemetryEvents } from "./schema.server.ts";

/** A shopper's browser, and a crawler, as their user agents say. */
export const CHROME_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
export const GOOGLEBOT_USER_AGENT =
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The events stored, oldest first, as a test compares them. */
export function storedEvents(db: Db) {
  return db
    .select({
      type: telemetryEvents.type,
      name: telemetryEvents.name,
      pageType: telemetryEvents.pageType,
      properties: telemetryEvents.properties,
    })
    .from(telemetryEvents)
    .orderBy(asc(telemetryEvents.eventId));
}

/** Forgets every stored event, so that a test sees only those of its own requests. */
export async function clearStoredEvents(db: Db): Promise<void> {
  await db.delete(telemetryEvents);
}

/** Runs `check` while the events' table is gone (renamed away): a database that refuses every event. */
export async function whileEventsRefused(db: Db, check: () => Promise<void>): Promise<void> {
  await db.execute(sql`alter table telemetry_events rename to telemetry_events_gone`);
  try {
    await check();
  } finally {
    await db.execute(sql`alter table telemetry_events_gone rename to telemetry_events`);
  }
}
