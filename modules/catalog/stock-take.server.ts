import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { stocks } from "./schema.server.ts";

/** Units of one stock item an order takes or gives back. */
export interface StockMove {
  stockId: number;
  quantity: number;
}

/** Several moves of one stock item as one, in stock id order: the order locks are taken in. */
function combined(moves: readonly StockMove[]): StockMove[] {
  const byStock = new Map<number, number>();
  for (const move of moves) {
    if (!Number.isSafeInteger(move.quantity) || move.quantity <= 0) {
      throw new Error(`a stock move needs a whole positive quantity, not ${move.quantity}`);
    }
    byStock.set(move.stockId, (byStock.get(move.stockId) ?? 0) + move.quantity);
  }
  return [...byStock].sort(([a], [b]) => a - b).map(([stockId, quantity]) => ({ stockId, quantity }));
}

/**
 * Takes units off the shelf in the caller's transaction: each item's check and decrement is one
 * statement (`on_hand >= quantity`), so no concurrency can sell a unit twice or go below zero,
 * and items are taken in stock id order, so two orders never wait on each other in a circle.
 * Answers the stock ids that had too few units: the caller then rolls its transaction back, and
 * the units already taken return with it.
 */
export async function takeStock(tx: Db, moves: readonly StockMove[]): Promise<number[]> {
  const short: number[] = [];
  for (const move of combined(moves)) {
    const taken = await tx
      .update(stocks)
      .set({ onHand: sql`${stocks.onHand} - ${move.quantity}` })
      .where(and(eq(stocks.stockId, move.stockId), gte(stocks.onHand, move.quantity)))
      .returning({ stockId: stocks.stockId });
    if (taken.length === 0) short.push(move.stockId);
  }
  return short;
}

/** Puts units back on the shelf (a cancelled or returned item), in the caller's transaction. */
export async function returnStock(tx: Db, moves: readonly StockMove[]): Promise<void> {
  for (const move of combined(moves)) {
    await tx
      .update(stocks)
      .set({ onHand: sql`${stocks.onHand} + ${move.quantity}` })
      .where(eq(stocks.stockId, move.stockId));
  }
}
