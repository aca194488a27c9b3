import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { listAddresses } from "../../../modules/addresses/index.server.ts";
import { formatPhone } from "../../../modules/addresses/index.ts";
import {
  type ConfigureChange,
  orderingCustomer,
  PLACE_ORDER_ANSWERS,
  placeOrder,
} from "../../../modules/checkout/index.server.ts";
import { CheckoutForm, type CheckoutFormValue } from "../../../modules/checkout/index.ts";
import { type AppError, isAppError, isDatabaseUnavailable } from "../../../modules/core/index.ts";
import { CC_BLOCKED } from "../../../modules/identity/index.ts";
import { cardFaceOf, listCards } from "../../../modules/payments/index.server.ts";
import { requireCustomer } from "../auth.server.ts";
import { type FormReply, refuseForm, refuseFormWith } from "../forms/forms.server.ts";
import { type ExpressReply, expressCheckoutAction } from "./express-checkout.server.ts";
import { purchaseFor } from "./purchase-for.server.ts";

/** Spec 2's step numbers of the checkout pages. */
export const STEP_NUMBERS = {
  initiate: 1,
  newShippingAddress: 14,
  editShippingAddress: 15,
  shippingAddressList: 16,
  payment: 22,
  editBilling: 26,
  newBilling: 27,
  billingList: 29,
  shipOption: 30,
  spc: 50,
  max: 100,
  error: -10,
} as const;

/**
 * Every checkout page: the customer's purchase priced now, their saved addresses and cards to
 * choose from. A guest goes to sign-in and comes back here; an empty bag goes to the bag.
 */
export async function loadCheckoutPage(request: Request, context: AppLoadContext, step: number) {
  const customer = await requireCustomer(request, context, "login");
  const { purchase } = await purchaseFor(context, customer);
  const [addresses, cards] = await Promise.all([
    listAddresses(context.db, customer.customerId),
    listCards(context.db, customer.customerId, context.now()),
  ]);
  return {
    step,
    purchase,
    addresses: addresses.map((address) => ({
      ...address,
      phoneShown: formatPhone(address.primaryVoiceNumber, address.countryCode),
    })),
    cards: cards.map(cardFaceOf),
  };
}

export type CheckoutPageData = Awaited<ReturnType<typeof loadCheckoutPage>>;

/** What a checkout form answers: the form's result (its field's words), and what to tell the shopper. */
export interface CheckoutReply extends FormReply {
  intent: CheckoutFormValue["intent"] | null;
  message: string | null;
  /** The message is an alert (a refusal), not news. */
  failed: boolean;
}

/** What the checkout page's forms answer: a choice's, or the express form's. */
export type CheckoutPageReply = CheckoutReply | ExpressReply;

/** The configure change a form asks for. */
function changeOf(value: Exclude<CheckoutFormValue, { intent: "place" }>): ConfigureChange {
  switch (value.intent) {
    case "address":
      return { addressId: Number(value.addressId) };
    case "payment":
      return { paymentInstrumentId: Number(value.paymentInstrumentId) };
    case "speed":
      return { shipmentSpeed: value.shipmentSpeed };
    case "coupon":
      return { coupon: value.coupon };
    case "removeCoupon":
      return { removeCoupon: true };
    case "balance":
      return { useGCBalance: value.useGCBalance === "on" };
    case "gift":
      return { giftOptions: [{ lineItemId: value.lineItemId, giftMessage: value.giftMessage ?? "" }] };
    case "removeGift":
      return {
        giftOptions: [{ lineItemId: value.lineItemId, giftMessage: "" }],
        isRemovingGiftOptions: true,
      };
  }
}

/** The words of a refusal: the error's own, the coupon's under spec 2's headline. */
function refusalWords(error: AppError): string {
  const headline = error.details?.extraInfo;
  if (
    headline &&
    typeof headline === "object" &&
    "headline" in headline &&
    typeof headline.headline === "string"
  ) {
    return `${headline.headline} ${error.message}`;
  }
  return error.message;
}

/**
 * A form its schema refused, answered to the form that was sent (its intent) with its first field's
 * words, so the form shows them (an empty Apply: 'A gift card or promotional code is required.').
 */
function refusedBySchema(
  submission: Submission<unknown, string[], unknown>,
  sent: FormDataEntryValue | null,
) {
  const intent = CheckoutForm.options.find((form) => form.shape.intent.value === sent)?.shape.intent.value;
  const { result } = refuseForm(submission).data;
  const words = Object.values(result.error ?? {}).flatMap((messages) => messages ?? [])[0];
  return data<CheckoutReply>(
    { result, intent: intent ?? null, message: words ?? null, failed: true },
    { status: 400 },
  );
}

/**
 * POST /checkout (and its steps): one of the page's forms, checked by the same schema as the
 * browser. A choice changes the purchase and the page shows it priced again; placing the order goes
 * to /confirmation/{purchaseId} (303). A refusal comes back with the spec's words: on its field, or
 * as an alert (an item gone out of stock, the payment refused, the order changed since).
 */
export async function checkoutAction(request: Request, context: AppLoadContext) {
  const customer = await requireCustomer(request, context, "login");
  const formData = await request.formData();
  if (formData.get("intent") === "express") return expressCheckoutAction(context, customer, formData);
  const submission = parseWithZod(formData, { schema: CheckoutForm });
  if (submission.status !== "success") return refusedBySchema(submission, formData.get("intent"));
  const value = submission.value;
  const reply = (message: string | null, failed: boolean, status = 200) =>
    data<CheckoutReply>({ result: submission.reply(), intent: value.intent, message, failed }, { status });
  try {
    if (value.intent === "place") {
      const answer = await placeOrder(
        context,
        orderingCustomer(customer, context.marketplace),
        { purchaseId: value.purchaseId, versionNumber: Number(value.versionNumber) },
        context.now(),
      );
      return redirect(`/confirmation/${answer.purchaseId}`, 303);
    }
    const { message } = await purchaseFor(context, customer, changeOf(value));
    return reply(message ?? null, false);
  } catch (error) {
    if (isDatabaseUnavailable(error) || !isAppError(error)) {
      if (!isAppError(error) && !isDatabaseUnavailable(error) && value.intent === "place") {
        context.log.error({ err: error }, "placing an order failed");
        return reply(PLACE_ORDER_ANSWERS.failed, true, 500);
      }
      throw error;
    }
    if (error.code === CC_BLOCKED.id) return redirect(CC_BLOCKED.path, 303);
    if (error.details?.field) {
      const refused = refuseFormWith(submission, error);
      return data<CheckoutReply>(
        { ...refused.data, intent: value.intent, message: refusalWords(error), failed: true },
        { status: error.status },
      );
    }
    return reply(refusalWords(error), true, error.status);
  }
}
