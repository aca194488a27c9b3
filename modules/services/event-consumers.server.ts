import { orderPlacedMails } from "../checkout/index.server.ts";
import type { Db, Log } from "../core/index.ts";
import { type BackgroundDrain, createEventConsumer, drainInTurn } from "../events/index.server.ts";
import { type MailDispatcher, mailEventHandler } from "../mail/index.server.ts";
import { orderEventMails } from "../orders/index.server.ts";
import { returnEventMails } from "../returns/index.server.ts";
import { createWebhooks, type WebhooksOptions } from "../webhooks/index.server.ts";

/** What the outbox's consumers are built from. */
export interface EventConsumersOptions {
  db: Db;
  log: Log;
  now: () => Date;
  marketplaces: readonly { subsiteId: string; name: string; baseUrl: string }[];
  /** Kicked when the mail consumer has queued mail, so it leaves at once. */
  mailDispatcher: Pick<MailDispatcher, "kick">;
  webhookSettings?: WebhooksOptions["settings"];
}

/**
 * The domain events' consumers, drained in turn (services.events): the mails of orders, returns and
 * checkout (their renderers, queued into the mail outbox), then the webhooks' fan-out and sender.
 * Built once by the server and by tests alike.
 */
export function createEventConsumers(options: EventConsumersOptions): BackgroundDrain {
  const { db, log, now } = options;
  const handle = mailEventHandler([orderPlacedMails, orderEventMails, returnEventMails], {
    marketplaces: options.marketplaces,
    now,
  });
  const mail = createEventConsumer({ name: "mail", db, log, now, handle });
  const mailThenSend: BackgroundDrain = {
    ...mail,
    async drainOnce() {
      const queued = await mail.drainOnce();
      if (queued > 0) options.mailDispatcher.kick();
      return queued;
    },
  };
  const webhooks = createWebhooks({
    db,
    log,
    now,
    ...(options.webhookSettings && { settings: options.webhookSettings }),
  });
  return drainInTurn([mailThenSend, webhooks.consumer, webhooks.sender], log);
}
