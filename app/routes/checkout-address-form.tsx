import { AddressFields } from "../components/addresses/address-form.tsx";
import type { AddressFormReply } from "../lib/addresses/address-pages.server.ts";
import { CHECKOUT_STEP_PATHS } from "../lib/checkout/checkout-paths.ts";
import { checkoutAddressStepAction, loadCheckoutAddressStep } from "../lib/checkout/checkout-steps.server.ts";
import type { Route } from "./+types/checkout-address-form";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckoutAddressStep(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return checkoutAddressStepAction(request, context);
}

export function meta() {
  return [{ title: "Checkout" }, { name: "robots", content: "noindex" }];
}

const HEADINGS = {
  shipping: { add: "Add New Address", edit: "Edit Address" },
  billing: { add: "Add New Billing Address", edit: "Edit Billing Address" },
} as const;

/**
 * /checkout/address/new (14), /checkout/address/edit?addressId=N (15), /checkout/billing/new (27)
 * and /checkout/billing/edit?addressId=N (26): the account's address form inside checkout.
 */
export default function CheckoutAddressStep({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData as AddressFormReply | undefined;
  const { step, purpose, editing, address } = loaderData;
  return (
    <section className="page account-page" aria-labelledby="checkout-step-heading" data-step={step}>
      <h1>Checkout</h1>
      <h2 id="checkout-step-heading">{HEADINGS[purpose][editing ? "edit" : "add"]}</h2>
      <AddressFields
        key={address?.addressId ?? "new"}
        address={address}
        lastResult={reply?.result}
        check={reply?.check ?? null}
        cancelTo={purpose === "billing" ? CHECKOUT_STEP_PATHS.payment : "/checkout"}
      />
    </section>
  );
}
