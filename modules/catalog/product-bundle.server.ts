import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { AppError, type Db } from "../core/index.ts";
import { CONSTRAINT_TYPES } from "../sizing/index.ts";
import { MAX_CATALOG_ID, PRODUCT_LOAD_MESSAGE } from "./identifiers.ts";
import {
  type BundleOptions,
  type BundleRows,
  NO_STYLES_IN_STOCK,
  toProductBundle,
} from "./product-bundle.ts";
import type { ProductBundle } from "./product-bundle-schema.ts";
import { brands, productDimensions, products, sizingValues, stocks, styles } from "./schema.server.ts";

/** How a bundle is asked for: by product id, or by the ASIN or stock id of one of its stocks. */
export type ProductRef = { productId: number } | { asin: string } | { stockId: number };

function notFound(): AppError {
  return new AppError("not_found", "product.not.found", PRODUCT_LOAD_MESSAGE);
}

/** The product and stock a reference names, or null when there is none. */
async function resolveRef(
  db: Db,
  ref: ProductRef,
): Promise<{ productId: number; stockId: number | null } | null> {
  if ("productId" in ref) return { productId: ref.productId, stockId: null };
  const where = "asin" in ref ? eq(stocks.asin, ref.asin) : eq(stocks.stockId, ref.stockId);
  const [stock] = await db
    .select({ productId: stocks.productId, stockId: stocks.stockId })
    .from(stocks)
    .where(where)
    .limit(1);
  return stock ?? null;
}

function isValidRef(ref: ProductRef): boolean {
  const id = "productId" in ref ? ref.productId : "stockId" in ref ? ref.stockId : 0;
  return Number.isSafeInteger(id) && id >= 0 && id <= MAX_CATALOG_ID;
}

/** Reads one product's rows: one query per table, each by product id. */
async function readRows(
  db: Db,
  productId: number,
  requestedStockId: number | null,
): Promise<BundleRows | null> {
  const usedValueIds = sql`(select ${stocks.sizeValueId} from ${stocks} where ${stocks.productId} = ${productId}
    union select ${stocks.widthValueId} from ${stocks} where ${stocks.productId} = ${productId})`;
  const [productRows, styleRows, dimensionRows, stockRows, valueRows] = await Promise.all([
    db
      .select({
        productId: products.productId,
        brandId: products.brandId,
        brandName: brands.name,
        name: products.name,
        seoName: products.seoName,
        description: products.description,
        productType: products.productType,
        subcategory: products.subcategory,
        genders: products.genders,
        silhouette: products.silhouette,
        hasHalfSizes: products.hasHalfSizes,
        isEgc: products.isEgc,
        isGiftCard: products.isGiftCard,
        preferredSubsite: products.preferredSubsite,
        reviewCount: products.reviewCount,
        reviewRating: products.reviewRating,
        badges: products.badges,
      })
      .from(products)
      .innerJoin(brands, eq(brands.brandId, products.brandId))
      .where(eq(products.productId, productId)),
    db
      .select()
      .from(styles)
      .where(eq(styles.productId, productId))
      .orderBy(asc(styles.sortOrder), asc(styles.styleId)),
    db.select().from(productDimensions).where(eq(productDimensions.productId, productId)),
    db.select().from(stocks).where(eq(stocks.productId, productId)).orderBy(asc(stocks.stockId)),
    db
      .select()
      .from(sizingValues)
      .where(
        or(
          sql`${sizingValues.valueId} in ${usedValueIds}`,
          inArray(sizingValues.dimension, [...CONSTRAINT_TYPES]),
        ),
      ),
  ]);
  const [product] = productRows;
  if (!product) return null;
  return {
    product,
    styles: styleRows,
    dimensions: dimensionRows,
    stocks: stockRows,
    sizingValues: valueRows,
    requestedStockId,
  };
}

/** Options of a bundle read: its shaping (marketplaces, category links) and whether sold-out products count. */
export interface ProductBundleOptions extends BundleOptions {
  /**
   * A product with no style in stock is then not_found with spec 1's 'The product has no styles in
   * stock.' (for callers that cannot show it); otherwise it is returned with inStock false, so that a
   * product page can send the shopper to styles inspired by it.
   */
  requireStyleInStock?: boolean;
}

/**
 * The product bundle (spec 1 section 3, "Product detail" and "Sizing") by product id, ASIN or stock id.
 * Unknown ids throw not_found; a sold-out product too when options.requireStyleInStock.
 */
export async function getProductBundle(
  db: Db,
  ref: ProductRef,
  options: ProductBundleOptions,
): Promise<ProductBundle> {
  if (!isValidRef(ref)) throw notFound();
  const found = await resolveRef(db, ref);
  if (!found) throw notFound();
  const rows = await readRows(db, found.productId, found.stockId);
  const bundle = rows ? toProductBundle(rows, options) : null;
  if (!bundle) throw notFound();
  if (options.requireStyleInStock && !bundle.inStock) {
    throw new AppError("not_found", NO_STYLES_IN_STOCK.code, NO_STYLES_IN_STOCK.message);
  }
  return bundle;
}
