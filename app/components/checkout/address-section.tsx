import { Form, Link } from "react-router";
import { addressOneLine } from "../../../modules/addresses/index.ts";
import { AddressLines } from "../addresses/address-lines.tsx";
import {
  EditAddressLink,
  Reply,
  type SectionProps,
  StepHint,
  StepProblems,
  sectionState,
} from "./checkout-section-parts.tsx";

/** Step 1, the shipping address: the chosen one, the others to choose from, a new one to add. */
export function AddressSection({ data, reply }: SectionProps) {
  const { purchase, addresses } = data;
  if (purchase.purchaseType === "DIGITAL") return null;
  const state = sectionState(purchase, "address");
  return (
    <section className="checkout-section" aria-labelledby="checkout-address-heading" data-state={state}>
      <h2 id="checkout-address-heading">
        <span className="checkout-step-number">1</span> Shipping Address
      </h2>
      <StepProblems purchase={purchase} step="address" />
      {purchase.shippingAddress && <AddressLines address={purchase.shippingAddress} />}
      {state !== "open" ? (
        <StepHint state={state} />
      ) : addresses.length > 1 || (addresses.length === 1 && !purchase.shippingAddress) ? (
        <Form method="post" className="checkout-choice" replace preventScrollReset>
          <fieldset>
            <legend>Ship to</legend>
            {addresses.map((address) => (
              <div key={address.addressId} className="checkout-option-row">
                <label className="checkout-option">
                  <input
                    type="radio"
                    name="addressId"
                    value={address.addressId}
                    defaultChecked={address.addressId === purchase.shippingAddressId}
                    required
                  />
                  <span>{addressOneLine(address)}</span>
                </label>
                <EditAddressLink address={address} />
              </div>
            ))}
          </fieldset>
          <button type="submit" name="intent" value="address" className="button">
            Ship to This Address
          </button>
        </Form>
      ) : (
        purchase.shippingAddress && <EditAddressLink address={purchase.shippingAddress} />
      )}
      <Reply reply={reply} intents={["address"]} />
      {state === "open" && (
        <p>
          <Link to="/checkout/address/new">Add New Address</Link>
        </p>
      )}
    </section>
  );
}
