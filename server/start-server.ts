import cluster from "node:cluster";
import type { Server } from "node:http";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import type { Database } from "../db/client.ts";
import { EVENT_DRAIN_INTERVAL_MS } from "../modules/events/index.server.ts";
import { MAIL_DISPATCH_INTERVAL_MS } from "../modules/mail/index.server.ts";
import {
  createFulfilmentClock,
  createPaymentRecoveryClock,
  FULFILMENT_TICK_MS,
  PAYMENT_RECOVERY_TICK_MS,
} from "../modules/orders/index.server.ts";
import { createReturnsClock } from "../modules/returns/index.server.ts";
import type { Services } from "../modules/services/index.server.ts";
import { createAlertsClock } from "../modules/subscriptions/index.server.ts";
import { isCatalogueEmpty, seedCatalogue } from "../seed/index.ts";
import { createApp, pageCacheSettings } from "./app.ts";
import { type Config, fulfilmentTimings, loadConfig, returnTimings } from "./config.ts";
import { openConfiguredDatabase } from "./database.ts";
import { drainable } from "./http-drain.ts";
import { httpServerOptions } from "./input/limits.ts";
import { createLogger, type Logger } from "./logger.ts";
import { runPrimary } from "./primary.ts";
import { createServices } from "./services.ts";

const buildDir = fileURLToPath(new URL("../build", import.meta.url));

/** How long an idle kept-alive connection stays open (see where the server is made). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Starts the store: configuration, database (migrated, seeded on first start), warm-up, then HTTP.
 * With WEB_CONCURRENCY > 1 this process is the primary, which prepares the database and forks the
 * workers; each worker (this same entry point again) serves HTTP on the shared port.
 */
export async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (config.WEB_CONCURRENCY === 1) {
    await serveStore(config, logger, await prepareDatabase(config, logger), started);
  } else if (cluster.isPrimary) {
    await runPrimary(config, logger, async () => {
      const database = await prepareDatabase(config, logger);
      await database.close();
    });
  } else {
    // Every line of a worker names it; its primary migrated and seeded the database already.
    const workerLogger = logger.child({ worker: cluster.worker?.id });
    const database = await openConfiguredDatabase(config, connectionLost(workerLogger), { migrate: false });
    await serveStore(config, workerLogger, database, started);
  }
}

const connectionLost = (logger: Logger) => (error: Error) =>
  logger.warn({ err: error }, "database connection lost; the pool replaces it");

/** Opens and migrates the database, and seeds the demo catalogue on first start. */
export async function prepareDatabase(config: Config, logger: Logger): Promise<Database> {
  // The primary or the single process opens an embedded database (WEB_CONCURRENCY is 1 with it):
  // it holds the data folder's lock, and a command beside it is refused.
  const database = await openConfiguredDatabase(config, connectionLost(logger), {
    role: "store",
    onStaleLock: (stale, message) => logger.warn({ stale }, message),
  });
  logger.info({ database: database.kind }, "database ready");
  if (await isCatalogueEmpty(database.db)) {
    logger.info({ products: config.SEED_PRODUCTS }, "seeding the demo catalogue");
    await seedCatalogue(database.db, { products: config.SEED_PRODUCTS });
    logger.info("demo catalogue seeded");
  }
  return database;
}

/** How often stock and prices are checked for alerts. */
const ALERTS_TICK_MS = 60_000;

/** The clocks and the mail dispatcher every server process runs beside HTTP; stop() lets each finish its step. */
function startBackgroundWork(config: Config, services: Services): { stop(): Promise<void> } {
  // Mail queued before a restart leaves now; later mail on each commit's kick, retries on the timer.
  services.mailDispatcher.start(MAIL_DISPATCH_INTERVAL_MS);
  // On the embedded database this is the only process: mail a crash left claimed is its own to send now.
  const claimsBack = config.DATABASE_URL ? Promise.resolve(0) : services.mailDispatcher.releaseClaims();
  claimsBack.catch(() => 0).finally(() => services.mailDispatcher.kick());
  // Domain events to their consumers (webhooks) likewise: at start, on each commit's kick, and the timer.
  services.events.start(EVENT_DRAIN_INTERVAL_MS);
  services.events.kick();
  // Events past the retention window or the cap go now and every hour (each worker; deleting is idempotent).
  services.telemetry.startPruning();
  // The demo warehouse, when on: every worker runs one; they share the schedule's rows.
  const fulfilment =
    config.FULFILMENT_CLOCK === "on" ? createFulfilmentClock(services, fulfilmentTimings(config)) : null;
  fulfilment?.start(FULFILMENT_TICK_MS);
  const returnsDesk =
    config.FULFILMENT_CLOCK === "on" ? createReturnsClock(services, returnTimings(config)) : null;
  returnsDesk?.start(FULFILMENT_TICK_MS);
  // Back-in-stock and price-drop mail: every worker checks; a conditional update claims each alert.
  const alerts = createAlertsClock(services);
  alerts.start(ALERTS_TICK_MS);
  // Card money a crash left with no order: voided or refunded at start and every minute (rows claimed).
  const paymentRecovery = createPaymentRecoveryClock(services);
  paymentRecovery.start(PAYMENT_RECOVERY_TICK_MS);
  return {
    stop: async () => {
      await fulfilment?.stop();
      await returnsDesk?.stop();
      await alerts.stop();
      await paymentRecovery.stop();
      await services.mailDispatcher.stop();
      await services.events.stop();
      services.telemetry.stopPruning();
    },
  };
}

/**
 * Builds the services, warms up, listens and starts the mail dispatcher; on SIGTERM/SIGINT stops
 * accepting at once, finishes in-flight requests and the mail being sent, and exits.
 */
async function serveStore(
  config: Config,
  logger: Logger,
  database: Database,
  started: number,
): Promise<void> {
  const build: ServerBuild = await import(pathToFileURL(`${buildDir}/server/index.js`).href);
  const services = createServices(config, database.db, logger);
  let stopping = false;
  logger.info(
    {
      mail: services.mailer.destination,
      federatedSignIn: services.federatedProviders.map((provider) => provider.id),
    },
    config.SMTP_URL ? "mail goes over SMTP" : "mail goes to the outbox folder (set SMTP_URL to send it)",
  );
  const app = createApp({
    services,
    build,
    clientDir: `${buildDir}/client`,
    secureCookies: config.COOKIE_SECURE,
    trustedProxies: config.TRUSTED_PROXIES,
    pageCache: pageCacheSettings(config),
    isStopping: () => stopping,
    ...(config.METRICS_TOKEN !== undefined && { metricsToken: config.METRICS_TOKEN }),
    ...(config.OPERATOR_TOKEN !== undefined && { operatorToken: config.OPERATOR_TOKEN }),
  });

  // Warm up before listening: the first render loads every page module.
  await app.request("/", { headers: { host: "localhost" } });

  // Header size set here, not left to Node's default or flags: beyond it Node answers 431.
  const listen = {
    fetch: app.fetch,
    port: config.PORT,
    hostname: config.HOST,
    serverOptions: httpServerOptions,
  };
  const server = serve(listen, (info) => {
    logger.info(
      { port: info.port, ms: Math.round(performance.now() - started) },
      `store listening on http://localhost:${info.port}`,
    );
  }) as Server;
  // A kept-alive connection outlives a load balancer's (60 s is common) and a client's idle pool, so
  // the store is never the side that closes it just as a request is sent on it (Node's 5 s default:
  // the client's next request meets a reset). Idle, it waits for this; a request once started has
  // the arrival limit of httpServerOptions (Node times a kept-alive connection's next request from
  // its first byte, not from the last answer).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Attached before the first connection: it follows every request, for the drain on shutdown.
  const http = drainable(server, logger);

  const background = startBackgroundWork(config, services);

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const { cut } = await http.drain(config.SHUTDOWN_TIMEOUT_MS);
    // The message being sent is finished and marked before the database goes.
    await background.stop();
    await database.close();
    logger.info({ cut }, "stopped");
    process.exit(0);
  };
  const stopOn = (signal: string) => () =>
    stop(signal).catch((error: unknown) => {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    });
  process.on("SIGTERM", stopOn("SIGTERM"));
  process.on("SIGINT", stopOn("SIGINT"));
}
