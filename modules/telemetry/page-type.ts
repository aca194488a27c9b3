/** The /marty copy of every page route has its id with this prefix (app/routes.ts). */
const MARTY_ROUTE_PREFIX = "marty-";

/**
 * A page's type, as telemetry names it: its route's id (app/route-table.ts) without the /marty
 * copy's prefix. Bounded (the route table), free of anything the URL carries (tokens, order ids).
 */
export function pageTypeOf(routeId: string): string {
  return routeId.startsWith(MARTY_ROUTE_PREFIX) ? routeId.slice(MARTY_ROUTE_PREFIX.length) : routeId;
}
