import { pathToFileURL } from "node:url";
import type { Hono } from "hono";
import pino from "pino";
import type { ServerBuild } from "react-router";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { configureMarketplaces } from "../../modules/marketplace/index.ts";
import { buildIfNeeded } from "../../scripts/build-if-needed.ts";
import { seedCatalogue } from "../../seed/index.ts";
import { type AppOptions, createApp } from "../../server/app.ts";
import type { AppEnv } from "../../server/app-env.ts";

const buildDir = new URL("../../build", import.meta.url).pathname;

export interface TestApp {
  app: Hono<AppEnv>;
  database: Database;
  close(): Promise<void>;
}

/** The real HTTP app over the built pages and a fresh database seeded with a small catalogue. */
export async function createTestApp(
  options: { products?: number } & Pick<
    AppOptions,
    "mailer" | "federatedProviders" | "now" | "sessionLifetime" | "trustedProxies"
  > = {},
): Promise<TestApp> {
  buildIfNeeded();
  const database = await createTestDatabase();
  await seedCatalogue(database.db, { products: options.products ?? 40 });
  const build: ServerBuild = await import(pathToFileURL(`${buildDir}/server/index.js`).href);
  const app = createApp({
    db: database.db,
    build,
    logger: pino({ level: "silent" }),
    marketplaces: configureMarketplaces(),
    clientDir: `${buildDir}/client`,
    ...(options.mailer && { mailer: options.mailer }),
    ...(options.federatedProviders && { federatedProviders: options.federatedProviders }),
    ...(options.now && { now: options.now }),
    ...(options.sessionLifetime && { sessionLifetime: options.sessionLifetime }),
    ...(options.trustedProxies && { trustedProxies: options.trustedProxies }),
  });
  return { app, database, close: () => database.close() };
}

/** The text of the page's <title>. */
export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&#x27;|&#39;/g, "'");
}
