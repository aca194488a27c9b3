import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { ADDRESS_FIELDS } from "../../../modules/addresses/index.ts";
import { expressCheckoutForm } from "../../../modules/checkout/index.ts";
import type { ExpressReply } from "../../lib/checkout/express-checkout.server.ts";
import { AddressInputs, CheckChoices, typedAddress } from "../addresses/address-form.tsx";
import { FormError, firstInvalid } from "../forms/form-fields.tsx";
import { CardInputs } from "../payments/card-form.tsx";

const CARD_FIELDS = ["nameOnCard", "cc", "expiration", "cvv"] as const;

/**
 * Express checkout (spec 4: a first purchase, nothing saved yet): the shipping address and the card
 * in one form, checked in the browser by the same schema as on the server. The card is billed to
 * this address; both become the customer's defaults. After a refusal the card's number and CVV are
 * typed again (they never come back from the server), except when the address check asks about the
 * address: the card was verified and is held, so the form shows its face and carries its handle, and
 * the address check's choices show as on the address step.
 */
export function ExpressCheckout({ reply }: { reply: ExpressReply | undefined }) {
  const heldCard = reply?.heldCard ?? null;
  const [form, fields] = useForm<Record<string, string | undefined>, Record<string, unknown>>({
    id: "express-checkout",
    lastResult: reply?.result,
    defaultValue: { countryCode: "US" },
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: expressCheckoutForm(new Date(), heldCard !== null) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const address = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, fields[name]])) as Record<
    (typeof ADDRESS_FIELDS)[number],
    NonNullable<(typeof fields)[string]>
  >;
  const card = Object.fromEntries(CARD_FIELDS.map((name) => [name, fields[name]])) as Record<
    (typeof CARD_FIELDS)[number],
    NonNullable<(typeof fields)[string]>
  >;
  const focus = firstInvalid([...Object.values(address), ...Object.values(card)]);
  return (
    <section className="checkout-section" aria-labelledby="checkout-express-heading" data-state="open">
      <h2 id="checkout-express-heading">
        <span className="checkout-step-number">1</span> Express Checkout
      </h2>
      <p className="form-hint">
        Your shipping address and card, at once: the card is billed to this address.
      </p>
      <Form method="post" className="account-form checkout-express" {...getFormProps(form)} noValidate>
        <input type="hidden" name="intent" value="express" />
        <FormError form={form} />
        <fieldset>
          <legend>Shipping Address</legend>
          <AddressInputs
            fields={address}
            focus={focus}
            onCountryChange={() => form.update({ name: "stateOrRegion", value: "" })}
          />
        </fieldset>
        <fieldset>
          <legend>Payment Method</legend>
          {heldCard ? (
            <>
              <input type="hidden" name="heldCard" value={heldCard.handle} />
              <p className="form-hint">{heldCard.label}: verified, and saved with this address.</p>
            </>
          ) : (
            <CardInputs fields={card} focus={focus} />
          )}
        </fieldset>
        <button type="submit" className="button button-primary">
          Save and Continue
        </button>
        {reply?.check && <CheckChoices check={reply.check} typed={typedAddress(address)} />}
      </Form>
      <p>
        Or one step at a time: <Link to="/checkout/address/new">Add New Address</Link>
      </p>
    </section>
  );
}
