import { isbot } from "isbot";
import { MARTY_PREFIX, pageRoutes } from "../../app/route-table.ts";
import { withoutMarty } from "../../modules/core/index.ts";
import { parseSearchUrl } from "../../modules/search/index.ts";
import { keptRouteMatcher } from "../route-matcher.ts";

/**
 * Pages the same for every guest (spec 1: home, search and listings, brands, product pages, content
 * pages and the contact page; never the content preview): the
 * server renders them without a session and caches them; the visitor's own parts are read beside them.
 */
const SHARED_ROUTE = /^(home|search|brands|entry-.+|product-.+|content-page|contact-us)$/;

const matchesOf = keptRouteMatcher([
  ...pageRoutes.map((route) => ({ id: route.id, path: route.path ?? "/" })),
  ...pageRoutes.map((route) => ({ id: route.id, path: `${MARTY_PREFIX}/${route.path ?? ""}` })),
]);

/** The page a request's path names, without React Router's `.data` suffix (client navigations). */
function pagePath(pathname: string): { path: string; data: boolean } {
  if (pathname === "/_root.data") return { path: "/", data: true };
  if (pathname.endsWith(".data")) return { path: pathname.slice(0, -".data".length), data: true };
  return { path: pathname, data: false };
}

/** A search URL sorted by Best For You is the visitor's own order. */
function isPersonalSearch(path: string, params: URLSearchParams): boolean {
  const searchPath = withoutMarty(path);
  if (!searchPath.startsWith("/search")) return false;
  return parseSearchUrl(searchPath, params)?.query.sort?.field === "bestForYou";
}

/**
 * The cache key of a request for a shared page, or null when the request is for a personal one
 * (private pages, forms, a client navigation that also reloads the layout, Best For You). The key
 * holds the marketplace, whether the client is a crawler (crawlers get whole pages, shoppers a
 * stream) and the URL's path and query; never anything of the visitor.
 */
export function sharedPageKey(request: Request, marketplaceId: string): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const { path, data } = pagePath(url.pathname);
  // A client navigation that reloads the root (after a form) carries the visitor: personal.
  if (data) {
    const routeIds = url.searchParams.get("_routes");
    if (routeIds === null || routeIds.split(",").includes("root")) return null;
  }
  const match = matchesOf(path).at(-1);
  if (!match || !SHARED_ROUTE.test(match.route.id)) return null;
  if (isPersonalSearch(path, url.searchParams)) return null;
  const userAgent = request.headers.get("user-agent");
  const client = userAgent !== null && isbot(userAgent) ? "crawler" : "browser";
  return `${marketplaceId} ${client} ${url.pathname}${url.search}`;
}
