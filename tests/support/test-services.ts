import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import type { Db } from "../../modules/core/index.ts";
import { DEFAULT_SESSION_LIFETIME } from "../../modules/identity/index.server.ts";
import { createMailDispatcher, createMailer, createOutboxMailer } from "../../modules/mail/index.server.ts";
import { configureMarketplaces } from "../../modules/marketplace/index.ts";
import { createTestGateway } from "../../modules/payments/index.server.ts";
import { createPostgresSearchEngine } from "../../modules/search/index.server.ts";
import { createEventConsumers } from "../../modules/services/event-consumers.server.ts";
import type { Services } from "../../modules/services/index.server.ts";
import { createTelemetry } from "../../modules/telemetry/index.server.ts";

/** Mail into a throw-away outbox folder, and the silent logger tests run with. */
export function testMail(): { mailer: Services["mailer"]; logger: pino.Logger } {
  const logger = pino({ level: "silent" });
  const mailer = createMailer(
    { from: "no-reply@localhost", outboxDir: join(tmpdir(), "store-test-outbox") },
    logger,
  );
  return { mailer, logger };
}

/**
 * The services a test runs on: its database, the built-in marketplaces, the Postgres search engine,
 * mail into a throw-away outbox, no federated providers, the real clock, a silent logger; any of
 * them replaced by `overrides` (a configured host, a fixed clock, a mailer that records). The mail
 * dispatcher sends through the mailer given (or the throw-away outbox) and is not started: a test
 * calls its drainOnce, or kicks it as the pages do; so are the domain events' consumers (`events`).
 */
export function testServices(
  db: Db,
  overrides: Partial<Omit<Services, "logger">> = {},
): Services & { logger: pino.Logger } {
  const mail = testMail();
  const { logger } = mail;
  const mailer = overrides.mailer ?? mail.mailer;
  const mailDispatcher = overrides.mailDispatcher ?? createMailDispatcher({ db, mailer, log: logger });
  const now = overrides.now ?? (() => new Date());
  const marketplaces = overrides.marketplaces ?? configureMarketplaces();
  return {
    db,
    marketplaces,
    mailer,
    mailDispatcher,
    outboxMailer: createOutboxMailer(db, mailDispatcher),
    events: createEventConsumers({ db, log: logger, now, marketplaces, mailDispatcher }),
    searchEngine: createPostgresSearchEngine(db),
    paymentGateway: createTestGateway(),
    federatedProviders: [],
    now,
    sessionLifetime: DEFAULT_SESSION_LIFETIME,
    telemetry: overrides.telemetry ?? createTelemetry({ db, logger, now }),
    // The captcha's flow, not its work, is what tests prove: a challenge of a few hundred tries.
    captchaMaxCounter: 400,
    logger,
    ...overrides,
  };
}
