import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { expressCheckout } from "../../../modules/checkout/index.server.ts";
import { expressCheckoutForm } from "../../../modules/checkout/index.ts";
import { isAppError, isDatabaseUnavailable } from "../../../modules/core/index.ts";
import { type AddressCheckReply, refusalReply } from "../addresses/address-pages.server.ts";
import { type FormReply, refuseFormWith } from "../forms/forms.server.ts";
import { CARD_SECRET_FIELDS } from "../payments/payment-pages.server.ts";
import {
  CHECKOUT_BASE,
  type Customer,
  checkoutCustomer,
  purchaseFor,
  sendBackToBag,
} from "./purchase-for.server.ts";

/** What the express form answers when refused: its fields' words, and the address check's choices. */
export interface ExpressReply extends FormReply {
  intent: "express";
  message: string | null;
  failed: boolean;
  check: AddressCheckReply | null;
}

function reply(
  result: FormReply["result"],
  status: number,
  more: { message?: string; check?: AddressCheckReply | null } = {},
) {
  return data<ExpressReply>(
    { result, intent: "express", message: more.message ?? null, failed: true, check: more.check ?? null },
    { status },
  );
}

/**
 * POST /checkout with intent 'express' (spec 4: a first purchase): the shipping address and a new
 * card billed to it, in one form, parsed by the form's schema and handed to the checkout module's
 * expressCheckout (both saved and made the purchase's, or neither). The shopper is then back at
 * /checkout (303), ready to review; a refusal is the form again with its words (the card's number
 * and CVV never sent back). A purchase that no longer shows express checkout (an address or card
 * chosen since, in another tab) is simply shown again.
 */
export async function expressCheckoutAction(context: AppLoadContext, customer: Customer, formData: FormData) {
  const now = context.now();
  const submission = parseWithZod(formData, { schema: expressCheckoutForm(now) });
  if (submission.status !== "success") {
    const { purchase } = await purchaseFor(context, customer);
    if (!purchase.expressCheckout) return redirect(CHECKOUT_BASE, 303);
    return reply(submission.reply({ hideFields: CARD_SECRET_FIELDS }), 400);
  }
  try {
    const answer = await expressCheckout(context, checkoutCustomer(customer, context), submission.value, now);
    if (!("refused" in answer)) return redirect(CHECKOUT_BASE, 303);
    const { check, status } = answer.refused;
    const result = submission.reply({ ...refusalReply(answer.refused), hideFields: CARD_SECRET_FIELDS });
    return reply(result, status, { check });
  } catch (error) {
    sendBackToBag(error);
    if (isDatabaseUnavailable(error) || !isAppError(error)) throw error;
    const { result } = refuseFormWith(submission, error, CARD_SECRET_FIELDS).data;
    return reply(result, error.status, { message: error.message });
  }
}
