import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Db } from "../modules/core/index.ts";
import { registerCustomer } from "../modules/identity/index.server.ts";
import { isCatalogueEmpty, seedCatalogue } from "../seed/index.ts";
import { createApp, pageCacheSettings } from "../server/app.ts";
import type { AppEnv } from "../server/app-env.ts";
import { loadConfig } from "../server/config.ts";
import { openConfiguredDatabase } from "../server/database.ts";
import { createLogger } from "../server/logger.ts";
import { accessLog } from "../server/middleware/access-log.ts";
import { compression } from "../server/middleware/compression.ts";
import { requestId } from "../server/middleware/request-id.ts";
import { securityHeaders } from "../server/middleware/security-headers.ts";
import { createServices } from "../server/services.ts";
import { bareBuild } from "./bare-page.tsx";
import { BARE_PAGE_PATH } from "./pages-paths.ts";

const buildDir = new URL("../build", import.meta.url).pathname;

/** The signed-in customers of the traffic mix: bench-{i}@example.com, made once per database. */
export const BENCH_CUSTOMERS = Array.from({ length: 10 }, (_, i) => ({
  email: `bench-${i}@example.com`,
  password: "bench password 1",
}));

async function registerBenchCustomers(db: Db): Promise<void> {
  for (const [i, customer] of BENCH_CUSTOMERS.entries()) {
    await registerCustomer(db, { name: `Bench Shopper${i}`, ...customer }).catch(() => {
      // Made by an earlier run on this database.
    });
  }
}

/** Starts the store (as server/start-server.ts does) with the bare page in front of it. */
export async function startPagesBenchServer({ worker = false } = {}): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // A worker's primary migrated and seeded the database already.
  const database = await openConfiguredDatabase(config, undefined, { migrate: !worker, role: "store" });
  if (!worker && (await isCatalogueEmpty(database.db)))
    await seedCatalogue(database.db, { products: config.SEED_PRODUCTS });
  const build: ServerBuild = await import(pathToFileURL(`${buildDir}/server/index.js`).href);
  const services = createServices(config, database.db, logger);
  const store = createApp({
    services,
    build,
    clientDir: `${buildDir}/client`,
    pageCache: pageCacheSettings(config),
  });
  await registerBenchCustomers(database.db);

  const handleBare = createRequestHandler(bareBuild(build, BARE_PAGE_PATH.slice(1)), "production");
  const app = new Hono<AppEnv>();
  app.use(BARE_PAGE_PATH, requestId, accessLog(logger), securityHeaders, compression);
  const [marketplace] = services.marketplaces;
  if (!marketplace) throw new Error("no marketplace configured");
  app.get(BARE_PAGE_PATH, (c) =>
    handleBare(c.req.raw, {
      ...services,
      // The bare page reads nothing: no generation, no menus.
      pageGeneration: async () => "0",
      marketplace,
      requestId: c.get("requestId"),
      nonce: c.get("nonce"),
      log: c.get("logger"),
      session: null,
      sessionOwner: async () => null,
      sharedPage: false,
      documentRequest: true,
      secureCookies: false,
      clientAddress: "bench",
    }),
  );
  app.route("/", store);

  await app.request("/", { headers: { host: "localhost" } });
  await app.request(BARE_PAGE_PATH);
  serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST });
  process.on("SIGTERM", () => process.exit(0));
}
