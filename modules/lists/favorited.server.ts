import { asc, gt } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { listItems } from "./schema.server.ts";

/** One favorite of one customer: the style, and the size when one was hearted. */
export interface Favorited {
  entryId: number;
  customerId: number;
  styleId: number;
  stockId: number | null;
}

/**
 * Every customer's favorites, a page at a time in entry order (for price-drop alerts,
 * modules/subscriptions): pass the last entryId seen to read on.
 */
export async function favoritedItems(db: Db, afterEntryId: number, limit: number): Promise<Favorited[]> {
  return db
    .select({
      entryId: listItems.entryId,
      customerId: listItems.customerId,
      styleId: listItems.itemId,
      stockId: listItems.subItemId,
    })
    .from(listItems)
    .where(gt(listItems.entryId, afterEntryId))
    .orderBy(asc(listItems.entryId))
    .limit(limit);
}
