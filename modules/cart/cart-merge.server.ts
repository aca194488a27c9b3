import { eq } from "drizzle-orm";
import type { StockItem } from "../catalog/index.server.ts";
import type { Db } from "../core/index.ts";
import type { SessionOwner } from "../identity/index.server.ts";
import {
  checkMix,
  checkSize,
  findCartId,
  type Line,
  lockCart,
  readLines,
  stocksOf,
  writeLine,
} from "./cart-lines.server.ts";
import { sameGiftCardDetails } from "./gift-card-details.ts";
import { writeGiftCardDetails } from "./gift-card-rows.server.ts";
import { MAX_ITEM_QUANTITY } from "./rules.ts";
import { carts } from "./schema.server.ts";

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
