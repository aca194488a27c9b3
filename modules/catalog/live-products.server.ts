import { and, eq, exists, gt, inArray, isNull, not, or, sql } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { products, stocks } from "./schema.server.ts";

/** A product a marketplace shows: what its sitemap lists. */
export interface LiveProduct {
  productId: number;
  seoName: string;
  brandId: number;
  productType: string;
  subcategory: string;
}

/**
 * The products a marketplace's product page shows rather than redirects (spec 1 section 4): some
 * style in stock, not an e-Gift Card, and either no preferred subsite, this one, or one that is not
 * configured (the page then stays here too).
 */
export async function findLiveProducts(
  db: Db,
  subsiteId: string,
  configuredSubsites: readonly string[],
): Promise<LiveProduct[]> {
  const others = configuredSubsites.filter((id) => id !== subsiteId);
  const here = others.length
    ? or(isNull(products.preferredSubsite), not(inArray(products.preferredSubsite, others)))
    : sql`true`;
  return db
    .select({
      productId: products.productId,
      seoName: products.seoName,
      brandId: products.brandId,
      productType: products.productType,
      subcategory: products.subcategory,
    })
    .from(products)
    .where(
      and(
        eq(products.isEgc, false),
        here,
        exists(
          db
            .select({ one: sql`1` })
            .from(stocks)
            .where(and(eq(stocks.productId, products.productId), gt(stocks.onHand, 0))),
        ),
      ),
    )
    .orderBy(products.productId);
}
