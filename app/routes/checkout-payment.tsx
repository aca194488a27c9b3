import { Link } from "react-router";
import { CardFields } from "../components/payments/card-form.tsx";
import { CHECKOUT_STEP_PATHS, editBillingPath } from "../lib/checkout/checkout-paths.ts";
import { checkoutPaymentAction, loadCheckoutPaymentStep } from "../lib/checkout/checkout-steps.server.ts";
import type { AddressChoice, CardFormReply } from "../lib/payments/payment-pages.server.ts";
import type { Route } from "./+types/checkout-payment";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckoutPaymentStep(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return checkoutPaymentAction(request, context);
}

export function meta() {
  return [{ title: "Checkout" }, { name: "robots", content: "noindex" }];
}

/** Add a billing address (step 27), or change one (step 26): each a page of its own, back here after. */
function BillingAddressLinks({ addresses }: { addresses: readonly AddressChoice[] }) {
  return (
    <div className="checkout-billing-links">
      <Link to={CHECKOUT_STEP_PATHS.newBilling}>Add New Billing Address</Link>
      <details>
        <summary>Edit a billing address</summary>
        <ul>
          {addresses.map((address) => (
            <li key={address.addressId}>
              <Link
                to={editBillingPath(address.addressId)}
                aria-label={`Edit billing address: ${address.label}`}
              >
                {address.label}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

/** /checkout/payment (22): the account's new card form inside checkout; the card becomes the purchase's. */
export default function CheckoutPaymentStep({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData as CardFormReply | undefined;
  const { step, addresses, billingAddressId } = loaderData;
  return (
    <section className="page account-page" aria-labelledby="checkout-step-heading" data-step={step}>
      <h1>Checkout</h1>
      <h2 id="checkout-step-heading">Add New Card</h2>
      <CardFields
        key={billingAddressId ?? "first"}
        card={null}
        addresses={addresses}
        lastResult={reply?.result}
        cancelTo="/checkout"
        billingAddressId={billingAddressId ?? undefined}
        newAddressTo={CHECKOUT_STEP_PATHS.newBilling}
        addressLinks={<BillingAddressLinks addresses={addresses} />}
      />
    </section>
  );
}
