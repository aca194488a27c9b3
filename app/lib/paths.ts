import { MARTY_PREFIX } from "../route-table.ts";

/** The path without the optional /marty prefix. */
export function withoutMarty(pathname: string): string {
  if (pathname === `/${MARTY_PREFIX}`) return "/";
  return pathname.startsWith(`/${MARTY_PREFIX}/`) ? pathname.slice(MARTY_PREFIX.length + 1) : pathname;
}

/**
 * Paths that are never pages (spec 3, "Other routes"): any path with an underscore or a dot,
 * except search and landing pages ending in .zso. Built assets and images never reach the pages.
 */
export function isNotFoundPath(pathname: string): boolean {
  const path = withoutMarty(pathname);
  return !path.endsWith(".zso") && /[._]/.test(path);
}
