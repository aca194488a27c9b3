import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { products, sizingValues, stocks, styles } from "./schema.server.ts";
import { giftCardAmountCents } from "./stock-items.server.ts";

/** An amount the gift card page offers, and the stock item that sells it. */
export interface EgiftCardAmount {
  stockId: number;
  asin: string;
  amountCents: number;
  /** The amount as the catalogue names it ('$50'). */
  label: string;
}

/**
 * The e-Gift Card amounts in stock, lowest first, each with one stock item: of the catalogue's
 * e-Gift Card stocks of that amount, the first by product, style and stock id, so the page offers
 * the same item for an amount while it lasts (the bag keeps one recipient per item).
 */
export async function findEgiftCardAmounts(db: Db): Promise<EgiftCardAmount[]> {
  const rows = await db
    .select({ stockId: stocks.stockId, asin: stocks.asin, sizeLabel: sizingValues.label })
    .from(stocks)
    .innerJoin(products, eq(products.productId, stocks.productId))
    .innerJoin(styles, eq(styles.styleId, stocks.styleId))
    .innerJoin(sizingValues, eq(sizingValues.valueId, stocks.sizeValueId))
    .where(and(eq(products.isEgc, true), isNull(products.preferredSubsite), gt(stocks.onHand, 0)))
    .orderBy(asc(stocks.productId), asc(styles.sortOrder), asc(stocks.stockId));
  const byAmount = new Map<number, EgiftCardAmount>();
  for (const row of rows) {
    const amountCents = giftCardAmountCents(row.sizeLabel);
    if (amountCents === null || byAmount.has(amountCents)) continue;
    byAmount.set(amountCents, { stockId: row.stockId, asin: row.asin, amountCents, label: row.sizeLabel });
  }
  return [...byAmount.values()].sort((a, b) => a.amountCents - b.amountCents);
}
