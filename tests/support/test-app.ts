import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import type { ServerBuild } from "react-router";
import type { Database } from "../../db/client.ts";
import type { Services } from "../../modules/services/index.server.ts";
import { buildIfNeeded } from "../../scripts/build-if-needed.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { createApp, type PageCacheSettings } from "../../server/app.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { createLogger } from "../../server/logger.ts";
import { heldMailDispatcher } from "./held-mail.ts";
import { testServices } from "./test-services.ts";

const buildDir = new URL("../../build", import.meta.url).pathname;

export interface TestApp {
  app: Hono<AppEnv>;
  database: Database;
  /** The services the app runs on. */
  services: Services;
  close(): Promise<void>;
}

/**
 * The real HTTP app over the built pages and a fresh database seeded with a small catalogue, on the
 * test services (tests/support/test-services.ts) with any of them replaced.
 */
export async function createTestApp(
  options: {
    products?: number;
    trustedProxies?: readonly string[];
    /** The page cache's settings over the defaults; its settling time is 0 here, so a kept page stays a hit. */
    pageCache?: Partial<PageCacheSettings>;
    /** METRICS_TOKEN (unset: /metrics only for clients on this host). */
    metricsToken?: string;
    /** OPERATOR_TOKEN (unset: the operators' API only for clients on this host). */
    operatorToken?: string;
    /** Mail stays in the outbox, as queued, until the test drains it (tests/support/held-mail.ts). */
    holdMail?: boolean;
    /** The app's log lines (JSON, as written, redacted) go here; unset, it logs nothing. */
    logTo?: string[];
  } & Partial<Omit<Services, "db" | "logger">> = {},
): Promise<TestApp> {
  buildIfNeeded();
  const database = await createSeededTestDatabase({ products: options.products ?? 40 });
  const build: ServerBuild = await import(pathToFileURL(`${buildDir}/server/index.js`).href);
  const {
    products: _products,
    trustedProxies,
    pageCache,
    metricsToken,
    operatorToken,
    holdMail,
    logTo,
    ...overrides
  } = options;
  const services = {
    ...testServices(database.db, {
      ...(holdMail && { mailDispatcher: heldMailDispatcher(database.db) }),
      ...overrides,
    }),
    ...(logTo && { logger: createLogger("info", { write: (line: string) => logTo.push(line) }) }),
  };
  const app = createApp({
    services,
    build,
    clientDir: `${buildDir}/client`,
    ...(trustedProxies && { trustedProxies }),
    ...(metricsToken !== undefined && { metricsToken }),
    ...(operatorToken !== undefined && { operatorToken }),
    pageCache: { settleMs: 0, ...pageCache },
  });
  return { app, database, services, close: () => database.close() };
}

/** The text of the page's <title>. */
export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&#x27;|&#39;/g, "'");
}

/** A test app served on a real socket of 127.0.0.1, where the client's address is known. */
export interface Listening {
  app: TestApp;
  origin: string;
  server: Server;
}

export async function listenOnLoopback(app: TestApp): Promise<Listening> {
  const server = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { app, origin: `http://127.0.0.1:${port}`, server };
}
