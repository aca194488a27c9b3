import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { expressCheckout } from "../../../modules/checkout/index.server.ts";
import { expressCheckoutForm, holdsCard } from "../../../modules/checkout/index.ts";
import { isAppError, isDatabaseUnavailable } from "../../../modules/core/index.ts";
import { type HeldCardFace, heldCardFace } from "../../../modules/payments/index.server.ts";
import { HELD_CARD_HANDLE } from "../../../modules/payments/index.ts";
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
  /** The card verified and held while the shopper answers the address check (never its number). */
  heldCard: HeldCardFace | null;
}

function reply(
  result: FormReply["result"],
  status: number,
  more: { message?: string; check?: AddressCheckReply | null; heldCard?: HeldCardFace | null } = {},
) {
  const { message = null, check = null, heldCard = null } = more;
  return data<ExpressReply>(
    { result, intent: "express", message, failed: true, check, heldCard },
    { status },
  );
}

/**
 * POST /checkout with intent 'express' (spec 4: a first purchase): the shipping address and a new
 * card billed to it, in one form, parsed by the form's schema and handed to the checkout module's
 * expressCheckout (both saved and made the purchase's, or neither). The shopper is then back at
 * /checkout (303), ready to review; a refusal is the form again with its words (the card's number
 * and CVV never sent back). When the address check asks about the address, the card was verified
 * and is held: the form comes back with its face and handle, so the shopper answers about the
 * address only (decision 207). A purchase that no longer shows express checkout (an address or card
 * chosen since, in another tab) is simply shown again.
 */
export async function expressCheckoutAction(context: AppLoadContext, customer: Customer, formData: FormData) {
  const now = context.now();
  const submission = parseWithZod(formData, { schema: expressCheckoutForm(now, holdsCard(formData)) });
  if (submission.status !== "success") {
    const { purchase, heldCard } = await expressFormAgain(context, customer, formData);
    if (!purchase.expressCheckout) return redirect(CHECKOUT_BASE, 303);
    return reply(submission.reply({ hideFields: CARD_SECRET_FIELDS }), 400, { heldCard });
  }
  try {
    const answer = await expressCheckout(context, checkoutCustomer(customer, context), submission.value, now);
    if (!("refused" in answer)) return redirect(CHECKOUT_BASE, 303);
    const { check, status } = answer.refused;
    const result = submission.reply({ ...refusalReply(answer.refused), hideFields: CARD_SECRET_FIELDS });
    return reply(result, status, { check, heldCard: answer.heldCard });
  } catch (error) {
    sendBackToBag(error);
    if (isDatabaseUnavailable(error) || !isAppError(error)) throw error;
    const { result } = refuseFormWith(submission, error, CARD_SECRET_FIELDS).data;
    return reply(result, error.status, { message: error.message });
  }
}

/** For a form refused by its schema: the purchase, and the card it held (still held, or typed again). */
async function expressFormAgain(context: AppLoadContext, customer: Customer, formData: FormData) {
  const { purchase } = await purchaseFor(context, customer);
  const handle = formData.get("heldCard");
  const heldCard =
    typeof handle === "string" && HELD_CARD_HANDLE.test(handle)
      ? await heldCardFace(context.db, customer.customerId, handle, context.now())
      : null;
  return { purchase, heldCard };
}
