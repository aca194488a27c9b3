import { desc, eq } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { cartItems, carts } from "./schema.server.ts";

/**
 * The stock ids in a customer's bag, saved items included, latest first: what the customer has
 * shown interest in (Best For You reads them). A plain read: the bag is not reconciled with stock
 * here, so that browsing never changes it.
 */
export async function bagStockIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ stockId: cartItems.stockId })
    .from(cartItems)
    .innerJoin(carts, eq(carts.cartId, cartItems.cartId))
    .where(eq(carts.customerId, customerId))
    .orderBy(desc(cartItems.addedAt));
  return rows.map((row) => row.stockId);
}
