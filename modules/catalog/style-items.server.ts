import { eq, inArray, sql } from "drizzle-orm";
import { type Db, formatPrice } from "../core/index.ts";
import { MAX_CATALOG_ID } from "./identifiers.ts";
import { imageUrl } from "./images.ts";
import { productPath } from "./product-bundle.ts";
import { brands, products, stocks, styles } from "./schema.server.ts";

/** What other modules (favorites) show of one style: the catalogue's word, read now, sold out or not. */
export interface StyleItem {
  styleId: number;
  productId: number;
  colorId: number;
  productName: string;
  brandName: string;
  color: string;
  priceCents: number;
  msrpCents: number;
  /** '$89.99'. */
  price: string;
  /** Units on hand across the style's stocks: 0 means sold out. */
  onHand: number;
  /** The stock ids of the style. */
  stockIds: number[];
  productUrl: string;
  /** The card-size main image. */
  imageUrl: string;
}

/** The styles with the given ids (unknown ones are simply absent), in no particular order. */
export async function findStyleItems(db: Db, styleIds: readonly number[]): Promise<StyleItem[]> {
  const ids = [...new Set(styleIds)].filter(
    (id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_CATALOG_ID,
  );
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      styleId: styles.styleId,
      productId: styles.productId,
      colorId: styles.colorId,
      productName: products.name,
      brandName: brands.name,
      seoName: products.seoName,
      color: styles.color,
      priceCents: styles.priceCents,
      msrpCents: styles.msrpCents,
      onHand: sql<number>`coalesce((select sum(s.on_hand) from ${stocks} s where s.style_id = "styles"."style_id"), 0)::int`,
      stockIds: sql<
        number[]
      >`coalesce((select array_agg(s.stock_id order by s.stock_id) from ${stocks} s where s.style_id = "styles"."style_id"), '{}')`,
    })
    .from(styles)
    .innerJoin(products, eq(products.productId, styles.productId))
    .innerJoin(brands, eq(brands.brandId, products.brandId))
    .where(inArray(styles.styleId, ids));
  return rows.map(({ seoName, ...row }) => ({
    ...row,
    onHand: Number(row.onHand),
    stockIds: row.stockIds.map(Number),
    price: formatPrice(row.priceCents),
    productUrl: productPath(seoName, row.productId, row.colorId),
    imageUrl: imageUrl(row.styleId, "MAIN", "card"),
  }));
}
