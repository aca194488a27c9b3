import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { deleteAddresses, saveChosenAddress } from "../../../modules/addresses/index.server.ts";
import { expressCheckoutForm } from "../../../modules/checkout/index.ts";
import { isAppError } from "../../../modules/core/index.ts";
import { addCard, newCardOf } from "../../../modules/payments/index.server.ts";
import { type AddressCheckReply, refusalReply } from "../addresses/address-pages.server.ts";
import { type FormReply, refuseFormWith } from "../forms/forms.server.ts";
import { CARD_SECRET_FIELDS } from "../payments/payment-pages.server.ts";
import { CHECKOUT_BASE, type Customer, purchaseFor } from "./purchase-for.server.ts";

/** What the express form answers when refused: its fields' words, and the address check's choices. */
export interface ExpressReply extends FormReply {
  intent: "express";
  message: string | null;
  failed: boolean;
  check: AddressCheckReply | null;
}

/**
 * POST /checkout with intent 'express' (spec 4: a first purchase): the shipping address and a new
 * card billed to it, in one form. Every field is checked first; then the address is saved as the
 * address check allows (its suggestion offered back as on the address step), then the card is
 * verified and saved. A refused card takes the address saved by this post away again, so a refusal
 * leaves nothing behind. Both become the purchase's, and the shopper is back at /checkout (303),
 * ready to review. A purchase that no longer shows express checkout (an address or card chosen
 * since, in another tab) is simply shown again.
 */
export async function expressCheckout(context: AppLoadContext, customer: Customer, formData: FormData) {
  const now = context.now();
  const { purchase } = await purchaseFor(context, customer);
  if (!purchase.expressCheckout) return redirect(CHECKOUT_BASE, 303);
  const submission = parseWithZod(formData, { schema: expressCheckoutForm(now) });
  const reply = (
    result: FormReply["result"],
    status: number,
    more: { message?: string; check?: AddressCheckReply | null } = {},
  ) =>
    data<ExpressReply>(
      { result, intent: "express", message: more.message ?? null, failed: true, check: more.check ?? null },
      { status },
    );
  if (submission.status !== "success")
    return reply(submission.reply({ hideFields: CARD_SECRET_FIELDS }), 400);
  const { address, choice, card } = submission.value;
  const kept = await saveChosenAddress(context.db, customer.customerId, {
    typed: address,
    choice,
    makeDefault: true,
  });
  if ("refused" in kept) {
    const { check, status } = kept.refused;
    return reply(
      submission.reply({ ...refusalReply(kept.refused), hideFields: CARD_SECRET_FIELDS }),
      status,
      { check },
    );
  }
  const { addressId } = kept.saved;
  let paymentInstrumentId: number;
  try {
    const saved = await addCard(
      context.db,
      context.paymentGateway,
      customer.customerId,
      newCardOf({ ...card, addressId: String(addressId), makeDefault: "on" }),
      now,
    );
    paymentInstrumentId = saved.paymentInstrumentId;
  } catch (error) {
    await deleteAddresses(context.db, customer.customerId, [addressId]);
    if (!isAppError(error)) throw error;
    const { result } = refuseFormWith(submission, error, CARD_SECRET_FIELDS).data;
    return reply(result, error.status, { message: error.message });
  }
  await purchaseFor(context, customer, { addressId, paymentInstrumentId });
  return redirect(CHECKOUT_BASE, 303);
}
