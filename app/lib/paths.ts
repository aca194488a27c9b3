import { MARTY_PREFIX } from "../route-table.ts";

/** The path without the optional /marty prefix. */
export function withoutMarty(pathname: string): string {
  if (pathname === `/${MARTY_PREFIX}`) return "/";
  return pathname.startsWith(`/${MARTY_PREFIX}/`) ? pathname.slice(MARTY_PREFIX.length + 1) : pathname;
}

/**
 * Paths that are never pages (spec 3, "Other routes"): any path with an underscore or a dot,
 * except where a page's own grammar allows them: search URLs (facet names like
 * txAttrFacet_Gender, values like "J.Crew") and landing pages ending in .zso. Built assets and
 * images never reach the pages.
 */
export function isNotFoundPath(pathname: string): boolean {
  const path = withoutMarty(pathname);
  if (path.startsWith("/search/") || path.endsWith(".zso")) return false;
  return /[._]/.test(path);
}
