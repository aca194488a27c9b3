import { asc, eq } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { domainEvents } from "./schema.server.ts";

/** A recorded event as an operator or a test reads it. */
export type RecordedEvent = typeof domainEvents.$inferSelect;

/** The events of a stream (an order), in the order they were recorded. */
export async function eventsOfStream(db: Db, stream: string): Promise<RecordedEvent[]> {
  return db
    .select()
    .from(domainEvents)
    .where(eq(domainEvents.stream, stream))
    .orderBy(asc(domainEvents.eventId));
}
