import { eq, sql } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { searchBrands } from "./schema.server.ts";

/**
 * Every brand (or only `brandId`) with its number of products that have a style in stock, sorted by
 * name (for /v1/brandList).
 */
export async function listSearchBrands(db: Db, brandId?: number) {
  return db
    .select({
      id: searchBrands.brandId,
      name: searchBrands.name,
      slug: searchBrands.slug,
      productCount: searchBrands.productCount,
    })
    .from(searchBrands)
    .where(brandId === undefined ? undefined : eq(searchBrands.brandId, brandId))
    .orderBy(sql`lower(${searchBrands.name})`, searchBrands.name);
}
