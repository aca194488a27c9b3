import { and, desc, eq, sql } from "drizzle-orm";
import { findStockItems, glProductGroupOf, type StockItem } from "../catalog/index.server.ts";
import { imageUrl, productLineOfStock, productPath } from "../catalog/index.ts";
import { AppError, type Db } from "../core/index.ts";
import type { SessionOwner } from "../identity/index.server.ts";
import { type GiftCardDetails, sameGiftCardDetails } from "./gift-card-details.ts";
import { detailsOf, writeGiftCardDetails } from "./gift-card-rows.server.ts";
import {
  CART_ERRORS,
  type CartRuleError,
  canMix,
  cartType,
  MAX_CART_LINES,
  MAX_ITEM_QUANTITY,
  quantityError,
  rewardsPoints,
} from "./rules.ts";
import { cartGiftCardDetails, cartItems, carts } from "./schema.server.ts";
import type { Cart, CartChange, CartItem, CartMoney } from "./types.ts";

interface Line {
  stockId: number;
  quantity: number;
  saved: boolean;
  /** An e-Gift Card line's customisation, when it has one. */
  details: GiftCardDetails | null;
}

function ruleError(error: CartRuleError): AppError {
  return new AppError(
    error.id === "cart.invalid.input" ? "invalid_input" : "conflict",
    error.id,
    error.message,
  );
}

function invalid(message: string): AppError {
  return new AppError("invalid_input", "cart.invalid.input", message);
}

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

const ownerIs = (owner: SessionOwner) =>
  owner.customerId === null ? eq(carts.sessionId, owner.sessionId) : eq(carts.customerId, owner.customerId);

async function findCartId(db: Db, owner: SessionOwner, lock: boolean): Promise<number | null> {
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

async function readLines(db: Db, cartId: number): Promise<Line[]> {
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

async function stocksOf(db: Db, stockIds: readonly number[], asins: readonly string[] = []) {
  const found = await findStockItems(db, { stockIds, asins });
  return new Map(found.map((stock) => [stock.stockId, stock]));
}

/**
 * Brings active lines in line with stock: a line whose item is gone or sold out is removed, a
 * line holding more than is left is lowered to what is left. Saved lines wait as they are.
 * Answers how many lines were removed.
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
    } else if (line.quantity > onHand) {
      await tx
        .update(cartItems)
        .set({ quantity: onHand })
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.stockId, line.stockId)));
      line.quantity = onHand;
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

type Mutation = (context: { tx: Db; cartId: number; lines: Map<number, Line> }) => Promise<void>;

/**
 * Runs one change of the bag in a transaction on the locked cart: all of it or nothing. When an
 * item in the bag sold out meanwhile, that removal is kept, the change is not made, and the
 * answer is asin.not.available (the shopper sees the bag as it is now and tries again).
 */
async function mutateCart(db: Db, owner: SessionOwner, mutate: Mutation): Promise<Cart> {
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

async function writeLine(tx: Db, cartId: number, line: Line, isNew: boolean): Promise<void> {
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

function checkSize(lines: Iterable<Line>): void {
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

function checkMix(lines: Iterable<Line>, stocks: ReadonlyMap<number, StockItem>): void {
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

/**
 * Moves a guest's bag into the customer's at sign-in (spec: the guest bag merges). Quantities of
 * an item in both add up, within stock and the per-item limit; an item that cannot join (the bag
 * is full, or it would mix e-Gift Cards with other items) waits in saved for later. The guest's
 * bag is then gone. Only a guest's bag joins: signing in while signed in (again, or as another
 * customer) leaves every customer's bag where it is.
 */
export async function mergeGuestCart(db: Db, guest: SessionOwner, customer: SessionOwner): Promise<void> {
  if (guest.customerId !== null || customer.customerId === null) return;
  const guestCartId = await findCartId(db, guest, false);
  if (guestCartId === null) return;
  await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, customer);
    const from = await readLines(tx, guestCartId);
    const into = new Map((await readLines(tx, cartId)).map((line) => [line.stockId, line]));
    const stocks = await stocksOf(
      tx,
      [...from, ...into.values()].map((line) => line.stockId),
    );
    for (const line of [...from].reverse()) {
      const stock = stocks.get(line.stockId);
      if (!stock) continue;
      const existing = into.get(line.stockId);
      const merged: Line = existing ? mergedLine(existing, line) : { ...line };
      if (!merged.saved) {
        merged.quantity = Math.min(merged.quantity, MAX_ITEM_QUANTITY, Math.max(stock.onHand, 0));
        const next = new Map(into).set(line.stockId, merged);
        const fits = merged.quantity > 0 && fitsSize(next.values()) && fitsMix(next.values(), stocks);
        if (!fits) merged.saved = true;
        if (merged.quantity === 0) merged.quantity = Math.max(line.quantity, 1);
      }
      merged.quantity = Math.min(merged.quantity, MAX_ITEM_QUANTITY);
      into.set(line.stockId, merged);
      await writeLine(tx, cartId, merged, existing === undefined);
      if (line.details) await writeGiftCardDetails(tx, cartId, line.stockId, line.details);
    }
    checkSize([...into.values()].filter((line) => !line.saved));
    await tx.delete(carts).where(eq(carts.cartId, guestCartId));
  });
}

/**
 * A guest's line joining the customer's line of the same item: the quantities add up, unless both
 * are e-Gift Cards for different recipients: then the guest's (the latest choice) replaces the
 * customer's, as adding that amount again for another recipient does on the gift card page.
 */
function mergedLine(existing: Line, guest: Line): Line {
  const saved = existing.saved && guest.saved;
  if (existing.details && guest.details && !sameGiftCardDetails(existing.details, guest.details)) {
    return { ...guest, saved };
  }
  return {
    ...existing,
    quantity: existing.quantity + guest.quantity,
    saved,
    details: guest.details ?? existing.details,
  };
}

function fitsSize(lines: Iterable<Line>): boolean {
  try {
    checkSize(lines);
    return true;
  } catch {
    return false;
  }
}

function fitsMix(lines: Iterable<Line>, stocks: ReadonlyMap<number, StockItem>): boolean {
  try {
    checkMix(lines, stocks);
    return true;
  } catch {
    return false;
  }
}
