import type { SearchFilters } from "../../../modules/search/types.ts";
import { withoutTrailingSlashes } from "../../../modules/search/url-grammar.ts";

/** A category entry point: a search page with one filter, its own heading and its own canonical URL. */
export interface EntryPoint {
  /** The path the shopper asked for, also the page's canonical path. */
  path: string;
  heading: string;
  description: string;
  filters: SearchFilters;
}

const women = {
  heading: "Women's Shoes, Clothing & Accessories",
  description: "Shop women's shoes, clothing, bags and accessories",
  filters: { txAttrFacet_Gender: ["Women"] },
};
const men = {
  heading: "Men's Shoes, Clothing & Accessories",
  description: "Shop men's shoes, clothing, bags and accessories",
  filters: { txAttrFacet_Gender: ["Men"] },
};
const shoes = {
  heading: "Shoes for Women, Men & Kids",
  description: "Shop sneakers, boots, sandals, heels and more",
  filters: { zc1: ["Shoes"] },
};

/** The entry points of spec 1 ("Routes"), by path; each has a route in the route table. */
export const ENTRY_POINTS: readonly EntryPoint[] = [
  { path: "/women", ...women },
  { path: "/womens", ...women },
  { path: "/men", ...men },
  { path: "/mens", ...men },
  { path: "/shoes", ...shoes },
  { path: "/c/shoes", ...shoes },
];

/** The entry point at a path (without /marty and trailing slash), if any. */
export function entryPointAt(pathname: string): EntryPoint | undefined {
  const path = withoutTrailingSlashes(pathname) || "/";
  return ENTRY_POINTS.find((entry) => entry.path === path);
}
