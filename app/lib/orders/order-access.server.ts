import { type AppLoadContext, data } from "react-router";
import {
  CANCEL_ANSWERS,
  type CancelActor,
  getOrderView,
  type OrderReader,
  type OrderView,
  orderOfAccessToken,
} from "../../../modules/orders/index.server.ts";
import { isOrderId, normaliseOrderId } from "../../../modules/orders/index.ts";
import { requireCustomer } from "../auth.server.ts";

/** The answer to any order, line or shipment that is not the reader's: not found, never forbidden. */
export function orderNotFound(): never {
  throw data({ message: CANCEL_ANSWERS.orderNotFound }, { status: 404 });
}

/** Who reads an order page, and as whom they may act on it. */
export interface OrderAccess {
  orderId: string;
  reader: OrderReader;
  actor: CancelActor;
  /** The guest token the page was opened with, for its links and forms; null for a signed-in customer. */
  token: string | null;
  /** The signed-in customer; null for a guest with the token. */
  customerId: number | null;
}

/**
 * Who may read this order: with `?token=` (the confirmation mail's link) the holder of a token that
 * opens this very order, signed in or not; else the signed-in customer (a guest goes to sign-in and
 * comes back). A malformed order id, a token of another order, an expired or unknown token: 404.
 */
export async function orderAccess(
  request: Request,
  context: AppLoadContext,
  asked: string | undefined,
): Promise<OrderAccess> {
  // The digits-only form of an order number reads as the dashed one.
  const orderId = asked === undefined ? undefined : normaliseOrderId(asked);
  const token = new URL(request.url).searchParams.get("token");
  if (token !== null) {
    if (orderId === undefined || !isOrderId(orderId)) orderNotFound();
    const opened = await orderOfAccessToken(context.db, token, context.now());
    if (opened !== orderId) orderNotFound();
    return { orderId, reader: { orderId }, actor: { kind: "guest", orderId }, token, customerId: null };
  }
  const { customerId } = await requireCustomer(request, context);
  if (orderId === undefined || !isOrderId(orderId)) orderNotFound();
  return {
    orderId,
    reader: { customerId },
    actor: { kind: "customer", customerId },
    token: null,
    customerId,
  };
}

/** The order as its reader may see it, or the 404 page. */
export async function readableOrder(context: AppLoadContext, access: OrderAccess): Promise<OrderView> {
  return (await getOrderView(context.db, access.reader, access.orderId, context.now())) ?? orderNotFound();
}
