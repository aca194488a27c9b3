import type { RouteObject, ServerBuild } from "react-router";
import { keptRouteMatcher } from "../route-matcher.ts";

type Manifest = ServerBuild["routes"];

/** The build's flat route manifest as the nested tree React Router matches against. */
function routeTree(manifest: Manifest, parentId: string | undefined): RouteObject[] {
  return Object.values(manifest).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    if (route.index) return [{ id: route.id, path: route.path, index: true }];
    return [
      {
        id: route.id,
        path: route.path,
        caseSensitive: route.caseSensitive,
        children: routeTree(manifest, route.id),
      },
    ];
  });
}

/** One kept matcher per build: the input guard and the telemetry ask the same paths. */
const buildMatchers = new WeakMap<ServerBuild, ReturnType<typeof keptRouteMatcher<RouteObject>>>();

function buildMatcher(build: ServerBuild) {
  let matcher = buildMatchers.get(build);
  if (!matcher) {
    matcher = keptRouteMatcher(routeTree(build.routes, undefined));
    buildMatchers.set(build, matcher);
  }
  return matcher;
}

/**
 * Whether a form posted to this URL reaches a page action: the route React Router would run
 * (the deepest route with a path, or the index route when the URL says ?index) exports one.
 * React Router itself answers a bare '405' without the layout otherwise.
 */
export function pageActionFinder(build: ServerBuild): (url: URL) => boolean {
  const matchesOf = buildMatcher(build);
  return (url) => {
    const matches = matchesOf(url.pathname);
    const last = matches.at(-1);
    const indexAsked = url.searchParams.getAll("index").includes("");
    const target =
      last?.route.index && indexAsked
        ? last
        : matches.filter((match, i) => i === 0 || Boolean(match.route.path)).at(-1);
    const id = target?.route.id;
    return id !== undefined && typeof build.routes[id]?.module.action === "function";
  };
}

/**
 * The id of the page route React Router answers a path with (its deepest match), for a document
 * or for one of its client's data requests (`/p/….data`, `/_root.data`); undefined for none.
 */
export function pageRouteFinder(build: ServerBuild): (pathname: string) => string | undefined {
  const matchesOf = buildMatcher(build);
  return (pathname) => {
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    return matchesOf(page).at(-1)?.route.id;
  };
}
