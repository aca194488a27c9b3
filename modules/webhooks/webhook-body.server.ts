import type { ConsumedEvent } from "../events/index.server.ts";

/** The largest body a delivery posts; an event whose body would be larger is sent with its ids only. */
export const MAX_WEBHOOK_BODY_BYTES = 64 * 1024;

/**
 * An event's JSON body, the same for every endpoint: `type`, `timestamp` (when it happened) and
 * `data` (its payload, with `eventId`, the `webhook-id`, and `stream`, the order it is about). A
 * payload too large to send is left out (`truncated: true`): the receiver asks the store for it.
 */
export function webhookBody(event: ConsumedEvent): string {
  const head = { type: event.type, timestamp: event.occurredAt.toISOString() };
  const ids = { eventId: event.eventKey, stream: event.stream };
  const whole = JSON.stringify({ ...head, data: { ...event.payload, ...ids } });
  if (Buffer.byteLength(whole) <= MAX_WEBHOOK_BODY_BYTES) return whole;
  return JSON.stringify({ ...head, data: { ...ids, truncated: true } });
}
