import { type AppLoadContext, data, redirect } from "react-router";
import { type ChoiceStep, mayChoose, type Purchase } from "../../../modules/checkout/index.ts";
import { withoutMarty } from "../../../modules/core/index.ts";
import { addressFormData, submitAddressForm } from "../addresses/address-pages.server.ts";
import { requireCustomer } from "../auth.server.ts";
import { billingAddressChoices, submitNewCardForm } from "../payments/payment-pages.server.ts";
import { STEP_NUMBERS } from "./checkout-page.server.ts";
import { paymentPathBilledTo } from "./checkout-paths.ts";
import { CHECKOUT_BASE, purchaseFor } from "./purchase-for.server.ts";

/**
 * The checkout's form steps (spec 2 section 2): a shipping or billing address to add or change, and
 * a new card. Each is the account page's form (the same schema, module call and refusals) with
 * checkout's ending: the saved address or card becomes the purchase's, and the shopper goes back
 * to the checkout. Like /checkout, a guest signs in first and an empty bag goes back to the bag.
 */

/** An address step: which address it is for, and whether it changes a saved one. */
export interface AddressStep {
  step: number;
  purpose: "shipping" | "billing";
  editing: boolean;
}

const ADDRESS_STEPS: Readonly<Record<string, AddressStep>> = {
  "address/new": { step: STEP_NUMBERS.newShippingAddress, purpose: "shipping", editing: false },
  "address/edit": { step: STEP_NUMBERS.editShippingAddress, purpose: "shipping", editing: true },
  "billing/new": { step: STEP_NUMBERS.newBilling, purpose: "billing", editing: false },
  "billing/edit": { step: STEP_NUMBERS.editBilling, purpose: "billing", editing: true },
};

/** The address step of a request's path (with or without the /marty prefix; paths match in any case). */
function addressStepOf(url: URL): AddressStep {
  const path = withoutMarty(url.pathname)
    .toLowerCase()
    .replace(/^\/checkout\//, "")
    .replace(/\/$/, "");
  const step = ADDRESS_STEPS[path];
  if (!step) throw data(null, { status: 404 });
  return step;
}

/**
 * A step page for a choice the purchase's furthest step does not let the shopper make now (spec 2
 * section 4: a completed address or card that is not changeable yet) goes back to /checkout.
 */
function requireChoosable(purchase: Purchase, step: ChoiceStep): void {
  if (!mayChoose(step, purchase.furthestStep, purchase.purchaseType === "DIGITAL")) {
    throw redirect(CHECKOUT_BASE, 303);
  }
}

const choiceOf = (step: AddressStep): ChoiceStep => (step.purpose === "shipping" ? "address" : "payment");

/** The address an edit step changes: `?addressId=N` ('' when missing, which is not found). */
const editedAddressId = (url: URL, step: AddressStep) =>
  step.editing ? (url.searchParams.get("addressId") ?? "") : undefined;

/** Address steps 14, 15, 26 and 27: the address form, empty or with the customer's address to change. */
export async function loadCheckoutAddressStep(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const step = addressStepOf(url);
  const customer = await requireCustomer(request, context, "login");
  requireChoosable((await purchaseFor(context, customer)).purchase, choiceOf(step));
  return { ...step, ...(await addressFormData(context, customer.customerId, editedAddressId(url, step))) };
}

/**
 * POST of an address step. A shipping address, saved, becomes the purchase's and the shopper goes
 * to /checkout (303); a billing address goes to the payment step with it chosen for the new card.
 */
export async function checkoutAddressStepAction(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const step = addressStepOf(url);
  const customer = await requireCustomer(request, context, "login");
  requireChoosable((await purchaseFor(context, customer)).purchase, choiceOf(step));
  return submitAddressForm(
    request,
    context,
    customer.customerId,
    editedAddressId(url, step),
    async ({ addressId }) => {
      if (step.purpose === "billing") return redirect(paymentPathBilledTo(addressId), 303);
      await purchaseFor(context, customer, { addressId });
      return redirect(CHECKOUT_BASE, 303);
    },
  );
}

/**
 * Payment step 22: the card form, its billing address chosen among the customer's addresses (the
 * one asked for by `?addressId=N`, else the purchase's shipping address, else the first).
 */
export async function loadCheckoutPaymentStep(request: Request, context: AppLoadContext) {
  const customer = await requireCustomer(request, context, "login");
  const { purchase } = await purchaseFor(context, customer);
  requireChoosable(purchase, "payment");
  const addresses = await billingAddressChoices(context, customer.customerId);
  const asked = Number(new URL(request.url).searchParams.get("addressId"));
  const billingAddressId =
    [asked, purchase.shippingAddressId].find((id) => addresses.some((a) => a.addressId === id)) ?? null;
  return { step: STEP_NUMBERS.payment, addresses, billingAddressId };
}

/** POST of the payment step: the new card, verified and saved, becomes the purchase's; back to /checkout (303). */
export async function checkoutPaymentAction(request: Request, context: AppLoadContext) {
  const customer = await requireCustomer(request, context, "login");
  requireChoosable((await purchaseFor(context, customer)).purchase, "payment");
  return submitNewCardForm(request, context, customer.customerId, async ({ paymentInstrumentId }) => {
    await purchaseFor(context, customer, { paymentInstrumentId });
    return redirect(CHECKOUT_BASE, 303);
  });
}
