import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { getPath } from "hono/utils/url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { ENTRY_POINTS } from "../app/lib/search/entry-points.ts";
import { errorAnswer, readPageGeneration, requestGeneration } from "../modules/core/index.server.ts";
import { withoutMarty } from "../modules/core/index.ts";
import { crawlRoutes } from "../modules/crawl/index.server.ts";
import { findSessionOwner, type SessionOwner } from "../modules/identity/index.server.ts";
import { selectMarketplace } from "../modules/marketplace/index.ts";
import type { Services } from "../modules/services/index.server.ts";
import { apiRoutes } from "./api.ts";
import type { AppEnv } from "./app-env.ts";
import { TrustedProxies } from "./client-address.ts";
import { type Config, loadConfig } from "./config.ts";
import type { Logger } from "./logger.ts";
import { accessLog } from "./middleware/access-log.ts";
import { clientInfoMiddleware } from "./middleware/client-info.ts";
import { compression } from "./middleware/compression.ts";
import { inputGuard } from "./middleware/input-guard.ts";
import { privateByDefault } from "./middleware/private-by-default.ts";
import { requestId } from "./middleware/request-id.ts";
import { requestTelemetry } from "./middleware/request-telemetry.ts";
import { sameOrigin } from "./middleware/same-origin.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { type SecureCookies, session } from "./middleware/session.ts";
import { generationReader } from "./page-cache/generation-reader.ts";
import { PageCache } from "./page-cache/page-cache.ts";
import { renderedPage, serveSharedPage } from "./page-cache/serve-shared-page.ts";
import { sharedPageKey } from "./page-cache/shared-pages.ts";

export interface AppOptions {
  /** Built once at start and handed to every API route and loader; the access log needs pino's logger. */
  services: Services & { logger: Logger };
  build: ServerBuild;
  /** Folder of the built browser files (build/client). */
  clientDir: string;
  mode?: "production" | "development";
  /** Secure on session cookies (default auto: when the request came over HTTPS). */
  secureCookies?: SecureCookies;
  /** Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUSTED_PROXIES; default: none). */
  trustedProxies?: readonly string[];
  /**
   * The shared-page cache (PAGE_CACHE_MAX_AGE_SECONDS, PAGE_CACHE_CDN_SECONDS, PAGE_CACHE_MB); a
   * maximum age of 0 turns it off.
   */
  pageCache?: Partial<PageCacheSettings>;
  /** METRICS_TOKEN: the bearer token /metrics asks for (unset: only clients on the store's own host). */
  metricsToken?: string;
  /** OPERATOR_TOKEN: the bearer token the operators' API asks for (unset: only clients on the store's own host). */
  operatorToken?: string;
  /** True once the server is shutting down: /healthz then answers not-ready (default: never). */
  isStopping?: () => boolean;
}

export interface PageCacheSettings {
  maxAgeSeconds: number;
  cdnSeconds: number;
  maxBytes: number;
  /**
   * A page rendered this soon after its generation was first read is rendered again once this is
   * over (ms). On PostgreSQL a render can read the old data under a new generation: between a
   * statement's move of it and its commit, and through kept cards and answers read then, which live
   * 10 s more (modules/search). The move at commit (migration 0011) ends the first; this, the rest.
   */
  settleMs: number;
}

/** The page cache's settings from the configuration (PAGE_CACHE_*). */
export function pageCacheSettings(config: Config): PageCacheSettings {
  return {
    maxAgeSeconds: config.PAGE_CACHE_MAX_AGE_SECONDS,
    cdnSeconds: config.PAGE_CACHE_CDN_SECONDS,
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    settleMs: 20_000,
  };
}

/** The settings of the configuration's defaults. */
const DEFAULT_PAGE_CACHE = pageCacheSettings(loadConfig({}));

const immutable = "public, max-age=31536000, immutable";

/** One cache of shared pages per app, unless turned off (a maximum age of 0). */
function createPageCache(services: Services, settings: PageCacheSettings, generation: () => Promise<string>) {
  if (settings.maxAgeSeconds <= 0) return null;
  return new PageCache({
    maxAgeMs: settings.maxAgeSeconds * 1000,
    settleMs: settings.settleMs,
    maxBytes: settings.maxBytes,
    generation,
    onRefreshError: (error) =>
      services.logger.warn({ err: error }, "a shared page could not be rendered again"),
  });
}

/** The whole HTTP surface: middleware, JSON API and form endpoints first, built assets, then the pages. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { services, build, clientDir } = options;
  const { db, marketplaces, forcedMarketplace } = services;
  // Spec 1: "Any path may be prefixed with /marty". Routes match the path without it, so the JSON
  // calls and form endpoints answer there too; the pages read the whole URL (the router declares
  // each again under /marty, and some keep the prefix on their links).
  const app = new Hono<AppEnv>({ getPath: (request) => withoutMarty(getPath(request)) });
  const { now } = services;
  app.use(
    requestId,
    accessLog(services.logger),
    requestTelemetry(services.telemetry, build),
    clientInfoMiddleware(new TrustedProxies(options.trustedProxies ?? [])),
    securityHeaders,
    privateByDefault,
    compression,
    session(options.secureCookies ?? "auto", now),
    sameOrigin,
  );
  app.use(inputGuard(build));

  // Behind a proxy only a token opens the operators' endpoints (decision 123).
  const behindProxy = (options.trustedProxies ?? []).length > 0;
  const metricsAccess = {
    behindProxy,
    ...(options.metricsToken !== undefined && { token: options.metricsToken }),
  };
  const operatorAccess = {
    behindProxy,
    ...(options.operatorToken !== undefined && { token: options.operatorToken }),
  };
  app.route("/", apiRoutes(services, { metricsAccess, operatorAccess, isStopping: options.isStopping }));

  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.ok) c.header("Cache-Control", immutable); // file names carry a content hash
    },
    serveStatic({ root: clientDir }),
  );
  app.get("/assets/*", (c) => c.text("Not found", 404));
  // robots.txt names the host's own sitemap, so it is generated (modules/crawl), not a static file.
  const landingPaths = ["/", "/brands", ...ENTRY_POINTS.map((entry) => entry.path)];
  app.route("/", crawlRoutes(services, { landingPaths }));
  app.get("/favicon.svg", serveStatic({ path: `${clientDir}/favicon.svg` }));

  const handlePage = createRequestHandler(build, options.mode ?? "production");
  const cacheSettings: PageCacheSettings = { ...DEFAULT_PAGE_CACHE, ...options.pageCache };
  // Reads of the page generation, shared by the requests that ask while one is under way.
  const generation = generationReader(() => readPageGeneration(db));
  const pageCache = createPageCache(services, cacheSettings, generation);
  // A CDN never keeps a page longer than the process would.
  const cdnSeconds = Math.min(cacheSettings.cdnSeconds, cacheSettings.maxAgeSeconds);
  app.all("*", (c) => {
    const marketplace = selectMarketplace(marketplaces, c.req.header("host"), forcedMarketplace);
    // Read once for the whole request: the page cache, the menus and every search of its loaders.
    const pageGeneration = requestGeneration(generation);
    const context = {
      ...services,
      searchEngine: services.searchEngine.atGeneration(pageGeneration),
      pageGeneration,
      marketplace,
      requestId: c.get("requestId"),
      nonce: c.get("nonce"),
      log: c.get("logger"),
      secureCookies: c.get("secureCookies"),
      clientAddress: c.get("clientAddress"),
      pageError: c.get("pageError"),
      documentRequest: !new URL(c.req.url).pathname.endsWith(".data"),
    };
    const key = pageCache && !context.pageError ? sharedPageKey(c.req.raw, marketplace.subsiteId) : null;
    if (pageCache && key !== null) {
      // The same for every guest: rendered with no session (and as a GET for a HEAD), then kept.
      const request = new Request(c.req.url, { method: "GET", headers: c.req.raw.headers });
      const shared = { ...context, session: null, sessionOwner: async () => null, sharedPage: true };
      return serveSharedPage(c, pageCache, {
        key,
        cdnSeconds,
        generation: pageGeneration,
        render: async () => renderedPage(await handlePage(request, shared)),
      });
    }
    // Pages hand out session cookies; a form posted without them finds no session.
    const brought = c.get("session");
    const session = c.req.method === "GET" || c.req.method === "HEAD" ? c.get("issueSession")() : brought;
    let owner: Promise<SessionOwner | null> | undefined;
    return handlePage(c.req.raw, {
      ...context,
      session,
      // Read once per request, however many loaders ask (the layout, the page). A session handed
      // out with this page has stored nothing (pages only read): it has no owner to look up.
      sessionOwner: () => {
        owner ??= brought ? findSessionOwner(db, session) : Promise.resolve(null);
        return owner;
      },
      sharedPage: false,
    });
  });

  app.onError((error, c) => {
    const { status, body, headers } = errorAnswer(error, c.get("logger"));
    return c.json(body, status, headers);
  });
  return app;
}
