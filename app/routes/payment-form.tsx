import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, Link } from "react-router";
import {
  CARD_LIMITS,
  cardBrand,
  cardEditSchema,
  cardFormSchema,
  formatExpiryInput,
} from "../../modules/payments/index.ts";
import { FieldError, FormError, firstInvalid, TextField } from "../components/forms/form-fields.tsx";
import {
  type AddressChoice,
  type CardFormReply,
  cardFormAction,
  loadCardForm,
  type ShownCard,
} from "../lib/payments/payment-pages.server.ts";
import type { Route } from "./+types/payment-form";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCardForm(request, context, params.paymentId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return cardFormAction(request, context, params.paymentId);
}

/** Spec 2: 'Add New Payment' and 'Edit Payment Method'. */
const titleOf = (editing: boolean) => (editing ? "Edit Payment Method" : "Add New Payment");

export function meta({ params }: Route.MetaArgs) {
  return [{ title: titleOf(params.paymentId !== undefined) }, { name: "robots", content: "noindex" }];
}

/** The expiry as 'MM / YY' of a saved card. */
const expiryOf = (card: ShownCard) =>
  `${String(card.expirationMonth).padStart(2, "0")} / ${String(card.expirationYear).slice(-2)}`;

function CardFields({
  card,
  addresses,
  lastResult,
}: {
  card: ShownCard | null;
  addresses: readonly AddressChoice[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const editing = card !== null;
  const [form, fields] = useForm<Record<string, string | undefined>, Record<string, unknown>>({
    id: "card-form",
    lastResult,
    defaultValue: card
      ? {
          nameOnCard: card.nameOnCard,
          expiration: expiryOf(card),
          addressId: card.addressId === null ? undefined : String(card.addressId),
          makeDefault: card.isPrimary ? "on" : undefined,
        }
      : { addressId: addresses[0] ? String(addresses[0].addressId) : undefined },
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: editing ? cardEditSchema(new Date()) : cardFormSchema(new Date()) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // The brand shows as the number is typed (and tells the CVV's length).
  const [brand, setBrand] = useState<string | null>(null);
  const names = editing
    ? ["nameOnCard", "expiration", "addressId"]
    : ["nameOnCard", "cc", "expiration", "cvv", "addressId"];
  const focus = firstInvalid(names.map((name) => fields[name] ?? { name, errors: undefined }));
  const nameOnCard = fields.nameOnCard;
  const cc = fields.cc;
  const expiration = fields.expiration;
  const cvv = fields.cvv;
  const addressId = fields.addressId;
  const makeDefault = fields.makeDefault;
  if (!nameOnCard || !cc || !expiration || !cvv || !addressId || !makeDefault) return null;
  const { key: _addressKey, ...addressProps } = getSelectProps(addressId);
  const { key: _defaultKey, ...defaultProps } = getInputProps(makeDefault, { type: "checkbox", value: "on" });
  return (
    <Form method="post" className="account-form" {...getFormProps(form)} noValidate autoComplete="on">
      <FormError form={form} />
      <TextField
        field={nameOnCard}
        label="Name on Card"
        type="text"
        autoComplete="cc-name"
        autoFocus={focus === "nameOnCard"}
        maxLength={CARD_LIMITS.nameOnCard}
      />
      {editing ? (
        <p className="card-label">{card.label}</p>
      ) : (
        <TextField
          field={cc}
          label="Card Number"
          hint={brand ?? undefined}
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          autoFocus={focus === "cc"}
          maxLength={CARD_LIMITS.cc}
          onInput={(input) => setBrand(cardBrand(input.value))}
        />
      )}
      <TextField
        field={expiration}
        label="Expiration Date"
        hint="MM / YY"
        type="text"
        inputMode="numeric"
        autoComplete="cc-exp"
        autoFocus={focus === "expiration"}
        maxLength={CARD_LIMITS.expiration}
        // Spec 2: the expiry writes itself as 'MM / YY' while it is typed.
        onInput={(input) => {
          input.value = formatExpiryInput(input.value);
        }}
      />
      {!editing && (
        <TextField
          field={cvv}
          label="Security Code (CVV)"
          type="password"
          inputMode="numeric"
          autoComplete="cc-csc"
          autoFocus={focus === "cvv"}
          maxLength={CARD_LIMITS.cvv}
        />
      )}
      <div className="form-field">
        <label htmlFor={addressId.id}>Billing Address</label>
        {addresses.length === 0 ? (
          <p>
            <Link to="/addresses/new">Add an address</Link> first: a card needs a billing address.
          </p>
        ) : (
          <select {...addressProps} autoComplete="off">
            {addresses.map((address) => (
              <option key={address.addressId} value={address.addressId}>
                {address.label}
              </option>
            ))}
          </select>
        )}
        <FieldError field={addressId} />
      </div>
      <label className="form-check">
        <input {...defaultProps} /> Make this my default payment method
      </label>
      <div className="address-actions">
        <button type="submit" className="button button-primary">
          {editing ? "Save Changes" : "Add Card"}
        </button>
        <Link to="/payments" className="button">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** /payments/new ('Add New Payment') and /payments/{paymentId}/edit ('Edit Payment Method'). */
export default function PaymentFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData as CardFormReply | undefined;
  const title = titleOf(loaderData.card !== null);
  return (
    <section className="page account-page" aria-labelledby="card-form-heading">
      <h1 id="card-form-heading">{title}</h1>
      <CardFields card={loaderData.card} addresses={loaderData.addresses} lastResult={reply?.result} />
    </section>
  );
}
