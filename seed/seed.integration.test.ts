import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../db/test-database.ts";
import {
  brands,
  categories,
  productDimensions,
  products,
  sizingValues,
  stocks,
  styles,
} from "../modules/catalog/schema.server.ts";
import { menus } from "../modules/content/schema.server.ts";
import type { Db } from "../modules/core/index.ts";
import { generateCatalogue } from "./generator.ts";
import { isCatalogueEmpty, seedCatalogue } from "./load.server.ts";

const PRODUCTS = 150;

/** A digest of every catalogue row, table by table, in primary-key order. */
async function digestAll(db: Db): Promise<Record<string, string>> {
  const tables = {
    brands: await db.select().from(brands).orderBy(brands.brandId),
    categories: await db.select().from(categories).orderBy(categories.categoryId),
    sizingValues: await db.select().from(sizingValues).orderBy(sizingValues.valueId),
    menus: await db.select().from(menus).orderBy(menus.menuId),
    products: await db.select().from(products).orderBy(products.productId),
    styles: await db.select().from(styles).orderBy(styles.styleId),
    productDimensions: await db
      .select()
      .from(productDimensions)
      .orderBy(productDimensions.productId, productDimensions.dimensionId),
    stocks: await db.select().from(stocks).orderBy(stocks.stockId),
  };
  return Object.fromEntries(
    Object.entries(tables).map(([name, rows]) => [
      `${name} (${rows.length})`,
      createHash("sha256").update(JSON.stringify(rows)).digest("hex"),
    ]),
  );
}

describe("seeding the demo catalogue", () => {
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it("reports an empty catalogue before seeding and a full one after", async () => {
    expect(await isCatalogueEmpty(first.db)).toBe(true);
    const progress: number[] = [];
    await seedCatalogue(first.db, { products: PRODUCTS, onProgress: (done) => progress.push(done) });
    expect(await isCatalogueEmpty(first.db)).toBe(false);
    expect(progress.at(-1)).toBe(PRODUCTS);
  });

  it("writes exactly the generated rows", async () => {
    const catalogue = generateCatalogue({ products: PRODUCTS });
    const bundles = [...catalogue.products()];
    expect(await first.db.$count(products)).toBe(PRODUCTS);
    expect(await first.db.$count(styles)).toBe(bundles.flatMap((b) => b.styles).length);
    expect(await first.db.$count(stocks)).toBe(bundles.flatMap((b) => b.stocks).length);
    expect(await first.db.$count(brands)).toBe(catalogue.brands.length);
    expect(await first.db.$count(menus)).toBe(8);
    const [firstBundle] = bundles;
    const [storedStock] = await first.db.select().from(stocks).orderBy(stocks.stockId).limit(1);
    expect(storedStock).toEqual(firstBundle?.stocks[0]);
    const [storedProduct] = await first.db
      .select()
      .from(products)
      .orderBy(products.createdAt, products.productId)
      .limit(1);
    const oldest = [...bundles].sort((a, b) => Number(a.product.createdAt) - Number(b.product.createdAt))[0];
    expect(storedProduct).toEqual(oldest?.product);
  });

  it("gives byte-identical rows in another fresh database, also after seeding it twice", async () => {
    await seedCatalogue(second.db, { products: 20, seed: 99 });
    await seedCatalogue(second.db, { products: PRODUCTS });
    const [a, b] = [await digestAll(first.db), await digestAll(second.db)];
    expect(b).toEqual(a);
    expect(Object.keys(a)).toContain(`products (${PRODUCTS})`);
  });
});
