import type { Db } from "../core/index.ts";

/**
 * The stock ids a customer has ordered, latest first. There are no orders until checkout is
 * built (spec 2): the orders module fills this from its tables then. Best For You reads it to
 * decide who is eligible and what they like.
 */
export async function orderedStockIds(_db: Db, _customerId: number): Promise<number[]> {
  return [];
}
