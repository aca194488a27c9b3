import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import type { GiftCardDetails } from "./gift-card-details.ts";
import { detailsOf } from "./gift-card-rows.server.ts";
import { cartGiftCardDetails, cartItems, carts } from "./schema.server.ts";

/** One active line of a bag as checkout prices it: the stock item and how many. */
export interface BagLine {
  stockId: number;
  quantity: number;
  /** An e-Gift Card line's customisation; absent when the line has none. */
  gcCustomization?: GiftCardDetails;
}

/**
 * The active (not saved) lines of a customer's bag, latest first, as stored: checkout reads the
 * catalogue for their prices and stock itself. With `lock`, in a transaction, the bag's row is
 * locked until it ends, so the bag cannot change between the order's checks and its clearing.
 */
export async function bagLines(db: Db, customerId: number, lock = false): Promise<BagLine[]> {
  if (lock) {
    await db
      .select({ cartId: carts.cartId })
      .from(carts)
      .where(eq(carts.customerId, customerId))
      .for("update");
  }
  const rows = await db
    .select({ stockId: cartItems.stockId, quantity: cartItems.quantity, details: cartGiftCardDetails })
    .from(cartItems)
    .innerJoin(carts, eq(carts.cartId, cartItems.cartId))
    .leftJoin(
      cartGiftCardDetails,
      and(
        eq(cartGiftCardDetails.cartId, cartItems.cartId),
        eq(cartGiftCardDetails.stockId, cartItems.stockId),
      ),
    )
    .where(and(eq(carts.customerId, customerId), eq(cartItems.saved, false)))
    .orderBy(desc(cartItems.addedAt), desc(cartItems.stockId));
  return rows.map(({ details, ...line }) =>
    details ? { ...line, gcCustomization: detailsOf(details) } : line,
  );
}

/** Removes the bought lines from the customer's bag (items saved for later stay). */
export async function removeBoughtLines(
  tx: Db,
  customerId: number,
  stockIds: readonly number[],
): Promise<void> {
  if (stockIds.length === 0) return;
  const [cart] = await tx
    .select({ cartId: carts.cartId })
    .from(carts)
    .where(eq(carts.customerId, customerId));
  if (!cart) return;
  await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cart.cartId),
        eq(cartItems.saved, false),
        inArray(cartItems.stockId, [...stockIds]),
      ),
    );
}
