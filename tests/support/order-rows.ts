import { asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../modules/core/index.ts";
import { orderLines, orders } from "../../modules/orders/schema.server.ts";

// The orders' rows as stored, for tests that compare what checkout wrote with what it was asked.

/** One order's row (undefined: no such order). */
export async function storedOrder(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  return order;
}

/** A customer's orders' rows, oldest first. */
export function storedOrdersOf(db: Db, customerId: number) {
  return db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(asc(orders.placedAt));
}

/** How many orders these customers have placed between them. */
export async function orderCountOf(db: Db, customerIds: readonly number[]): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(inArray(orders.customerId, [...customerIds]));
  return row?.count ?? 0;
}

/** An order's lines, in line order. */
export function storedLines(db: Db, orderId: string) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.lineNumber));
}

/** Every order line that sold units of a stock item. */
export function linesSelling(db: Db, stockId: number) {
  return db.select().from(orderLines).where(eq(orderLines.stockId, stockId));
}
