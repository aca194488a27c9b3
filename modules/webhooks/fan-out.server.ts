import { and, arrayContains, eq } from "drizzle-orm";
import type { EventHandler } from "../events/index.server.ts";
import { webhookDeliveries, webhookEndpoints, webhookMessages } from "./schema.server.ts";
import { webhookBody } from "./webhook-body.server.ts";

/**
 * The "webhooks" consumer's handler: in the event's delivery transaction, one delivery row per enabled
 * endpoint subscribed to its type (the message's body made once for all). The outbox hands events of
 * an order over in order, so an endpoint's deliveries of a stream are queued in that order too.
 */
export function webhookFanOut(now: () => Date): EventHandler {
  return async (tx, event) => {
    const endpoints = await tx
      .select({ endpointId: webhookEndpoints.endpointId })
      .from(webhookEndpoints)
      .where(
        and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.eventTypes, [event.type])),
      );
    if (endpoints.length === 0) return;
    const at = now();
    const [message] = await tx
      .insert(webhookMessages)
      .values({
        eventKey: event.eventKey,
        eventType: event.type,
        stream: event.stream,
        body: webhookBody(event),
        createdAt: at,
      })
      // Once per event id: the outbox hands each event over once, and this keeps it so besides.
      .onConflictDoUpdate({ target: webhookMessages.eventKey, set: { eventType: event.type } })
      .returning({ messageId: webhookMessages.messageId });
    if (!message) throw new Error("the webhook message was not written");
    await tx
      .insert(webhookDeliveries)
      .values(
        endpoints.map(({ endpointId }) => ({
          endpointId,
          messageId: message.messageId,
          stream: event.stream,
          queuedAt: at,
          nextAttemptAt: at,
        })),
      )
      .onConflictDoNothing();
  };
}
