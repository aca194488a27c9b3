import { and, desc, eq } from "drizzle-orm";
import { findStockItems, type StockItem } from "../catalog/index.server.ts";
import { AppError, type Db } from "../core/index.ts";
import type { SessionOwner } from "../identity/index.server.ts";
import type { GiftCardDetails } from "./gift-card-details.ts";
import { detailsOf } from "./gift-card-rows.server.ts";
import { CART_ERRORS, type CartRuleError, canMix, MAX_CART_LINES } from "./rules.ts";
import { cartGiftCardDetails, cartItems, carts } from "./schema.server.ts";

/** A bag's rows: found and locked by owner, read and written line by line, and its size and mix rules. */

/** One line of a bag as stored: the item, how many, saved for later or not, an e-Gift Card's details. */
export interface Line {
  stockId: number;
  quantity: number;
  saved: boolean;
  /** An e-Gift Card line's customisation, when it has one. */
  details: GiftCardDetails | null;
}

/** A bag rule's refusal as the AppError the API and the pages answer. */
export function ruleError(error: CartRuleError): AppError {
  return new AppError(
    error.id === "cart.invalid.input" ? "invalid_input" : "conflict",
    error.id,
    error.message,
  );
}

/** A bag change the bag cannot take: 400 cart.invalid.input. */
export function invalid(message: string): AppError {
  return new AppError("invalid_input", "cart.invalid.input", message);
}

/** The bag of this owner: a guest's by session, a signed-in customer's by customer. */
export const ownerIs = (owner: SessionOwner) =>
  owner.customerId === null ? eq(carts.sessionId, owner.sessionId) : eq(carts.customerId, owner.customerId);

/** The owner's cart id (locked for the transaction when asked), or null when they have no bag yet. */
export async function findCartId(db: Db, owner: SessionOwner, lock: boolean): Promise<number | null> {
  const query = db.select({ cartId: carts.cartId }).from(carts).where(ownerIs(owner));
  const [row] = lock ? await query.for("update") : await query;
  return row?.cartId ?? null;
}

/** The owner's cart id, locked for this transaction (created when missing), so writes to one bag queue up. */
export async function lockCart(tx: Db, owner: SessionOwner): Promise<number> {
  const values =
    owner.customerId === null ? { sessionId: owner.sessionId } : { customerId: owner.customerId };
  await tx.insert(carts).values(values).onConflictDoNothing();
  const cartId = await findCartId(tx, owner, true);
  if (cartId === null) throw new Error("cart row missing after insert");
  return cartId;
}

/** The bag's lines, newest first, with the e-Gift Card details each carries. */
export async function readLines(db: Db, cartId: number): Promise<Line[]> {
  const rows = await db
    .select({
      stockId: cartItems.stockId,
      quantity: cartItems.quantity,
      saved: cartItems.saved,
      details: cartGiftCardDetails,
    })
    .from(cartItems)
    .leftJoin(
      cartGiftCardDetails,
      and(
        eq(cartGiftCardDetails.cartId, cartItems.cartId),
        eq(cartGiftCardDetails.stockId, cartItems.stockId),
      ),
    )
    .where(eq(cartItems.cartId, cartId))
    .orderBy(desc(cartItems.addedAt), desc(cartItems.stockId));
  return rows.map((row) => ({ ...row, details: row.details ? detailsOf(row.details) : null }));
}

/** The catalogue's stock items by stock id (or ASIN), read now. */
export async function stocksOf(db: Db, stockIds: readonly number[], asins: readonly string[] = []) {
  const found = await findStockItems(db, { stockIds, asins });
  return new Map(found.map((stock) => [stock.stockId, stock]));
}

/** Writes one line back: removed at quantity 0, else inserted or updated. */
export async function writeLine(tx: Db, cartId: number, line: Line, isNew: boolean): Promise<void> {
  const where = and(eq(cartItems.cartId, cartId), eq(cartItems.stockId, line.stockId));
  if (line.quantity === 0) {
    await tx.delete(cartItems).where(where);
  } else if (isNew) {
    await tx
      .insert(cartItems)
      .values({ cartId, stockId: line.stockId, quantity: line.quantity, saved: line.saved });
  } else {
    await tx.update(cartItems).set({ quantity: line.quantity, saved: line.saved }).where(where);
  }
}

/** Refuses a bag with more active lines, or more saved ones, than the bag holds. */
export function checkSize(lines: Iterable<Line>): void {
  let active = 0;
  let saved = 0;
  for (const line of lines) {
    if (line.quantity === 0) continue;
    if (line.saved) saved += 1;
    else active += 1;
  }
  if (active > MAX_CART_LINES || saved > MAX_CART_LINES) {
    throw ruleError({ id: "max.cart.size.exceeded", message: CART_ERRORS["max.cart.size.exceeded"] });
  }
}

/** Refuses e-Gift Cards mixed with other items among the active lines (spec 1's e-Gift Card rule). */
export function checkMix(lines: Iterable<Line>, stocks: ReadonlyMap<number, StockItem>): void {
  const kinds = [...lines]
    .filter((line) => !line.saved && line.quantity > 0)
    .flatMap((line) => {
      const stock = stocks.get(line.stockId);
      return stock ? [{ isGiftCard: stock.isGiftCard, isEgc: stock.isEgc }] : [];
    });
  const [first, ...rest] = kinds;
  if (first && !canMix(rest, first)) {
    throw ruleError({ id: "cannotAddMixedRetailAndEgc", message: CART_ERRORS.cannotAddMixedRetailAndEgc });
  }
}
