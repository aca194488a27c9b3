import { asc, eq } from "drizzle-orm";
import { brands, products, styles } from "../../modules/catalog/schema.server.ts";
import type { Db } from "../../modules/core/index.ts";

// Changes to the seeded catalogue as a merchandiser's would be, and its brands, for tests.

/** Brand ids of the catalogue, lowest first. */
export async function brandIds(db: Db, count: number): Promise<number[]> {
  const rows = await db.select({ id: brands.brandId }).from(brands).orderBy(asc(brands.brandId)).limit(count);
  return rows.map((row) => row.id);
}

/** Sets a style's price. */
export async function setStylePrice(db: Db, styleId: number, priceCents: number): Promise<void> {
  await db.update(styles).set({ priceCents }).where(eq(styles.styleId, styleId));
}

/** Sets the price and the MSRP of every style of a product. */
export async function setProductPrice(
  db: Db,
  productId: number,
  price: { priceCents: number; msrpCents: number },
): Promise<void> {
  await db.update(styles).set(price).where(eq(styles.productId, productId));
}

/** Renames a product. */
export async function renameProduct(db: Db, productId: number, name: string): Promise<void> {
  await db.update(products).set({ name }).where(eq(products.productId, productId));
}
