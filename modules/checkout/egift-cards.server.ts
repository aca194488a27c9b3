import { AppError, type Db } from "../core/index.ts";
import { queueMail } from "../mail/index.server.ts";
import { announce, type Change, itemUniqueId } from "../orders/index.server.ts";
import { issueGiftCard } from "../promotions/index.server.ts";
import { egiftCardMail } from "./egift-card-mail.ts";
import { type Purchase, VIOLATION_MESSAGES } from "./purchase.ts";

/**
 * Placing an order, in its transaction (each card announced as giftcard.issued, without its code): one gift card per e-Gift Card unit bought, issued for the
 * unit's price and naming its order line (sourceOrderId, sourceItemUniqueId), and one mail per card
 * queued to the line's recipient with its claim code. The code lives only in that mail: the order
 * keeps the customisation, the gift card its hash. Lines are numbered as createOrder numbers them.
 * Answers how many cards were issued.
 */
export async function issueEgiftCards(
  tx: Db,
  change: Change,
  order: { orderId: string; purchase: Purchase; storeName: string; baseUrl: string },
): Promise<number> {
  let issued = 0;
  for (const [index, line] of order.purchase.productList.entries()) {
    if (!line.isEgc) continue;
    const details = line.gcCustomization;
    // The purchase refuses such a line (DigitalDeliveryInformationMissing) before it gets here.
    if (details === null) {
      throw new AppError(
        "invalid_input",
        "constraint.violations.exist",
        VIOLATION_MESSAGES.DigitalDeliveryInformationMissing,
      );
    }
    for (let unit = 0; unit < line.quantity; unit++) {
      const sourceItemUniqueId = itemUniqueId(order.orderId, index + 1);
      const { claimCode } = await issueGiftCard(tx, {
        amountCents: line.priceCents,
        sourceOrderId: order.orderId,
        sourceItemUniqueId,
      });
      await announce(tx, change, [
        {
          type: "giftcard.issued",
          stream: order.orderId,
          payload: { orderId: order.orderId, itemUniqueId: sourceItemUniqueId, amountCents: line.priceCents },
        },
      ]);
      const mail = egiftCardMail({
        storeName: order.storeName,
        baseUrl: order.baseUrl,
        amountCents: line.priceCents,
        claimCode,
        details,
      });
      await queueMail(tx, { to: details.recipientEmail, fromName: order.storeName, ...mail });
      issued += 1;
    }
  }
  return issued;
}
