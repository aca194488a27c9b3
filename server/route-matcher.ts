import { matchRoutes, type RouteObject } from "react-router";

/** How many paths' matches a matcher keeps: the pages asked most (the oldest asked go first). */
const KEPT_PATHS = 5_000;

export type RouteMatches<Route extends RouteObject> = NonNullable<ReturnType<typeof matchRoutes<Route>>>;

/**
 * React Router's matches of a path against `routes` (none: an empty list), kept by path. Its
 * `matchRoutes` flattens and ranks the whole route list again at every call (0.7 to 1.4 ms here for
 * the store's routes, about what serving a cached page costs), and the server's middleware asks on
 * every request.
 */
export function keptRouteMatcher<Route extends RouteObject>(
  routes: Route[],
): (pathname: string) => RouteMatches<Route> | [] {
  const kept = new Map<string, RouteMatches<Route> | []>();
  return (pathname) => {
    const known = kept.get(pathname);
    if (known !== undefined) return known;
    const matches = matchRoutes(routes, pathname) ?? [];
    if (kept.size >= KEPT_PATHS) kept.delete(kept.keys().next().value ?? "");
    kept.set(pathname, matches);
    return matches;
  };
}
