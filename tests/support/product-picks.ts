import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { brands, products, stocks, styles } from "../../modules/catalog/schema.server.ts";
import type { Db } from "../../modules/core/index.ts";

// Products of the seeded catalogue picked by what a product page does with them, in the tests' own
// SQL (not the store's readers), lowest product id first.

export interface PickedProduct {
  productId: number;
  seoName: string;
  productName: string;
  brandName: string;
  productType: string;
  subcategory: string;
}

const inStock = sql`exists (select 1 from ${stocks} where ${stocks.productId} = ${products.productId} and ${stocks.onHand} > 0)`;

const KINDS = {
  /** On the main store, in stock, in two colours or more; no gift card. */
  "in several colours": sql`${inStock} and ${products.preferredSubsite} is null and not ${products.isEgc} and not ${products.isGiftCard}
    and (select count(*) from ${styles} where ${styles.productId} = ${products.productId}) > 1`,
  "prefers 9am": sql`${products.preferredSubsite} = '9am' and ${inStock}`,
  "e-gift card": sql`${products.isEgc}`,
  "sold out": sql`not ${inStock} and not ${products.isEgc} and ${products.preferredSubsite} is null`,
} satisfies Record<string, SQL>;

/** The first product of a kind; the catalogue not having one is the test's mistake. */
export async function pickProduct(db: Db, kind: keyof typeof KINDS): Promise<PickedProduct> {
  const [product] = await db
    .select({
      productId: products.productId,
      seoName: products.seoName,
      productName: products.name,
      brandName: brands.name,
      productType: products.productType,
      subcategory: products.subcategory,
    })
    .from(products)
    .innerJoin(brands, eq(brands.brandId, products.brandId))
    .where(KINDS[kind])
    .orderBy(asc(products.productId))
    .limit(1);
  if (!product) throw new Error(`the seed has no product ${kind}`);
  return product;
}

/** A product's colour ids in the page's order (the styles' sort order). */
export async function colorIdsOf(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ colorId: styles.colorId })
    .from(styles)
    .where(eq(styles.productId, productId))
    .orderBy(asc(styles.sortOrder), asc(styles.styleId));
  return rows.map((row) => row.colorId);
}

/** A stock item of a product's last colour (the highest sort order), with that colour. */
export async function lastColourStock(db: Db, productId: number) {
  const [stock] = await db
    .select({ asin: stocks.asin, colorId: styles.colorId })
    .from(stocks)
    .innerJoin(styles, eq(styles.styleId, stocks.styleId))
    .where(eq(stocks.productId, productId))
    .orderBy(desc(styles.sortOrder))
    .limit(1);
  return stock;
}

/** The last stock item in stock on the main store whose style comes in several sizes and widths. */
export async function stockOfSizesAndWidths(db: Db) {
  const [stock] = await db
    .select({
      asin: stocks.asin,
      stockId: stocks.stockId,
      size: sql<string>`(select label from sizing_values where value_id = ${stocks.sizeValueId})`,
      width: sql<string>`(select label from sizing_values where value_id = ${stocks.widthValueId})`,
    })
    .from(stocks)
    .innerJoin(products, eq(products.productId, stocks.productId))
    .where(
      and(
        sql`${stocks.onHand} > 0 and ${products.preferredSubsite} is null and not ${products.isEgc}`,
        sql`(select count(distinct o.size_value_id) from ${stocks} o where o.style_id = ${stocks.styleId}) > 1`,
        sql`(select count(distinct o.width_value_id) from ${stocks} o where o.style_id = ${stocks.styleId}) > 1`,
      ),
    )
    .orderBy(desc(stocks.stockId))
    .limit(1);
  if (!stock) throw new Error("the seed has no stock with several sizes and widths");
  return stock;
}
