import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../modules/core/index.ts";
import { giftCardLedger, giftCards } from "../../modules/promotions/schema.server.ts";

// The gift cards and balances as stored, for tests of what an order issued or spent.

/** The gift cards an order bought (e-Gift Cards), as stored. */
export function giftCardsBoughtOn(db: Db, orderId: string) {
  return db
    .select()
    .from(giftCards)
    .where(eq(giftCards.sourceOrderId, orderId))
    .orderBy(asc(giftCards.giftCardId));
}

/** The id of every gift card ever issued. */
export function giftCardIds(db: Db) {
  return db.select({ id: giftCards.giftCardId }).from(giftCards);
}

/** A customer's gift card balance entries, oldest first; only those of one reason when given. */
export function giftCardEntriesOf(
  db: Db,
  customerId: number,
  reason?: "claim" | "order" | "cancel" | "refund",
) {
  return db
    .select({ deltaCents: giftCardLedger.deltaCents, orderId: giftCardLedger.orderId })
    .from(giftCardLedger)
    .where(
      and(
        eq(giftCardLedger.customerId, customerId),
        reason === undefined ? undefined : eq(giftCardLedger.reason, reason),
      ),
    )
    .orderBy(asc(giftCardLedger.entryId));
}
