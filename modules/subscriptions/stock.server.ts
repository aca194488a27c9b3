import { and, count, desc, eq, isNull } from "drizzle-orm";
import { findStockItems } from "../catalog/index.server.ts";
import { AppError, type Db } from "../core/index.ts";
import { stockSubscriptions } from "./schema.server.ts";

/** At most this many sizes a customer waits for at once. */
export const MAX_STOCK_SUBSCRIPTIONS = 100;

export const STOCK_MESSAGES = {
  subscribed: "We'll email you when this size is back in stock.",
  inStock: "Good news: this size is in stock. Add it to your bag!",
  notFound: "Sorry, we could not find that item.",
  tooMany: `You are already waiting for ${MAX_STOCK_SUBSCRIPTIONS} sold-out sizes. Remove some from your subscriptions first.`,
} as const;

export interface StockSubscription {
  stockId: number;
  asin: string;
  productName: string;
  brandName: string;
  size: string;
  subscribed: true;
}

/**
 * Asks to hear when a sold-out size is back (the product page's 'Notify Me'). Asking again is
 * fine; a size in stock or unknown is refused, and so is a customer past the limit.
 */
export async function subscribeToStock(db: Db, customerId: number, stockId: number): Promise<void> {
  const [stock] = await findStockItems(db, { stockIds: [stockId] });
  if (!stock) throw new AppError("not_found", "stock.not.found", STOCK_MESSAGES.notFound);
  if (stock.onHand > 0) throw new AppError("conflict", "stock.in.stock", STOCK_MESSAGES.inStock);
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ n: count() })
      .from(stockSubscriptions)
      .where(and(eq(stockSubscriptions.customerId, customerId), isNull(stockSubscriptions.notifiedAt)));
    if (Number(open?.n ?? 0) >= MAX_STOCK_SUBSCRIPTIONS) {
      throw new AppError("conflict", "stock.subscriptions.limit", STOCK_MESSAGES.tooMany);
    }
    await tx
      .insert(stockSubscriptions)
      .values({ customerId, stockId })
      .onConflictDoUpdate({
        target: [stockSubscriptions.customerId, stockSubscriptions.stockId],
        set: { notifiedAt: null },
      });
  });
}

/** The sizes a customer is waiting for, latest first. */
export async function listStockSubscriptions(db: Db, customerId: number): Promise<StockSubscription[]> {
  const rows = await db
    .select({ stockId: stockSubscriptions.stockId })
    .from(stockSubscriptions)
    .where(and(eq(stockSubscriptions.customerId, customerId), isNull(stockSubscriptions.notifiedAt)))
    .orderBy(desc(stockSubscriptions.createdAt));
  const stocks = new Map(
    (await findStockItems(db, { stockIds: rows.map((row) => row.stockId) })).map((s) => [s.stockId, s]),
  );
  return rows.flatMap((row) => {
    const stock = stocks.get(row.stockId);
    return stock
      ? [
          {
            stockId: stock.stockId,
            asin: stock.asin,
            productName: stock.productName,
            brandName: stock.brandName,
            size: stock.sizeLabel,
            subscribed: true as const,
          },
        ]
      : [];
  });
}
