import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { isImageView, productImageSize } from "./image-views.ts";
import { imageUrl } from "./images.ts";
import { brands, products, sizingValues, stocks, styles } from "./schema.server.ts";

/** One style (colour) of a product as a shopping feed describes it: the catalogue's word, read now. */
export interface FeedStyle {
  productId: number;
  styleId: number;
  colorId: number;
  seoName: string;
  productName: string;
  brandName: string;
  /** The product's description: a summary line, then bullet lines. */
  description: string;
  /** zc1 and zc2: 'Shoes', 'Boots'. */
  productType: string;
  subcategory: string;
  /** 'women' | 'men' | 'girls' | 'boys'. */
  genders: string[];
  color: string;
  priceCents: number;
  msrpCents: number;
  /** Units on hand across the style's stocks: 0 means sold out. */
  onHand: number;
  /** The distinct size labels of the style's stocks. */
  sizeLabels: string[];
  /** The style's first image at the product page's size (its Open Graph image), a path. */
  imageUrl: string;
  /** The distinct age groups of the style's stocks (adult, big-kids, infant, kids, little-kids, toddler). */
  ageGroups: string[];
}

/**
 * The styles of the given products, in product then display order. The caller names the products
 * (modules/crawl asks for the live ones, a batch at a time, so the whole catalogue is never in memory).
 */
export async function findFeedStyles(db: Db, productIds: readonly number[]): Promise<FeedStyle[]> {
  if (productIds.length === 0) return [];
  const ids = [...productIds];
  // Two reads, each one pass by product id: the styles, and their stocks summed up per style.
  const [styleRows, stockRows] = await Promise.all([
    db
      .select({
        productId: products.productId,
        styleId: styles.styleId,
        colorId: styles.colorId,
        seoName: products.seoName,
        productName: products.name,
        brandName: brands.name,
        description: products.description,
        productType: products.productType,
        subcategory: products.subcategory,
        genders: products.genders,
        silhouette: products.silhouette,
        color: styles.color,
        imageViews: styles.imageViews,
        priceCents: styles.priceCents,
        msrpCents: styles.msrpCents,
      })
      .from(styles)
      .innerJoin(products, eq(products.productId, styles.productId))
      .innerJoin(brands, eq(brands.brandId, products.brandId))
      .where(inArray(styles.productId, ids))
      .orderBy(asc(styles.productId), asc(styles.sortOrder), asc(styles.styleId)),
    db
      .select({
        styleId: stocks.styleId,
        onHand: sql<number>`sum(${stocks.onHand})::int`,
        sizeLabels: sql<string[]>`array_agg(distinct ${sizingValues.label} order by ${sizingValues.label})`,
        ageGroups: sql<string[]>`array_agg(distinct ${stocks.ageGroup} order by ${stocks.ageGroup})`,
      })
      .from(stocks)
      .innerJoin(sizingValues, eq(sizingValues.valueId, stocks.sizeValueId))
      .where(inArray(stocks.productId, ids))
      .groupBy(stocks.styleId),
  ]);
  const stocksOf = new Map(stockRows.map((row) => [row.styleId, row]));
  return styleRows.map(({ silhouette, imageViews, ...row }) => {
    const stock = stocksOf.get(row.styleId);
    return {
      ...row,
      onHand: Number(stock?.onHand ?? 0),
      sizeLabels: stock?.sizeLabels ?? [],
      ageGroups: stock?.ageGroups ?? [],
      imageUrl: imageUrl(row.styleId, imageViews.find(isImageView) ?? "MAIN", productImageSize(silhouette)),
    };
  });
}
