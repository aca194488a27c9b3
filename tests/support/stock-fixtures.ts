import { and, asc, eq, gt, isNull, ne, type SQL, sql } from "drizzle-orm";
import { findStockItems } from "../../modules/catalog/index.server.ts";
import { products, stocks } from "../../modules/catalog/schema.server.ts";
import type { Db } from "../../modules/core/index.ts";

/** What a stock item sells: goods ('retail', no gift card of either kind), e-Gift Cards, plastic gift cards. */
export type StockKind = "any" | "retail" | "egift card" | "plastic gift card";

export interface StockChoice {
  kind?: StockKind;
  /** Units on hand, more than this (0 unless said: in stock). */
  moreThan?: number;
  count?: number;
  ofProduct?: number;
  notOfStyle?: number;
  notOfProduct?: number;
}

export interface StockPick {
  stockId: number;
  styleId: number;
  productId: number;
  asin: string;
  onHand: number;
}

const KINDS: Record<StockKind, SQL | undefined> = {
  any: undefined,
  retail: and(eq(products.isGiftCard, false), eq(products.isEgc, false)),
  "egift card": eq(products.isEgc, true),
  "plastic gift card": and(eq(products.isGiftCard, true), eq(products.isEgc, false)),
};

/** Stock items of the seeded catalogue as a test chooses them, lowest stock id first. */
export async function pickStocks(db: Db, choice: StockChoice = {}): Promise<StockPick[]> {
  const { kind = "any", moreThan = 0, count = 1, ofProduct, notOfStyle, notOfProduct } = choice;
  return db
    .select({
      stockId: stocks.stockId,
      styleId: stocks.styleId,
      productId: stocks.productId,
      asin: stocks.asin,
      onHand: stocks.onHand,
    })
    .from(stocks)
    .innerJoin(products, eq(products.productId, stocks.productId))
    .where(
      and(
        KINDS[kind],
        gt(stocks.onHand, moreThan),
        ofProduct === undefined ? undefined : eq(stocks.productId, ofProduct),
        notOfStyle === undefined ? undefined : ne(stocks.styleId, notOfStyle),
        notOfProduct === undefined ? undefined : ne(stocks.productId, notOfProduct),
      ),
    )
    .orderBy(asc(stocks.stockId))
    .limit(count);
}

/** The first stock item pickStocks answers; the catalogue not having one is the test's mistake. */
export async function pickStock(db: Db, choice: Omit<StockChoice, "count"> = {}): Promise<StockPick> {
  const [pick] = await pickStocks(db, choice);
  if (!pick) throw new Error(`the seeded catalogue has no such stock: ${JSON.stringify(choice)}`);
  return pick;
}

/** Stock ids of sizes sold out (nothing on hand), lowest first. */
export async function soldOutStockIds(db: Db, count = 1): Promise<number[]> {
  const rows = await db
    .select({ stockId: stocks.stockId })
    .from(stocks)
    .where(eq(stocks.onHand, 0))
    .orderBy(asc(stocks.stockId))
    .limit(count);
  return rows.map((row) => row.stockId);
}

/** Every style with its stock ids (in stock or not), both in stock id order. */
export async function stylesWithStockIds(db: Db): Promise<{ styleId: number; stockIds: number[] }[]> {
  const rows = await db
    .select({ styleId: stocks.styleId, stockId: stocks.stockId })
    .from(stocks)
    .orderBy(asc(stocks.stockId));
  const byStyle = new Map<number, number[]>();
  for (const row of rows) byStyle.set(row.styleId, [...(byStyle.get(row.styleId) ?? []), row.stockId]);
  return [...byStyle].map(([styleId, stockIds]) => ({ styleId, stockIds }));
}

/**
 * Pairs of sizes of one retail style (no single shoes), each stock used once, both with more than 5
 * on hand: what a customer bought and the size they exchange it for.
 */
export async function sizePairs(db: Db): Promise<{ bought: number; wanted: number }[]> {
  const other = sql`(select min(s2.stock_id) from ${stocks} s2 where s2.style_id = ${stocks.styleId} and s2.stock_id <> ${stocks.stockId} and s2.on_hand > 5)`;
  const rows = await db
    .select({ bought: stocks.stockId, wanted: sql<number | null>`${other}` })
    .from(stocks)
    .innerJoin(products, eq(products.productId, stocks.productId))
    .where(and(eq(products.isGiftCard, false), gt(stocks.onHand, 5), isNull(stocks.shoeType)))
    .orderBy(stocks.stockId)
    .limit(200);
  const used = new Set<number>();
  const pairs: { bought: number; wanted: number }[] = [];
  for (const row of rows) {
    if (row.wanted === null || used.has(row.bought) || used.has(Number(row.wanted))) continue;
    used.add(row.bought);
    used.add(Number(row.wanted));
    pairs.push({ bought: row.bought, wanted: Number(row.wanted) });
  }
  return pairs;
}

/** Units on hand of a stock item now, as the catalogue tells other modules (undefined: no such item). */
export async function onHandOf(db: Db, stockId: number): Promise<number | undefined> {
  return (await findStockItems(db, { stockIds: [stockId] }))[0]?.onHand;
}

/** Sets a stock item's units on hand, as a warehouse count would. */
export async function setOnHand(db: Db, stockId: number, onHand: number): Promise<void> {
  await db.update(stocks).set({ onHand }).where(eq(stocks.stockId, stockId));
}

/** Sells out every size of a product; answers a function that puts each size's units back. */
export async function sellOutProduct(db: Db, productId: number): Promise<() => Promise<void>> {
  const kept = await db
    .select({ stockId: stocks.stockId, onHand: stocks.onHand })
    .from(stocks)
    .where(eq(stocks.productId, productId));
  await db.update(stocks).set({ onHand: 0 }).where(eq(stocks.productId, productId));
  return async () => {
    for (const stock of kept) await setOnHand(db, stock.stockId, stock.onHand);
  };
}
