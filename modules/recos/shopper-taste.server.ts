import { bagStockIds } from "../cart/index.server.ts";
import { findStockItems } from "../catalog/index.server.ts";
import type { Db } from "../core/index.ts";
import { listLists, readListItems } from "../lists/index.server.ts";
import { MAX_PAGE_SIZE } from "../lists/index.ts";
import { orderedStockIds } from "../orders/index.server.ts";
import type { ShopperTaste } from "../search/index.ts";

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * Whether a customer is offered 'Best For You' (spec 1: only eligible users): signed in (a
 * customer id, never a guest or a merely recognised visitor) with a history to go by, favorites
 * on any list or orders.
 */
export async function isBestForYouEligible(db: Db, customerId: number | null): Promise<boolean> {
  if (customerId === null) return false;
  const [lists, ordered] = await Promise.all([listLists(db, customerId), orderedStockIds(db, customerId)]);
  return ordered.length > 0 || lists.some((list) => list.itemCount > 0);
}

/** The styles (and the sizes, for a size kept on a list) of the customer's latest favorites. */
async function favorites(db: Db, customerId: number) {
  const lists = (await listLists(db, customerId)).filter((list) => list.itemCount > 0);
  const pages = await Promise.all(
    lists.map((list) => readListItems(db, customerId, list.listId, { limit: MAX_PAGE_SIZE })),
  );
  const entries = pages.flatMap((page) => page.items);
  return {
    productIds: entries.flatMap((entry) => (entry.product ? [entry.product.productId] : [])),
    stockIds: entries.flatMap((entry) => (entry.subItemId ? [Number(entry.subItemId)] : [])),
  };
}

/**
 * What the customer likes, for 'Best For You': the products of their latest favorites, of their
 * bag (saved items too) and of their orders, and the sizes of the bag's and orders' items and of
 * sizes kept on a list. Gift card amounts are not sizes.
 */
export async function shopperTaste(db: Db, customerId: number): Promise<ShopperTaste> {
  const [liked, bag, ordered] = await Promise.all([
    favorites(db, customerId),
    bagStockIds(db, customerId),
    orderedStockIds(db, customerId),
  ]);
  const items = await findStockItems(db, { stockIds: unique([...liked.stockIds, ...bag, ...ordered]) });
  return {
    productIds: unique([...liked.productIds, ...items.map((item) => item.productId)]),
    sizes: unique(items.filter((item) => !item.isGiftCard).map((item) => item.sizeLabel)),
  };
}
