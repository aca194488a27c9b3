import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Db } from "../modules/core/index.ts";
import {
  type FederatedProvider,
  federatedFormPostRoutes,
  findSessionOwner,
  type SessionOwner,
} from "../modules/identity/index.server.ts";
import { createMailer, type Mailer } from "../modules/mail/index.server.ts";
import { type Marketplace, selectMarketplace } from "../modules/marketplace/index.ts";
import { apiRoutes } from "./api.ts";
import type { AppEnv } from "./app-env.ts";
import type { Logger } from "./logger.ts";
import { accessLog } from "./middleware/access-log.ts";
import { compression } from "./middleware/compression.ts";
import { inputGuard } from "./middleware/input-guard.ts";
import { requestId } from "./middleware/request-id.ts";
import { sameOrigin } from "./middleware/same-origin.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { type SecureCookies, session } from "./middleware/session.ts";

export interface AppOptions {
  db: Db;
  build: ServerBuild;
  logger: Logger;
  marketplaces: readonly Marketplace[];
  forcedMarketplace?: string;
  /** Folder of the built browser files (build/client). */
  clientDir: string;
  mode?: "production" | "development";
  /** Secure on session cookies (default auto: when the request came over HTTPS). */
  secureCookies?: SecureCookies;
  /** The store's mail (default: the outbox folder ./data/outbox). */
  mailer?: Mailer;
  /** Federated sign-in providers (default: none). */
  federatedProviders?: readonly FederatedProvider[];
}

const immutable = "public, max-age=31536000, immutable";

/** The client's address for sign-in throttling: the socket's (a proxy in front should be trusted explicitly). */
function clientAddress(c: Context<AppEnv>): string {
  const info = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return info?.incoming?.socket?.remoteAddress ?? "unknown";
}

/** The whole HTTP surface: middleware, JSON API and form endpoints first, built assets, then the pages. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { db, build, logger, marketplaces, forcedMarketplace, clientDir } = options;
  const app = new Hono<AppEnv>();
  const mailer =
    options.mailer ?? createMailer({ from: "no-reply@localhost", outboxDir: "./data/outbox" }, logger);
  const federatedProviders = options.federatedProviders ?? [];
  app.use(
    requestId,
    accessLog(logger),
    securityHeaders,
    compression,
    session(options.secureCookies ?? "auto"),
    sameOrigin,
  );
  app.use(inputGuard(build));

  app.route("/", apiRoutes(db));
  app.route("/", federatedFormPostRoutes());

  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.ok) c.header("Cache-Control", immutable); // file names carry a content hash
    },
    serveStatic({ root: clientDir }),
  );
  app.get("/assets/*", (c) => c.text("Not found", 404));
  for (const file of ["favicon.svg", "robots.txt"]) {
    app.get(`/${file}`, serveStatic({ path: `${clientDir}/${file}` }));
  }

  const handlePage = createRequestHandler(build, options.mode ?? "production");
  app.all("*", (c) => {
    // Pages hand out session cookies; a form posted without them finds no session.
    const session =
      c.req.method === "GET" || c.req.method === "HEAD" ? c.get("issueSession")() : c.get("session");
    let owner: Promise<SessionOwner | null> | undefined;
    return handlePage(c.req.raw, {
      db,
      marketplace: selectMarketplace(marketplaces, c.req.header("host"), forcedMarketplace),
      marketplaces,
      requestId: c.get("requestId"),
      nonce: c.get("nonce"),
      log: c.get("logger"),
      session,
      // Read once per request, however many loaders ask (the layout, the page).
      sessionOwner: () => {
        owner ??= findSessionOwner(db, session);
        return owner;
      },
      secureCookies: c.get("secureCookies"),
      clientAddress: clientAddress(c),
      mailer,
      federatedProviders,
      pageError: c.get("pageError"),
    });
  });

  app.onError((error, c) => {
    // Hono's own refusals (a body that is not JSON, say) keep their 4xx status and message.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ id: "request.invalid", message: error.message }, error.status);
    }
    c.get("logger").error({ err: error }, "unhandled error");
    return c.json({ id: "internal.error", message: "Sorry, something went wrong!" }, 500);
  });
  return app;
}
