import { type AppLoadContext, data } from "react-router";
import { PURCHASE_ID_PATTERN } from "../../../modules/checkout/index.server.ts";
import { cardChargeWords, egiftCardDelivery, isEmailedOrder } from "../../../modules/checkout/index.ts";
import { getPlacedOrder } from "../../../modules/orders/index.server.ts";
import { requireCustomer } from "../auth.server.ts";
import { orderPath } from "../orders/order-paths.ts";

const NOT_FOUND = "We could not find this order.";

/**
 * /confirmation/{purchaseId}: the customer's order placed from that purchase (anyone else's is not
 * found), told as it is: an order of e-Gift Cards is emailed (to whom, when, in which design), not
 * shipped; the card's words say when it is charged; a link opens the order's page.
 */
export async function loadConfirmationPage(
  request: Request,
  context: AppLoadContext,
  purchaseId: string | undefined,
) {
  const customer = await requireCustomer(request, context, "login");
  if (purchaseId === undefined || !PURCHASE_ID_PATTERN.test(purchaseId)) {
    throw data({ message: NOT_FOUND }, { status: 404 });
  }
  const order = await getPlacedOrder(context.db, customer.customerId, { purchaseId });
  if (!order) throw data({ message: NOT_FOUND }, { status: 404 });
  const emailed = isEmailedOrder(order);
  return {
    orderId: order.orderId,
    orderPath: orderPath("/orders", order.orderId),
    email: order.email,
    emailed,
    // An emailed order's address was only checkout's default: nothing goes to it.
    shippingAddress: emailed ? null : order.shippingAddress,
    promiseDate: emailed ? "" : order.promiseDate,
    cardWords: cardChargeWords(order),
    charges: {
      subtotalCents: order.subtotalCents,
      couponCents: order.couponCents,
      shippingCents: order.shippingCents,
      taxCents: order.taxCents,
      giftCardCents: order.giftCardCents,
      grandTotalCents: order.grandTotalCents,
      cardCents: order.cardCents,
    },
    lines: order.lines.map((line) => ({
      itemUniqueId: line.itemUniqueId,
      productName: line.productName,
      brandName: line.brandName,
      color: line.color,
      size: line.size,
      width: line.width,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      giftMessage: line.giftMessage,
      egiftCard: line.gcCustomization ? egiftCardDelivery(line.gcCustomization, order.placedAt) : null,
    })),
  };
}
