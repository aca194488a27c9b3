import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  brands,
  categories,
  productDimensions,
  products,
  sizingValues,
  stocks,
  styles,
} from "../modules/catalog/schema.server.ts";
import { DEFAULT_CONTENT_DIR, readContentDir, storeContent } from "../modules/content/index.server.ts";
import { menus } from "../modules/content/schema.server.ts";
import type { Db } from "../modules/core/index.ts";
import { refreshSearchDocuments, tidySearchIndex } from "../modules/search/index.server.ts";
import { DEFAULT_PRODUCT_COUNT, generateCatalogue } from "./generator.ts";
import type { ProductBundle, StockRow } from "./products.ts";
import { seedDemoPromotions } from "./promotions.server.ts";
import { seedSponsoredProducts } from "./sponsored.server.ts";

export interface SeedOptions {
  products?: number;
  seed?: number;
  /** Called after each batch of products is written, and once at the end. */
  onProgress?: (done: number, total: number) => void;
}

/** Bind parameters per INSERT statement, well under PostgreSQL's limit of 65535. */
const MAX_PARAMETERS = 30_000;
/** Stock rows gathered before the pending products are written (bounds memory for any catalogue size). */
const FLUSH_STOCKS = 6_000;
/** Stock rows per INSERT ... SELECT FROM unnest(...) statement (one array parameter per column). */
const STOCKS_PER_STATEMENT = 6_000;
const STOCK_KEYS = [
  "stockId",
  "asin",
  "styleId",
  "productId",
  "onHand",
  "sizeValueId",
  "widthValueId",
  "ageGroup",
  "gender",
  "shoeType",
  "sizeRange",
] as const satisfies readonly (keyof StockRow)[];

async function insertRows<T extends PgTable>(db: Db, table: T, rows: T["$inferInsert"][]): Promise<void> {
  const perStatement = Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(table)).length);
  for (let start = 0; start < rows.length; start += perStatement) {
    await db.insert(table).values(rows.slice(start, start + perStatement));
  }
}

/**
 * Inserts stocks, the bulk of the catalogue, passing one array per column to unnest(): about twice as fast
 * as a VALUES list, whose SQL text Drizzle would build row by row.
 */
async function insertStocks(db: Db, rows: StockRow[]): Promise<void> {
  const columns = getTableColumns(stocks);
  const names = sql.join(
    STOCK_KEYS.map((key) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += STOCKS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + STOCKS_PER_STATEMENT);
    const arrays = STOCK_KEYS.map((key) => {
      const values = chunk.map((row) => row[key] ?? null);
      return sql`${sql.param(values)}::${sql.raw(columns[key].getSQLType())}[]`;
    });
    await db.execute(
      sql`insert into ${stocks} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

/** Deletes the catalogue and the menus, children before parents. */
async function clearCatalogue(db: Db): Promise<void> {
  for (const table of [
    stocks,
    productDimensions,
    styles,
    products,
    sizingValues,
    categories,
    brands,
    menus,
  ]) {
    await db.delete(table);
  }
}

class PendingProducts {
  products: ProductBundle["product"][] = [];
  styles: ProductBundle["styles"] = [];
  dimensions: ProductBundle["dimensions"] = [];
  stocks: ProductBundle["stocks"] = [];

  add(bundle: ProductBundle): void {
    this.products.push(bundle.product);
    this.styles.push(...bundle.styles);
    this.dimensions.push(...bundle.dimensions);
    this.stocks.push(...bundle.stocks);
  }

  async flush(db: Db): Promise<void> {
    await insertRows(db, products, this.products);
    await insertRows(db, styles, this.styles);
    await insertRows(db, productDimensions, this.dimensions);
    await insertStocks(db, this.stocks);
    this.products = [];
    this.styles = [];
    this.dimensions = [];
    this.stocks = [];
  }
}

/** The tables the seed writes, besides the search index's. */
const CATALOGUE_TABLES = [
  brands,
  categories,
  sizingValues,
  menus,
  products,
  styles,
  productDimensions,
  stocks,
];

/**
 * Vacuums and analyses what the seed wrote, once committed: statistics for the catalogue's tables
 * (written in one transaction, they had none), hint bits and visibility maps for all of them, so
 * that neither the first shoppers nor autovacuum (which would otherwise rewrite every fresh table
 * in the first minute, beside the store's queries) pay for it.
 */
async function tidyAfterSeed(db: Db): Promise<void> {
  const tables = [...CATALOGUE_TABLES.map((table) => getTableName(table)), "sponsored_products"];
  await db.execute(sql.raw(`vacuum (analyze) ${tables.join(", ")}`));
  await tidySearchIndex(db);
}

/**
 * Replaces the catalogue and menus with the generated demo catalogue, writes the demo promo codes
 * and rebuilds the search index, in one transaction; then vacuums and analyses them (so `db` must
 * not be a transaction).
 */
export async function seedCatalogue(db: Db, options: SeedOptions = {}): Promise<void> {
  const total = options.products ?? DEFAULT_PRODUCT_COUNT;
  const catalogue = generateCatalogue({ products: total, seed: options.seed });
  let done = 0;
  // The content pages and slots kept in the repository (content/), checked before anything is written.
  const content = await readContentDir(DEFAULT_CONTENT_DIR);
  await db.transaction(async (tx) => {
    await clearCatalogue(tx);
    await insertRows(tx, brands, catalogue.brands);
    await insertRows(tx, categories, catalogue.categories);
    await insertRows(tx, sizingValues, catalogue.sizingValues);
    await insertRows(tx, menus, catalogue.menus);
    await storeContent(tx, content);
    const pending = new PendingProducts();
    for (const bundle of catalogue.products()) {
      pending.add(bundle);
      done += 1;
      if (pending.stocks.length >= FLUSH_STOCKS) {
        await pending.flush(tx);
        options.onProgress?.(done, total);
      }
    }
    await pending.flush(tx);
    await seedSponsoredProducts(tx);
    await seedDemoPromotions(tx);
    await refreshSearchDocuments(tx);
  });
  await tidyAfterSeed(db);
  options.onProgress?.(done, total);
}

/** True when no product has been loaded yet (a new database), so the server knows to seed. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(products).limit(1);
  return rows.length === 0;
}

/** How many products, styles, stocks, brands and categories the catalogue holds, for the seed's report. */
export async function catalogueCounts(
  db: Db,
): Promise<{ products: number; styles: number; stocks: number; brands: number; categories: number }> {
  const [productCount, styleCount, stockCount, brandCount, categoryCount] = await Promise.all(
    [products, styles, stocks, brands, categories].map((table) => db.$count(table)),
  );
  return {
    products: productCount ?? 0,
    styles: styleCount ?? 0,
    stocks: stockCount ?? 0,
    brands: brandCount ?? 0,
    categories: categoryCount ?? 0,
  };
}
