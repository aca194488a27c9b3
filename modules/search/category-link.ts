import type { CategoryLink } from "../catalog/index.ts";
import { buildSearchUrl } from "./url-grammar.ts";

/**
 * A category's page for the product bundle's breadcrumbs: the search with no term filtered by the
 * category (and its parent). Handed to the catalogue, which links categories without knowing search.
 */
export const categorySearchPath: CategoryLink = ({ zc1, zc2 }) =>
  buildSearchUrl({
    term: "",
    filters: zc2 === undefined ? { zc1: [zc1] } : { zc1: [zc1], zc2: [zc2] },
    page: 0,
  });
