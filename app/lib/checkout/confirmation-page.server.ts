import { type AppLoadContext, data } from "react-router";
import { PURCHASE_ID_PATTERN } from "../../../modules/checkout/index.server.ts";
import { getPlacedOrder } from "../../../modules/orders/index.server.ts";
import { requireCustomer } from "../auth.server.ts";

const NOT_FOUND = "We could not find this order.";

/** /confirmation/{purchaseId}: the customer's order placed from that purchase (anyone else's is not found). */
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
  return {
    orderId: order.orderId,
    email: order.email,
    placedAt: order.placedAt.toISOString(),
    shippingAddress: order.shippingAddress,
    shipSpeed: order.shipSpeed,
    promiseDate: order.promiseDate,
    cardBrand: order.cardBrand,
    cardLast4: order.cardLast4,
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
    })),
  };
}
