import { createMiddleware } from "hono/factory";
import { errorAnswer, UNEXPECTED_FAILURE } from "../../modules/core/index.server.ts";
import { AppError } from "../../modules/core/index.ts";
import { isFederatedCallbackPath } from "../../modules/identity/index.server.ts";
import { OPT_OUT_PATH } from "../../modules/subscriptions/index.server.ts";
import type { AppEnv } from "../app-env.ts";

/** A cross-site state-changing request: the spec's words for a failure nobody should explain. */
const CROSS_SITE = { id: "request.cross.site", message: UNEXPECTED_FAILURE.message } as const;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return "invalid";
  }
}

/**
 * Cross-site request forgery guard for every state-changing request, forms and JSON alike:
 * browsers send Origin (or at least Referer) with a POST, and a request from another site's page
 * names that site. Such a request is refused before any handler runs. With SameSite=Lax session
 * cookies as the second layer (a cross-site POST carries no session). Requests with neither
 * header come from programs, not from a shopper's browser, and can forge nothing on their behalf.
 */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  // RFC 8058's one-click unsubscribe is posted by mail providers from their own origin, with no
  // session: its emailed token is the authority, and all it can do is unsubscribe that address.
  if (SAFE_METHODS.has(c.req.method) || isFederatedCallbackPath(c.req.path) || c.req.path === OPT_OUT_PATH) {
    return next();
  }
  const host = (c.req.header("host") ?? new URL(c.req.url).host).toLowerCase();
  const from = hostOf(c.req.header("origin")) ?? hostOf(c.req.header("referer"));
  if (from !== null && from !== host) {
    const logger = c.get("logger");
    logger.warn({ from, host, path: c.req.path }, "cross-site request refused");
    // Shaped by the one error mapper, like every other refusal (here too where no app.onError runs).
    const { status, body } = errorAnswer(
      new AppError("not_allowed", CROSS_SITE.id, CROSS_SITE.message),
      logger,
    );
    return c.json(body, status);
  }
  return next();
});
