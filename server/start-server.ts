import type { Server } from "node:http";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { isCatalogueEmpty, seedCatalogue } from "../seed/index.ts";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openConfiguredDatabase } from "./database.ts";
import { httpServerOptions } from "./input/limits.ts";
import { createLogger } from "./logger.ts";
import { createServices } from "./services.ts";

const buildDir = fileURLToPath(new URL("../build", import.meta.url));

/** Starts the store: configuration, database (migrated, seeded on first start), warm-up, then HTTP. */
export async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const started = performance.now();
  const database = await openConfiguredDatabase(config, (error) =>
    logger.warn({ err: error }, "database connection lost; the pool replaces it"),
  );
  logger.info({ database: database.kind }, "database ready");

  if (await isCatalogueEmpty(database.db)) {
    logger.info({ products: config.SEED_PRODUCTS }, "seeding the demo catalogue");
    await seedCatalogue(database.db, { products: config.SEED_PRODUCTS });
    logger.info("demo catalogue seeded");
  }

  const build: ServerBuild = await import(pathToFileURL(`${buildDir}/server/index.js`).href);
  const services = createServices(config, database.db, logger);
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
    pageCache: {
      maxAgeSeconds: config.PAGE_CACHE_MAX_AGE_SECONDS,
      maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    },
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

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
