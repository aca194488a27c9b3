import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { ServerBuild } from "react-router";
import { isCrawler, type Telemetry } from "../../modules/telemetry/index.server.ts";
import { pageTypeOf } from "../../modules/telemetry/index.ts";
import type { AppEnv } from "../app-env.ts";
import { pageRouteFinder } from "../input/page-actions.ts";
import { isPageDataRequest } from "../input/refusal.ts";

/** The paths every request matches (the middleware and the pages' catch-all). */
const CATCH_ALL = new Set(["/*", "*"]);

/** What an error page reports as its error type, by status (the server's 503 is the database's). */
function errorTypeOf(status: number): string {
  if (status === 404) return "notFound";
  if (status === 503) return "databaseUnavailable";
  return status >= 500 ? "serverError" : "badRequest";
}

/**
 * Counts and times every request under its route's pattern (an API route's, or `page:{page type}`
 * and `data:{page type}` for the pages and their client's data requests: never the raw URL, so the
 * metrics' labels stay few), and reports each error page the server renders (404, 5xx, refused
 * requests) with its page type, status and error type, unless a crawler asked.
 */
export function requestTelemetry(telemetry: Telemetry, build: ServerBuild) {
  const pageRouteOf = pageRouteFinder(build);
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const method = c.req.method;
    try {
      await next();
    } finally {
      const status = c.res.status;
      const apiRoute = matchedRoutes(c).findLast((route) => !CATCH_ALL.has(route.path))?.path;
      const path = c.req.path;
      const data = isPageDataRequest(path);
      const pageType = apiRoute ? undefined : pageTypeOf(pageRouteOf(path) ?? "none");
      const route = apiRoute ?? `${data ? "data" : "page"}:${pageType}`;
      telemetry.metrics.observeRequest({
        route,
        method,
        status,
        seconds: (performance.now() - started) / 1000,
      });
      if (pageType && status >= 400 && !isCrawler(c.req.header("user-agent"))) {
        const properties = { status, errorType: errorTypeOf(status), request: data ? "data" : "document" };
        void telemetry.record([{ type: "error", name: "pageError", pageType, properties }], c.get("logger"));
      }
    }
  });
}
