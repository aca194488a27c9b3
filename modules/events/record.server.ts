import { randomBytes } from "node:crypto";
import type { Db } from "../core/index.ts";
import { EVENT_CONSUMERS, type EventType } from "./event-types.ts";
import { domainEvents, eventDeliveries } from "./schema.server.ts";

/** An event as its owner's transition announces it. */
export interface NewEvent {
  type: EventType;
  /** What consumers keep the order of: the order's id for everything about an order. */
  stream: string;
  payload: Record<string, unknown>;
  at: Date;
}

/** An event's public id: `evt_` and 24 hex digits (a webhook's `webhook-id`). */
export const newEventKey = (): string => `evt_${randomBytes(12).toString("hex")}`;

/**
 * Writes events and one delivery row per consumer in the caller's transaction, so they exist if
 * and only if the change they tell of commits. Answers the events' keys, in the order given.
 */
export async function recordEvents(tx: Db, events: readonly NewEvent[]): Promise<string[]> {
  if (events.length === 0) return [];
  const rows = await tx
    .insert(domainEvents)
    .values(
      events.map((event) => ({
        eventKey: newEventKey(),
        type: event.type,
        stream: event.stream,
        payload: event.payload,
        occurredAt: event.at,
      })),
    )
    .returning({
      eventId: domainEvents.eventId,
      eventKey: domainEvents.eventKey,
      stream: domainEvents.stream,
    });
  const ordered = [...rows].sort((a, b) => a.eventId - b.eventId);
  await tx
    .insert(eventDeliveries)
    .values(
      ordered.flatMap((row) =>
        EVENT_CONSUMERS.map((consumer) => ({ consumer, eventId: row.eventId, stream: row.stream })),
      ),
    );
  return ordered.map((row) => row.eventKey);
}

/** One event: recordEvents for a single change. */
export async function recordEvent(tx: Db, event: NewEvent): Promise<string> {
  const [key] = await recordEvents(tx, [event]);
  if (!key) throw new Error("the outbox answered no key for a recorded event");
  return key;
}
