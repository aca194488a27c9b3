import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { formatPrice, isAppError } from "../../../modules/core/index.ts";
import { claimGiftCard, giftCardBalance } from "../../../modules/promotions/index.server.ts";
import { GiftCardRedeemForm, giftCardRefusalOf } from "../../../modules/promotions/index.ts";
import { requireCustomer } from "../auth.server.ts";
import type { FormReply } from "../forms/forms.server.ts";

/** The query the redeem form's 303 lands on: the page then says the card was added. */
export const REDEEMED_QUERY = "giftCard=redeemed";
export const REDEEMED_NOTICE = "Your gift card has been added to your gift card balance.";

/** /account: who the customer is, and their gift card balance (spec 2 "Account": giftCardBalance). */
export async function loadAccountPage(request: Request, context: AppLoadContext) {
  const customer = await requireCustomer(request, context);
  const balance = await giftCardBalance(context.db, customer.customerId);
  const redeemed = new URL(request.url).searchParams.get("giftCard") === "redeemed";
  return {
    name: customer.name,
    email: customer.email,
    firstName: customer.firstName,
    giftCardBalance: formatPrice(balance),
    notice: redeemed ? REDEEMED_NOTICE : null,
  };
}

/**
 * POST /account, 'Redeem': the code read by the form's schema, then claimed by the promotions
 * module's claimGiftCard, the function the API's /v1/giftcard/claim calls. A refusal comes back on
 * the code's field in the account's words (giftCardRedeemError) with its status; success is a 303
 * to the page, so a reload never posts the code again.
 */
export async function redeemGiftCardAction(request: Request, context: AppLoadContext) {
  const customer = await requireCustomer(request, context);
  const submission = parseWithZod(await request.formData(), { schema: GiftCardRedeemForm });
  if (submission.status !== "success") {
    return data<FormReply>({ result: submission.reply() }, { status: 400 });
  }
  try {
    await claimGiftCard(context.db, customer.customerId, submission.value.claimCode, context.now());
  } catch (error) {
    if (!isAppError(error) || giftCardRefusalOf(error) === null) throw error;
    const reply = submission.reply({ fieldErrors: { claimCode: [error.message] } });
    return data<FormReply>({ result: reply }, { status: error.status });
  }
  // The same path it was posted to: /account, or its /marty twin.
  return redirect(`${new URL(request.url).pathname}?${REDEEMED_QUERY}`, 303);
}
