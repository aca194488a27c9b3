import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { products, sizingValues, stocks, styles } from "../../modules/catalog/schema.server.ts";
import type { Db } from "../../modules/core/index.ts";

// What the store's pages and feeds list, written out again in SQL as the tests' own oracle (not the
// store's readers).

/**
 * Products a marketplace's product page shows, lowest id first: some stock on hand, no e-Gift Card,
 * not the other marketplace's.
 */
export function liveProducts(db: Db, otherSubsite: string) {
  return db
    .select({ productId: products.productId, name: products.name })
    .from(products)
    .where(
      sql`not ${products.isEgc} and (${products.preferredSubsite} is null or ${products.preferredSubsite} <> ${otherSubsite})
        and exists (select 1 from ${stocks} where ${stocks.productId} = ${products.productId} and ${stocks.onHand} > 0)`,
    )
    .orderBy(products.productId);
}

/** The ids of liveProducts. */
export async function liveProductIds(db: Db, otherSubsite: string): Promise<number[]> {
  return (await liveProducts(db, otherSubsite)).map((row) => row.productId);
}

/** Every style of these products, by id. */
export async function styleIdsOf(db: Db, productIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ styleId: styles.styleId })
    .from(styles)
    .where(inArray(styles.productId, [...productIds]))
    .orderBy(asc(styles.styleId));
  return rows.map((row) => row.styleId);
}

/** Products the main store's feed must leave out whatever their stock: e-Gift Cards and 9am's. */
export function egiftCardsAndNineAmProducts(db: Db) {
  return db
    .select({ productId: products.productId, isEgc: products.isEgc })
    .from(products)
    .where(sql`${products.isEgc} or ${products.preferredSubsite} = '9am'`);
}

/** One of these styles on sale (its MSRP over its price by more than a tenth), if any. */
export async function styleOnSale(db: Db, styleIds: readonly number[]) {
  const [style] = await db
    .select({ styleId: styles.styleId, priceCents: styles.priceCents, msrpCents: styles.msrpCents })
    .from(styles)
    .where(and(inArray(styles.styleId, [...styleIds]), sql`${styles.msrpCents} > ${styles.priceCents} * 1.1`))
    .limit(1);
  return style;
}

/** How many styles have units on hand (of a size, when given): every one is a search document. */
export async function stylesInStock(db: Db, sizeLabel?: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${stocks.styleId})::int` })
    .from(stocks)
    .innerJoin(sizingValues, eq(sizingValues.valueId, stocks.sizeValueId))
    .where(
      and(gt(stocks.onHand, 0), sizeLabel === undefined ? undefined : eq(sizingValues.label, sizeLabel)),
    );
  return row?.count ?? 0;
}
