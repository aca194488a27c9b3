import { createMiddleware } from "hono/factory";
import { getPath } from "hono/utils/url";
import type { AppEnv } from "../app-env.ts";
import type { Logger } from "../logger.ts";

/** One structured log line per request, carrying its request id; a child logger for handlers. */
export function accessLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    // Read before the handlers: a refused form is answered as a GET of its error page.
    const method = c.req.method;
    const log = logger.child({ reqId: c.get("requestId") });
    c.set("logger", log);
    await next();
    const status = c.res.status;
    const entry = {
      method,
      // The path as asked, /marty prefix and all (routes match it without the prefix).
      path: getPath(c.req.raw),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) log.error(entry, "request failed");
    else log.info(entry, "request");
  });
}
