import type { Db, Log } from "../core/index.ts";
import { type BackgroundDrain, createEventConsumer, type EventConsumer } from "../events/index.server.ts";
import { webhookFanOut } from "./fan-out.server.ts";
import { createWebhookSender, WEBHOOK_TIMEOUT_MS } from "./sender.server.ts";

/** The store's webhook settings (server/config.ts reads them from the environment). */
export interface WebhookSettings {
  /** How long a receiver has to answer (WEBHOOK_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

export interface WebhooksOptions {
  db: Db;
  log: Log;
  now?: () => Date;
  settings?: Partial<WebhookSettings>;
}

/**
 * The store's webhooks, built once (server/services.ts): the outbox's "webhooks" consumer, which
 * queues a delivery per subscribed endpoint in each event's transaction, and the sender that posts
 * them. Drain them in that order (drainInTurn) so that a kick sends what the consumer just queued.
 */
export function createWebhooks(options: WebhooksOptions): {
  consumer: EventConsumer;
  sender: BackgroundDrain;
} {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const consumer = createEventConsumer({ name: "webhooks", db, log, now, handle: webhookFanOut(now) });
  const timeoutMs = options.settings?.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const sender = createWebhookSender({ db, log, now, timeoutMs });
  return { consumer, sender };
}
