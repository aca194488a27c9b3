import type { Db, Log } from "../core/index.ts";
import type { BackgroundDrain } from "../events/index.server.ts";
import type { FederatedProvider, SessionLifetime } from "../identity/index.server.ts";
import type { MailDispatcher, Mailer } from "../mail/index.server.ts";
import type { Marketplace } from "../marketplace/index.ts";
import type { PaymentGateway } from "../payments/index.server.ts";
import type { SearchEngine } from "../search/index.server.ts";
import type { Telemetry } from "../telemetry/index.server.ts";

/**
 * What the store is built from, made once at start (server/start-server.ts) and handed to every API
 * route and every loader (the load context): no module builds its own. Tests hand in their own set.
 * Each module's routes take only the part they use (`Pick<Services, "db" | "marketplaces">`).
 */
export interface Services {
  db: Db;
  /** The configured marketplaces (hosts, base URLs), the main store first. */
  marketplaces: readonly Marketplace[];
  /** The MARKETPLACE setting: one marketplace whatever the host. */
  forcedMarketplace?: string;
  mailer: Mailer;
  /**
   * Sends the mail outbox (queueMail) after commit: kick it once a transaction that queued mail has
   * committed. The server starts it; a test's is not started (the test drains or kicks it).
   */
  mailDispatcher: MailDispatcher;
  /** Sends by the outbox: queues the message and kicks the dispatcher (createOutboxMailer). */
  outboxMailer: Mailer;
  /**
   * The domain events' consumers (webhooks, ...) and the webhook sender, drained in turn: kick it once
   * a transaction that recorded events has committed. The server starts it; a test's is not started
   * (the test drains it, with drainUntilIdle, or kicks it as the pages do).
   */
  events: BackgroundDrain;
  searchEngine: SearchEngine;
  /** The payment provider: the embedded test gateway unless another is configured. */
  paymentGateway: PaymentGateway;
  /** Federated sign-in providers configured, in the modal's order. */
  federatedProviders: readonly FederatedProvider[];
  /** CAPTCHA_SECRET: the newsletter captcha's signing key; unset, the store keeps one of its own in the database. */
  captchaSecret?: string;
  /** The most tries a newsletter captcha needs (CAPTCHA_MAX_COUNTER); unset, the store's default. */
  captchaMaxCounter?: number;
  /** The clock: every rule that depends on the time asks it, so tests can move it. */
  now: () => Date;
  /** The signed-in session's idle and absolute limits (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS). */
  sessionLifetime: SessionLifetime;
  /** The secret that opens the content preview (CONTENT_PREVIEW_TOKEN); none: the preview is closed. */
  contentPreviewToken?: string;
  /** The event store (beacons, errors, tracked events, impressions, clicks) and the metrics. */
  telemetry: Telemetry;
  /** The process's logger (a request's own logger carries its request id). */
  logger: Log;
}
