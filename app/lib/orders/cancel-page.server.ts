import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { isAppError } from "../../../modules/core/index.ts";
import { CancelItemsForm } from "../../../modules/orders/forms.ts";
import { CANCEL_ANSWERS, cancelItems } from "../../../modules/orders/index.server.ts";
import { type FormReply, refuseForm, refuseFormWith } from "../forms/forms.server.ts";
import { orderAccess, orderNotFound, readableOrder } from "./order-access.server.ts";
import { type ShownLine, shownLine } from "./shown-order.server.ts";

export interface CancelPageData {
  orderId: string;
  placedAtText: string;
  token: string | null;
  /** The items its customer may still cancel (customerCancellable). */
  items: ShownLine[];
}

/**
 * /orders/{orderId}/cancel and /my-orders/{orderId}/cancel: the order's items its customer (or the
 * guest token's holder) may still cancel. Another's order is not found.
 */
export async function loadCancelPage(
  request: Request,
  context: AppLoadContext,
  orderId: string | undefined,
): Promise<CancelPageData> {
  const access = await orderAccess(request, context, orderId);
  const order = await readableOrder(context, access);
  return {
    orderId: order.orderId,
    placedAtText: order.placedAtText,
    token: access.token,
    items: order.lines.filter((line) => line.customerCancellable).map(shownLine),
  };
}

/**
 * What the cancel form answers (spec 2's states: loading while it posts, then confirmed or error):
 * its result (a refusal's words on the items or reason, or above them), and the confirmation's words.
 */
export interface CancelReply extends FormReply {
  state: "confirmed" | "error";
  message: string | null;
}

/**
 * POST /orders/{orderId}/cancel (also with the guest's ?token=): the chosen items cancelled with the
 * reason (cancelItems, as the customer or as the token's holder). Answers the page again: 'Your
 * cancellation is confirmed.', or the refusal's words with its status (a shipped item 409, an item
 * not in the order 404, a form the schema refuses 400).
 */
export async function cancelAction(request: Request, context: AppLoadContext, orderId: string | undefined) {
  const access = await orderAccess(request, context, orderId);
  const submission = parseWithZod(await request.formData(), { schema: CancelItemsForm });
  if (submission.status !== "success") {
    return data<CancelReply>(
      { ...refuseForm(submission).data, state: "error", message: null },
      { status: 400 },
    );
  }
  const { items, reason } = submission.value;
  try {
    await cancelItems(
      context,
      access.actor,
      { orderId: access.orderId, items: items.map((itemUniqueId) => ({ itemUniqueId, reason })) },
      context.now(),
    );
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "order.not.found") orderNotFound();
    const refused = refuseFormWith(submission, error);
    return data<CancelReply>({ ...refused.data, state: "error", message: null }, { status: error.status });
  }
  return data<CancelReply>({
    result: submission.reply({ resetForm: true }),
    state: "confirmed",
    message: CANCEL_ANSWERS.cancelled,
  });
}
