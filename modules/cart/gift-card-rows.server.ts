import type { Db } from "../core/index.ts";
import type { GiftCardDetails } from "./gift-card-details.ts";
import { cartGiftCardDetails } from "./schema.server.ts";

/** A stored customisation as the bag carries it (only its own fields, whatever else the object holds). */
export function detailsOf(row: GiftCardDetails): GiftCardDetails {
  return {
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    senderName: row.senderName,
    message: row.message,
    design: row.design,
  };
}

/** Keeps an e-Gift Card line's customisation, replacing the one it had (the line must exist). */
export async function writeGiftCardDetails(
  tx: Db,
  cartId: number,
  stockId: number,
  details: GiftCardDetails,
): Promise<void> {
  const fields = detailsOf(details);
  await tx
    .insert(cartGiftCardDetails)
    .values({ cartId, stockId, ...fields })
    .onConflictDoUpdate({ target: [cartGiftCardDetails.cartId, cartGiftCardDetails.stockId], set: fields });
}
