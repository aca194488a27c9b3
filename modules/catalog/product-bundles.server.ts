import { type Db, isAppError } from "../core/index.ts";
import { getProductBundle, type ProductBundleOptions, type ProductRef } from "./product-bundle.server.ts";
import type { ProductBundle } from "./product-bundle-schema.ts";

/** Product ids one /v3/productBundle call may ask for (a carousel's worth). */
export const MAX_BUNDLES_PER_CALL = 24;

/** What a /v3/productBundle call asks for: one product (by id, ASIN or stock id) or several product ids. */
export type BundleRequest = ProductRef | { productIds: readonly number[] };

/** Several bundles: those found in the order asked, and the ids with no product. */
export interface ProductBundles {
  productBundles: ProductBundle[];
  missingProductIds: number[];
}

/**
 * The bundle of one product (unknown ids throw not_found), or the bundles of several product ids
 * (unknown ones, and with requireStyleInStock sold-out ones, listed in missingProductIds), with links
 * on the configured marketplaces.
 */
export async function readProductBundles(
  db: Db,
  request: BundleRequest,
  options: ProductBundleOptions,
): Promise<ProductBundle | ProductBundles> {
  if (!("productIds" in request)) return getProductBundle(db, request, options);
  const [only, ...others] = request.productIds;
  if (only !== undefined && others.length === 0) return getProductBundle(db, { productId: only }, options);
  const answer: ProductBundles = { productBundles: [], missingProductIds: [] };
  for (const productId of new Set(request.productIds)) {
    try {
      answer.productBundles.push(await getProductBundle(db, { productId }, options));
    } catch (error) {
      if (!(isAppError(error) && error.kind === "not_found")) throw error;
      answer.missingProductIds.push(productId);
    }
  }
  return answer;
}
