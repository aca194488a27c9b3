import { asc } from "drizzle-orm";
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
