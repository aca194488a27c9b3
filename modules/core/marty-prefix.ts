/**
 * Spec 1: "Any path may be prefixed with /marty": every page again under it. The one rule for
 * reading a path without it, for the pages, the server's page cache and the modules alike. Pure.
 */

/** The prefix's path segment (the router declares every page again under it). */
export const MARTY_PREFIX = "marty";

/** A whole first segment /marty, in any case: the router matches paths in any case, so this does too. */
const PREFIX = /^\/marty(?=\/|$)/i;

/** The /marty prefix a path carries, as written ('/marty', '/Marty'), or '' when it has none. */
export function martyPrefixOf(pathname: string): string {
  return PREFIX.exec(pathname)?.[0] ?? "";
}

/** The path without its optional /marty prefix: '/marty/cart' is '/cart', '/marty' is '/', '/martyr' stays. */
export function withoutMarty(pathname: string): string {
  const prefix = martyPrefixOf(pathname);
  return prefix === "" ? pathname : pathname.slice(prefix.length) || "/";
}
