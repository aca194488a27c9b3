import { and, eq } from "drizzle-orm";
import { findStockItems } from "../catalog/index.server.ts";
import { AppError, type Db } from "../core/index.ts";
import type { SessionOwner } from "../identity/index.server.ts";
import { changeCartItems } from "./cart.server.ts";
import { lockCart } from "./cart-lines.server.ts";
import { GiftCardDetailsSchema } from "./forms.ts";
import { EGIFT_CARD_MESSAGES, type GiftCardDetails, sameGiftCardDetails } from "./gift-card-details.ts";
import { detailsOf, writeGiftCardDetails } from "./gift-card-rows.server.ts";
import { cartGiftCardDetails } from "./schema.server.ts";
import type { Cart } from "./types.ts";

export interface EgiftCardAdded {
  cart: Cart;
  /** The customisation this one replaced (the same amount for someone else), if any. */
  replaced: GiftCardDetails | null;
}

/**
 * The gift card page's 'Add to Bag': one e-Gift Card of the amount's stock item, for the recipient
 * given (checked again by the form's schema). The bag holds one customisation per item: the same
 * card again adds one; another customisation replaces the line (one card, for the new recipient)
 * and says whom it replaced. The bag's rules apply as to any add (stock, the per-item limit, and
 * cannotAddMixedRetailAndEgc), all in one transaction on the locked bag.
 */
export async function addEgiftCardToBag(
  db: Db,
  owner: SessionOwner,
  input: { stockId: number; details: GiftCardDetails },
): Promise<EgiftCardAdded> {
  const parsed = GiftCardDetailsSchema.safeParse(input.details);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      "invalid_input",
      "cart.invalid.input",
      issue?.message ?? EGIFT_CARD_MESSAGES.characters,
      {
        field: String(issue?.path[0] ?? "recipientName"),
      },
    );
  }
  const details = parsed.data;
  const { stockId } = input;
  return db.transaction(async (tx) => {
    const [stock] = await findStockItems(tx, { stockIds: [stockId] });
    if (!stock?.isEgc) {
      throw new AppError("invalid_input", "cart.invalid.input", EGIFT_CARD_MESSAGES.amount, {
        field: "stockId",
      });
    }
    const cartId = await lockCart(tx, owner);
    const [held] = await tx
      .select()
      .from(cartGiftCardDetails)
      .where(and(eq(cartGiftCardDetails.cartId, cartId), eq(cartGiftCardDetails.stockId, stockId)));
    const heldDetails = held ? detailsOf(held) : null;
    const same = heldDetails !== null && sameGiftCardDetails(heldDetails, details);
    // One more of the same card; otherwise the line starts again at one card (a line without a
    // recipient, added by the plain add-to-bag form, gets this one).
    const cart = await changeCartItems(tx, owner, [
      same ? { stockId, quantity: 1, quantityAddition: true } : { stockId, quantity: 1 },
    ]);
    await writeGiftCardDetails(tx, cartId, stockId, details);
    const withDetails = (items: Cart["activeItems"]) =>
      items.map((item) => (item.stockId === stockId ? { ...item, gcCustomization: details } : item));
    return {
      cart: { ...cart, activeItems: withDetails(cart.activeItems) },
      replaced: heldDetails && !same ? heldDetails : null,
    };
  });
}
