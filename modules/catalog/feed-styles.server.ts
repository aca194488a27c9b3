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
  const rows = await db
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
      onHand: sql<number>`coalesce((select sum(s.on_hand) from ${stocks} s where s.style_id = ${styles.styleId}), 0)::int`,
      sizeLabels: sql<string[]>`coalesce((select array_agg(distinct v.label order by v.label) from ${stocks} s
        join ${sizingValues} v on v.value_id = s.size_value_id where s.style_id = ${styles.styleId}), '{}')`,
      ageGroups: sql<
        string[]
      >`coalesce((select array_agg(distinct s.age_group order by s.age_group) from ${stocks} s
        where s.style_id = ${styles.styleId}), '{}')`,
    })
    .from(styles)
    .innerJoin(products, eq(products.productId, styles.productId))
    .innerJoin(brands, eq(brands.brandId, products.brandId))
    .where(inArray(styles.productId, [...productIds]))
    .orderBy(asc(styles.productId), asc(styles.sortOrder), asc(styles.styleId));
  return rows.map(({ silhouette, imageViews, ...row }) => ({
    ...row,
    onHand: Number(row.onHand),
    imageUrl: imageUrl(row.styleId, imageViews.find(isImageView) ?? "MAIN", productImageSize(silhouette)),
  }));
}
