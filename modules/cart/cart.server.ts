import { and, eq, sql } from "drizzle-orm";
import { glProductGroupOf, type StockItem } from "../catalog/index.server.ts";
import { imageUrl, productLineOfStock, productPath } from "../catalog/index.ts";
import { AppError, type Db } from "../core/index.ts";
import type { SessionOwner } from "../identity/index.server.ts";
import {
  checkMix,
  checkSize,
  findCartId,
  invalid,
  type Line,
  lockCart,
  ownerIs,
  readLines,
  ruleError,
  stocksOf,
  writeLine,
} from "./cart-lines.server.ts";
import { CART_ERRORS, cartType, quantityError, rewardsPoints } from "./rules.ts";
import { cartItems, carts } from "./schema.server.ts";
import type { Cart, CartChange, CartItem, CartMoney } from "./types.ts";

const money = (cents: number): CartMoney => ({ amount: cents / 100, currencyCode: "USD" });

function toItem(line: Line, stock: StockItem): CartItem {
  return {
    ...productLineOfStock(stock),
    parentAsin: String(stock.productId),
    shoeType: stock.shoeType,
    quantity: line.quantity,
    price: stock.priceCents / 100,
    msrp: stock.msrpCents / 100,
    glProductGroupType: glProductGroupOf(stock),
    onHand: stock.onHand,
    egc: stock.isEgc,
    giftCard: stock.isGiftCard,
    gcCustomization: stock.isEgc ? line.details : null,
    productUrl: productPath(stock.seoName, stock.productId, stock.colorId),
    imageUrl: imageUrl(stock.styleId, "MAIN", "thumbnail"),
  };
}

function toCart(lines: readonly Line[], stocks: ReadonlyMap<number, StockItem>): Cart {
  const items = (saved: boolean) =>
    lines.flatMap((line) => {
      const stock = stocks.get(line.stockId);
      return line.saved === saved && stock ? [toItem(line, stock)] : [];
    });
  const activeItems = items(false);
  const quantity = activeItems.reduce((sum, item) => sum + item.quantity, 0);
  const subtotalCents = activeItems.reduce(
    (sum, item) => sum + Math.round(item.price * 100) * item.quantity,
    0,
  );
  return {
    activeItems,
    savedItems: items(true),
    activeItemTotalQuantity: quantity,
    cartCount: quantity,
    subtotal: money(subtotalCents),
    subtotalWithTax: money(subtotalCents),
    subtotalWithTaxAndDiscounts: money(subtotalCents),
    cartType: cartType(activeItems.map((item) => ({ isGiftCard: item.giftCard, isEgc: item.egc }))),
    cartRewards: { totalPoints: { points: rewardsPoints(subtotalCents) } },
  };
}

export const EMPTY_CART: Cart = toCart([], new Map());

/**
 * Brings active lines in line with stock: a line whose item is gone or sold out is removed. A line
 * holding more than is left keeps its quantity, and the bag and checkout say so on the line
 * (quantityUnavailable): lowering it quietly let the shopper buy fewer than they chose unawares.
 * Saved lines wait as they are. Answers how many lines were removed.
 */
async function reconcile(
  tx: Db,
  cartId: number,
  lines: Line[],
  stocks: ReadonlyMap<number, StockItem>,
): Promise<number> {
  let removed = 0;
  for (const line of lines) {
    if (line.saved) continue;
    const onHand = stocks.get(line.stockId)?.onHand ?? 0;
    if (onHand <= 0) {
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.stockId, line.stockId)));
      removed += 1;
    }
  }
  return removed;
}

export interface CartRead {
  cart: Cart;
  /** Lines removed because their item sold out since it was added (asin.not.available). */
  removed: number;
}

/** The owner's bag, reconciled with stock; empty when there is no owner or no bag yet. */
export async function readCart(db: Db, owner: SessionOwner | null): Promise<CartRead> {
  if (!owner) return { cart: EMPTY_CART, removed: 0 };
  if ((await findCartId(db, owner, false)) === null) return { cart: EMPTY_CART, removed: 0 };
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, owner);
    const lines = await readLines(tx, cartId);
    const stocks = await stocksOf(
      tx,
      lines.map((line) => line.stockId),
    );
    const removed = await reconcile(tx, cartId, lines, stocks);
    const kept = lines.filter((line) => line.saved || (stocks.get(line.stockId)?.onHand ?? 0) > 0);
    return { cart: toCart(kept, stocks), removed };
  });
}

/** Units in the owner's bag (the header count, GET /v1/getCartItemsCount). */
export async function countCartItems(db: Db, owner: SessionOwner | null): Promise<number> {
  if (!owner) return 0;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.cartId, cartItems.cartId))
    .where(and(ownerIs(owner), eq(cartItems.saved, false)));
  return Number(row?.total ?? 0);
}

export type Mutation = (context: { tx: Db; cartId: number; lines: Map<number, Line> }) => Promise<void>;

/**
 * Runs one change of the bag in a transaction on the locked cart: all of it or nothing. When an
 * item in the bag sold out meanwhile, that removal is kept, the change is not made, and the
 * answer is asin.not.available (the shopper sees the bag as it is now and tries again).
 */
export async function mutateCart(db: Db, owner: SessionOwner, mutate: Mutation): Promise<Cart> {
  const outcome = await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, owner);
    const lines = await readLines(tx, cartId);
    const removed = await reconcile(
      tx,
      cartId,
      lines,
      await stocksOf(
        tx,
        lines.map((line) => line.stockId),
      ),
    );
    if (removed > 0) return null;
    await mutate({ tx, cartId, lines: new Map(lines.map((line) => [line.stockId, line])) });
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.cartId, cartId));
    // The answer from the same transaction: stock was just checked, nothing to reconcile again.
    const after = await readLines(tx, cartId);
    return toCart(
      after,
      await stocksOf(
        tx,
        after.map((line) => line.stockId),
      ),
    );
  });
  if (outcome === null) {
    throw new AppError("conflict", "asin.not.available", CART_ERRORS["asin.not.available"]);
  }
  return outcome;
}

/**
 * Applies changes to the active items (spec 1 "Cart"): each sets an item's quantity (0 removes)
 * or, with quantityAddition, adds to it. An item saved for later that is added again moves back
 * to the bag. Stock, the per-item limit, the bag's size and the e-Gift Card rule are checked on
 * the result; any failure leaves the bag untouched.
 */
export async function changeCartItems(
  db: Db,
  owner: SessionOwner,
  changes: readonly CartChange[],
): Promise<Cart> {
  return mutateCart(db, owner, async ({ tx, cartId, lines }) => {
    const stocks = await stocksOf(
      tx,
      [
        ...lines.keys(),
        ...changes.flatMap((change) => (change.stockId === undefined ? [] : [change.stockId])),
      ],
      changes.flatMap((change) => (change.asin === undefined ? [] : [change.asin])),
    );
    const byAsin = new Map([...stocks.values()].map((stock) => [stock.asin, stock]));
    const touched = new Map<number, { line: Line; before: number; isNew: boolean }>();
    for (const change of changes) {
      const stock = change.stockId !== undefined ? stocks.get(change.stockId) : byAsin.get(change.asin ?? "");
      if (!stock)
        throw invalid(
          `No item has ${change.stockId !== undefined ? `stock id ${change.stockId}` : `ASIN ${change.asin}`}.`,
        );
      if (change.asin !== undefined && change.asin !== stock.asin) {
        throw invalid(`Stock id ${stock.stockId} and ASIN ${change.asin} name different items.`);
      }
      const existing = lines.get(stock.stockId);
      const entry = touched.get(stock.stockId) ?? {
        line: existing
          ? { ...existing }
          : { stockId: stock.stockId, quantity: 0, saved: false, details: null },
        before: existing && !existing.saved ? existing.quantity : 0,
        isNew: existing === undefined,
      };
      const held = entry.line.saved ? 0 : entry.line.quantity;
      entry.line.quantity = change.quantityAddition ? held + change.quantity : change.quantity;
      if (change.quantity > 0 || !change.quantityAddition) entry.line.saved = false;
      touched.set(stock.stockId, entry);
    }
    for (const { line, before } of touched.values()) {
      const stock = stocks.get(line.stockId);
      if (!stock) continue;
      const error = quantityError({
        current: before,
        next: line.quantity,
        onHand: stock.onHand,
        styleOnHand: stock.styleOnHand,
      });
      if (error) throw ruleError(error);
      lines.set(line.stockId, line);
    }
    checkSize(lines.values());
    checkMix(lines.values(), stocks);
    for (const { line, isNew } of touched.values()) await writeLine(tx, cartId, line, isNew);
  });
}

/** Moves an active item to the saved-for-later list (or back with saved false). */
export async function moveCartItem(
  db: Db,
  owner: SessionOwner,
  stockId: number,
  saved: boolean,
): Promise<Cart> {
  return mutateCart(db, owner, async ({ tx, cartId, lines }) => {
    const line = lines.get(stockId);
    if (!line) throw invalid(`Stock id ${stockId} is not in the bag.`);
    if (line.saved === saved) return;
    const moved = { ...line, saved };
    if (!saved) {
      // Back to the bag: as many as are left, and never a sold-out item.
      const stocks = await stocksOf(tx, [...lines.keys()]);
      const stock = stocks.get(stockId);
      const onHand = stock?.onHand ?? 0;
      moved.quantity = Math.min(line.quantity, onHand);
      const wanted = Math.max(moved.quantity, 1);
      const error = quantityError({ current: 0, next: wanted, onHand, styleOnHand: stock?.styleOnHand ?? 0 });
      if (error) throw ruleError(error);
      lines.set(stockId, moved);
      checkMix(lines.values(), stocks);
    } else {
      lines.set(stockId, moved);
    }
    checkSize(lines.values());
    await writeLine(tx, cartId, moved, false);
  });
}

/** Removes an item, active or saved; removing what is not there changes nothing. */
export async function removeCartItem(db: Db, owner: SessionOwner, stockId: number): Promise<Cart> {
  return mutateCart(db, owner, async ({ tx, cartId, lines }) => {
    const line = lines.get(stockId);
    if (line) await writeLine(tx, cartId, { ...line, quantity: 0 }, false);
  });
}
