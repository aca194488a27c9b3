import type { SearchEngine, SearchFilters, SearchQuery } from "./types.ts";
import { buildSearchUrl } from "./url-grammar.ts";

/** What a sold-out product is found under in search: its brand, category, product type and genders. */
export interface SoldOutProduct {
  brandName: string;
  /** zc1, e.g. 'Shoes'. */
  productType: string;
  /** zc2, e.g. 'Sneakers'. */
  subcategory: string;
  /** As the catalogue stores them: 'women', 'men', 'boys', 'girls'. */
  genders: readonly string[];
}

/** Fewer styles than this and the landing widens to the next, broader search (a row of cards on a desktop). */
export const MIN_INSPIRED_STYLES = 4;

/** The gender facet's value of a product sold to one gender ('women' → 'Women'); none for unisex products. */
function genderFilter(genders: readonly string[]): SearchFilters {
  const [only] = genders;
  if (genders.length !== 1 || !only) return {};
  return { txAttrFacet_Gender: [only.charAt(0).toUpperCase() + only.slice(1)] };
}

/**
 * The searches that show styles inspired by a sold-out product, narrowest first: its brand in its
 * category, its category, its product type (each for its gender), then its product type for everyone.
 */
export function inspiredFilters(product: SoldOutProduct): SearchFilters[] {
  const gender = genderFilter(product.genders);
  const category = { zc1: [product.productType], zc2: [product.subcategory] };
  return [
    { ...gender, ...category, brandNameFacet: [product.brandName] },
    { ...gender, ...category },
    { ...gender, zc1: [product.productType] },
    { zc1: [product.productType] },
  ];
}

/**
 * Where a product with no style in stock sends the shopper (spec 1: the /search?oosRedirected=true
 * landing under 'Oops! That's out of stock. Browse styles inspired by your search below!'): the
 * narrowest of inspiredFilters that holds MIN_INSPIRED_STYLES styles in stock, else the broadest.
 * Its own name would find nothing, since search shows only styles in stock.
 */
export async function inspiredSearchUrl(engine: SearchEngine, product: SoldOutProduct): Promise<string> {
  const candidates = inspiredFilters(product);
  let chosen: SearchFilters = candidates[candidates.length - 1] ?? {};
  for (const filters of candidates) {
    const query: SearchQuery = { term: "", filters, page: 0, limit: 1 };
    const { totalResultCount } = await engine.search(query);
    if (totalResultCount >= MIN_INSPIRED_STYLES) {
      chosen = filters;
      break;
    }
  }
  return `${buildSearchUrl({ term: "", filters: chosen, page: 0 })}?oosRedirected=true`;
}
