import type { Context, Next } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv, PageError } from "../app-env.ts";

export type { PageError };

/** Whether this is one of React Router's own data requests (a page's loaders or action, from its client). */
export function isPageDataRequest(path: string): boolean {
  return path.endsWith(".data") || path.endsWith("/__manifest");
}

/**
 * Whether the pages (React Router) answer this request as a document: no API route claims it
 * (only the catch-all and the middleware, all on '/*', match) and it is not one of React
 * Router's data requests, which its client reads (they get the API's answer).
 */
export function rendersPage(c: Context<AppEnv>): boolean {
  if (isPageDataRequest(c.req.path)) return false;
  return matchedRoutes(c).every((route) => route.path === "/*");
}

/**
 * Refuses a request in its own language: the API's { id, message } with the status, or the store's
 * error page with the full layout. The page is rendered at the same address (so the browser's
 * router hydrates it as is), as a plain GET without the query or body that were refused.
 */
export async function refuse(
  c: Context<AppEnv>,
  next: Next,
  refusal: PageError & { id: string },
): Promise<Response> {
  if (!rendersPage(c)) {
    return c.json(
      { id: refusal.id, message: refusal.message ?? "Sorry, something went wrong!" },
      refusal.status,
    );
  }
  const url = new URL(c.req.url);
  const headers = new Headers(c.req.raw.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  c.req.raw = new Request(`${url.origin}${url.pathname}`, {
    method: "GET",
    headers,
    signal: c.req.raw.signal,
  });
  c.set(
    "pageError",
    refusal.message ? { status: refusal.status, message: refusal.message } : { status: refusal.status },
  );
  await next();
  return c.res;
}
