import { sql } from "drizzle-orm";
import { products, stocks } from "../../modules/catalog/schema.server.ts";
import type { Db } from "../../modules/core/index.ts";

/**
 * Product ids a marketplace's product page shows, written out again in SQL as the tests' own oracle
 * (not the store's reader): some stock on hand, no e-Gift Card, not the other marketplace's.
 */
export async function liveProductIds(db: Db, otherSubsite: string): Promise<number[]> {
  const rows = await db
    .select({ productId: products.productId })
    .from(products)
    .where(
      sql`not ${products.isEgc} and (${products.preferredSubsite} is null or ${products.preferredSubsite} <> ${otherSubsite})
        and exists (select 1 from ${stocks} where ${stocks.productId} = ${products.productId} and ${stocks.onHand} > 0)`,
    )
    .orderBy(products.productId);
  return rows.map((row) => row.productId);
}
