import type { Db } from "../core/index.ts";
import { AppError } from "../core/index.ts";
import { NOT_RECOGNISED, type SessionOwner } from "../identity/index.server.ts";
import { addToList } from "../lists/index.server.ts";
import { DEFAULT_LIST_ID } from "../lists/index.ts";
import { mutateCart } from "./cart.server.ts";
import { invalid, stocksOf, writeLine } from "./cart-lines.server.ts";
import type { Cart } from "./types.ts";

/**
 * 'Move to Favorites' (decision 217): hearts a bag line's item, its style and the size chosen, in
 * the customer's Favorites list and takes the line out of the bag, in one transaction: both or
 * neither (a full list leaves the bag as it was). Only a signed-in customer has favorites; an
 * e-Gift Card is made out to one recipient, so it is not kept as a favorite.
 */
export async function moveCartItemToFavorites(
  db: Db,
  owner: SessionOwner,
  stockId: number,
  merchantId: string,
): Promise<Cart> {
  const customerId = owner.customerId;
  if (customerId === null) throw new AppError("not_authenticated", NOT_RECOGNISED.id, NOT_RECOGNISED.message);
  return mutateCart(db, owner, async ({ tx, cartId, lines }) => {
    const line = lines.get(stockId);
    if (!line) throw invalid(`Stock id ${stockId} is not in the bag.`);
    const stock = (await stocksOf(tx, [stockId])).get(stockId);
    if (!stock || stock.isEgc) throw invalid("An e-Gift Card cannot be moved to favorites.");
    await addToList(tx, customerId, {
      listId: DEFAULT_LIST_ID,
      itemId: stock.styleId,
      subItemId: stockId,
      merchantId,
    });
    await writeLine(tx, cartId, { ...line, quantity: 0 }, false);
  });
}
