/**
 * The catalogue's identifiers as the spec writes them (spec 1, "Validation rules"; ARCHITECTURE.md,
 * "Data"). One place for each pattern: pages, the JSON API, the search box and the database check
 * all test these. Pure, so the browser uses them too.
 */

/** A product code (ASIN): B0 followed by 8 upper-case letters or digits. */
export const ASIN_PATTERN = /^B0[A-Z0-9]{8}$/;

/** A product id is all digits (stock ids are written the same way); the range is the catalogue's to judge. */
export const PRODUCT_ID_PATTERN = /^\d+$/;

/** Spec 1 section 8, "product load": the words of every failure to load a product (bad id, unknown product). */
export const PRODUCT_LOAD_MESSAGE = "Oops, something went wrong while loading product details.";

/** The largest id the catalogue's integer columns hold: larger ids cannot name anything. */
export const MAX_CATALOG_ID = 2_147_483_647;

/**
 * A catalogue id (product, style, stock, colour) as URLs and forms write it: all digits, from 1 to
 * the largest id; null otherwise. The one reading of an id given as text.
 */
export function parseCatalogId(text: string): number | null {
  if (!PRODUCT_ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_CATALOG_ID ? id : null;
}

/**
 * The product code a search term spells, or null. Shoppers type codes in any case and with stray
 * spaces, so the term is trimmed and upper-cased before the one pattern is applied; a URL naming a
 * product by code (/p/asin/{asin}) gets no such leniency.
 */
export function productCodeOf(term: string): string | null {
  const code = term.trim().toUpperCase();
  return ASIN_PATTERN.test(code) ? code : null;
}
