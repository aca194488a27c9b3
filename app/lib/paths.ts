import { withoutMarty } from "../../modules/core/index.ts";

/** Core's /marty rule, still imported from here by the orders', returns' and exchange's paths (theirs to move). */
export { withoutMarty };

/** The gift card page (spec 3's configured path /c/e-gift-cards): e-Gift Cards are chosen and customised there. */
export const EGIFT_CARDS_PATH = "/c/e-gift-cards";

/**
 * Paths that are never pages (spec 3, "Other routes"): any path with an underscore or a dot,
 * except where a page's own grammar allows them: search URLs (facet names like
 * txAttrFacet_Gender, values like "J.Crew"), landing pages ending in .zso, the default
 * favorites list ('h.') and the newsletter form's /subscription.do (spec 1). Built assets and images never reach the pages.
 */
export function isNotFoundPath(pathname: string): boolean {
  const path = withoutMarty(pathname);
  if (path.startsWith("/search/") || path.endsWith(".zso") || path === "/subscription.do") return false;
  // The default favorites list's id is 'h.' (spec 1 section 9).
  if (/^\/(account\/favorites|collection)\/h\.$/.test(path)) return false;
  return /[._]/.test(path);
}
