import type { Db } from "../core/index.ts";
import type { ConsumedEvent, EventHandler } from "../events/index.server.ts";
import type { MailMessage } from "./mailer.server.ts";
import { queueMail } from "./outbox.server.ts";

/**
 * The 'mail' consumer of the domain events (issue 29): each module that mails its customers about
 * its changes (orders, returns, checkout) gives a renderer that turns an event into messages; the
 * consumer queues them in the outbox in the event's transaction, keyed by the event (one message
 * per event and recipient, whatever retries or restarts) and in order per order (the stream).
 */

/** What a renderer knows beside the event: the stores, and the consumer's clock. */
export interface EventMailContext {
  marketplaces: readonly { subsiteId: string; name: string; baseUrl: string }[];
  now: Date;
}

/** Turns an event into the messages it owes (none for an event it does not mail about). */
export type EventMailRenderer = (
  tx: Db,
  event: ConsumedEvent,
  context: EventMailContext,
) => Promise<MailMessage[]>;

/** The mail consumer's handler: every renderer's messages of the event, queued in the event's order. */
export function mailEventHandler(
  renderers: readonly EventMailRenderer[],
  context: { marketplaces: EventMailContext["marketplaces"]; now: () => Date },
): EventHandler {
  return async (tx, event) => {
    const at = { marketplaces: context.marketplaces, now: context.now() };
    let n = 0;
    for (const render of renderers) {
      for (const message of await render(tx, event, at)) {
        const eventKey = n === 0 ? event.eventKey : `${event.eventKey}:${n}`;
        await queueMail(tx, message, { eventKey, stream: event.stream });
        n += 1;
      }
    }
  };
}
