import type { Db } from "../modules/core/index.ts";
import { federatedProviders } from "../modules/identity/index.server.ts";
import { createMailDispatcher, createMailer, createOutboxMailer } from "../modules/mail/index.server.ts";
import { configureMarketplaces } from "../modules/marketplace/index.ts";
import { createTestGateway } from "../modules/payments/index.server.ts";
import { createPostgresSearchEngine } from "../modules/search/index.server.ts";
import { createEventConsumers } from "../modules/services/event-consumers.server.ts";
import type { Services } from "../modules/services/index.server.ts";
import { createTelemetry } from "../modules/telemetry/index.server.ts";
import {
  type Config,
  federatedSettings,
  mailSettings,
  marketplaceSettings,
  sessionLifetime,
  telemetrySettings,
  webhookSettings,
} from "./config.ts";
import type { Logger } from "./logger.ts";

/** The store's services from its configuration, built once at start and shared by every request. */
export function createServices(config: Config, db: Db, logger: Logger): Services & { logger: Logger } {
  const marketplace = marketplaceSettings(config);
  const mailer = createMailer(mailSettings(config), logger);
  const mailDispatcher = createMailDispatcher({ db, mailer, log: logger });
  const now = () => new Date();
  const marketplaces = configureMarketplaces(marketplace);
  return {
    db,
    marketplaces,
    ...(marketplace.forced && { forcedMarketplace: marketplace.forced }),
    mailer,
    // Not started here: serveStore starts it once the store listens, and stops it before the database closes.
    mailDispatcher,
    outboxMailer: createOutboxMailer(db, mailDispatcher),
    // Not started here either: the outbox's consumers, then the sender of what they queued.
    events: createEventConsumers({
      db,
      log: logger,
      now,
      marketplaces,
      mailDispatcher,
      webhookSettings: webhookSettings(config),
    }),
    searchEngine: createPostgresSearchEngine(db),
    // The only gateway so far: a real provider's adapter goes here, chosen by configuration.
    paymentGateway: createTestGateway(),
    federatedProviders: federatedProviders(federatedSettings(config)),
    ...(config.CAPTCHA_SECRET && { captchaSecret: config.CAPTCHA_SECRET }),
    captchaMaxCounter: config.CAPTCHA_MAX_COUNTER,
    now,
    sessionLifetime: sessionLifetime(config),
    ...(config.CONTENT_PREVIEW_TOKEN && { contentPreviewToken: config.CONTENT_PREVIEW_TOKEN }),
    // Not pruning here: serveStore starts that once the store listens.
    telemetry: createTelemetry({
      db,
      logger,
      now,
      settings: telemetrySettings(config),
      processMetrics: true,
    }),
    logger,
  };
}
