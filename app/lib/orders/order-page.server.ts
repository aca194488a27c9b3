import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { isAppError } from "../../../modules/core/index.ts";
import { UpdatePaymentForm } from "../../../modules/orders/forms.ts";
import { customerOrderTimeline, updateOrderPayment } from "../../../modules/orders/index.server.ts";
import { isOrderId } from "../../../modules/orders/index.ts";
import { listCards } from "../../../modules/payments/index.server.ts";
import { maskedNumber } from "../../../modules/payments/index.ts";
import { requireCustomer } from "../auth.server.ts";
import { type FormReply, refuseForm, refuseFormWith } from "../forms/forms.server.ts";
import { orderAccess, orderNotFound, readableOrder } from "./order-access.server.ts";
import { ORDER_WORDS } from "./order-words.ts";
import { type ShownOrder, shownOrder } from "./shown-order.server.ts";

/** A saved card the update payment form offers. */
export interface CardChoice {
  paymentInstrumentId: number;
  label: string;
  expires: string;
  isExpired: boolean;
}

export interface OrderPageData {
  order: ShownOrder;
  token: string | null;
  /** The customer's cards, when the order waits for another card and the reader is signed in. */
  cards: CardChoice[] | null;
  /** What happened to the order, oldest first, in the customer's words (its history). */
  timeline: { words: string; atText: string }[];
}

/**
 * /orders/{orderId} and /my-orders/{orderId}: the order of the signed-in customer, or of the
 * guest token's holder. Another's order, or an id that is not an order id, is not found.
 */
export async function loadOrderPage(
  request: Request,
  context: AppLoadContext,
  orderId: string | undefined,
): Promise<OrderPageData> {
  const access = await orderAccess(request, context, orderId);
  const view = await readableOrder(context, access);
  const order = shownOrder(view, context.now());
  const timeline = (await customerOrderTimeline(context.db, view)).map(({ words, atText }) => ({
    words,
    atText,
  }));
  const cards =
    order.awaitingPayment && access.customerId !== null
      ? (await listCards(context.db, access.customerId, context.now())).map((card) => ({
          paymentInstrumentId: card.paymentInstrumentId,
          label: maskedNumber(card.brand, card.last4),
          expires: `${String(card.expirationMonth).padStart(2, "0")}/${card.expirationYear}`,
          isExpired: card.isExpired,
        }))
      : null;
  return { order, token: access.token, cards, timeline };
}

/** What the update payment form answers: its result (a refusal's words), the state it left, and the updated words. */
export interface PaymentUpdateReply extends FormReply {
  state: "updated" | "error";
  message: string | null;
}

/**
 * POST /orders/{orderId}: another saved card for an order whose card was declined (updateOrderPayment).
 * Only its signed-in customer may (a guest's link reads and cancels, it does not pay). A refusal
 * (declined, not waiting for a card) comes back with its words; success with the updated words.
 */
export async function orderPageAction(
  request: Request,
  context: AppLoadContext,
  orderId: string | undefined,
) {
  const { customerId } = await requireCustomer(request, context);
  if (orderId === undefined || !isOrderId(orderId)) orderNotFound();
  const submission = parseWithZod(await request.formData(), { schema: UpdatePaymentForm });
  if (submission.status !== "success") {
    const refused = refuseForm(submission);
    return data<PaymentUpdateReply>({ ...refused.data, state: "error", message: null }, { status: 400 });
  }
  try {
    await updateOrderPayment(
      context,
      customerId,
      orderId,
      Number(submission.value.paymentInstrumentId),
      context.now(),
    );
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "order.not.found") orderNotFound();
    const refused = refuseFormWith(submission, error);
    return data<PaymentUpdateReply>(
      // The words go under the cards (a decline) or above them (the order no longer waits).
      { ...refused.data, state: "error", message: null },
      { status: error.status },
    );
  }
  return data<PaymentUpdateReply>({
    result: submission.reply({ resetForm: true }),
    state: "updated",
    message: ORDER_WORDS.updated,
  });
}
