import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useState } from "react";
import { Form, Link } from "react-router";
import {
  CARD_LIMITS,
  type CardBrand,
  cardBrand,
  cardEditSchema,
  cardFormSchema,
  cvvLength,
  formatExpiryInput,
} from "../../../modules/payments/index.ts";
import type { AddressChoice, ShownCard } from "../../lib/payments/payment-pages.server.ts";
import { FieldError, FormError, firstInvalid, TextField } from "../forms/form-fields.tsx";

/** The expiry as 'MM / YY' of a saved card. */
const expiryOf = (card: ShownCard) =>
  `${String(card.expirationMonth).padStart(2, "0")} / ${String(card.expirationYear).slice(-2)}`;

type CardField = FieldMetadata<string | undefined>;

/**
 * A card's own inputs (name, number, expiry, CVV; a saved card's number is shown, not typed), for
 * the card form and express checkout's form. The number and CVV are never filled in from the server.
 */
export function CardInputs({
  fields,
  focus,
  savedLabel = null,
}: {
  fields: { nameOnCard: CardField; cc: CardField; expiration: CardField; cvv: CardField };
  /** The field to focus (the first in error). */
  focus: string | undefined;
  /** A saved card's label, shown in place of the number and CVV. */
  savedLabel?: string | null;
}) {
  // The brand shows as the number is typed (and tells the CVV's length).
  const [brand, setBrand] = useState<CardBrand | null>(null);
  return (
    <>
      <TextField
        field={fields.nameOnCard}
        label="Name on Card"
        type="text"
        autoComplete="cc-name"
        autoFocus={focus === fields.nameOnCard.name}
        maxLength={CARD_LIMITS.nameOnCard}
      />
      {savedLabel !== null ? (
        <p className="card-label">{savedLabel}</p>
      ) : (
        <TextField
          field={fields.cc}
          label="Card Number"
          hint={brand ?? undefined}
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          autoFocus={focus === fields.cc.name}
          maxLength={CARD_LIMITS.cc}
          onInput={(input) => setBrand(cardBrand(input.value))}
        />
      )}
      <TextField
        field={fields.expiration}
        label="Expiration Date"
        hint="MM / YY"
        type="text"
        inputMode="numeric"
        autoComplete="cc-exp"
        autoFocus={focus === fields.expiration.name}
        maxLength={CARD_LIMITS.expiration}
        // Spec 2: the expiry writes itself as 'MM / YY' while it is typed.
        onInput={(input) => {
          input.value = formatExpiryInput(input.value);
        }}
      />
      {savedLabel === null && (
        <TextField
          field={fields.cvv}
          label="Security Code (CVV)"
          type="password"
          inputMode="numeric"
          autoComplete="cc-csc"
          autoFocus={focus === fields.cvv.name}
          // Spec 2: 4 for American Express, 3 for the others, 4 before the brand is known.
          maxLength={cvvLength(brand)}
        />
      )}
    </>
  );
}

/**
 * A card's form (cardFormSchema for a new card, cardEditSchema for a saved one, checked in the
 * browser by the same schema as on the server), posting to the page it is on: the account's card
 * pages and checkout's payment step. The number and CVV are never filled in from the server.
 */
export function CardFields({
  card,
  addresses,
  lastResult,
  cancelTo,
  billingAddressId,
  newAddressTo = "/addresses/new",
  addressLinks,
}: {
  card: ShownCard | null;
  addresses: readonly AddressChoice[];
  lastResult?: SubmissionResult<string[]>;
  /** Where Cancel goes: the page the shopper came from. */
  cancelTo: string;
  /** The billing address chosen at first for a new card (else the first of the list). */
  billingAddressId?: number;
  /** Where to add a first address when there is none. */
  newAddressTo?: string;
  /** Links under the billing address list, when there is one (checkout's: add or edit a billing address). */
  addressLinks?: ReactNode;
}) {
  const editing = card !== null;
  const firstAddress =
    addresses.find((address) => address.addressId === billingAddressId)?.addressId ?? addresses[0]?.addressId;
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
      : { addressId: firstAddress === undefined ? undefined : String(firstAddress) },
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: editing ? cardEditSchema(new Date()) : cardFormSchema(new Date()) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
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
      <CardInputs
        fields={{ nameOnCard, cc, expiration, cvv }}
        focus={focus}
        savedLabel={editing ? card.label : null}
      />
      <div className="form-field">
        <label htmlFor={addressId.id}>Billing Address</label>
        {addresses.length === 0 ? (
          <p>
            <Link to={newAddressTo}>Add an address</Link> first: a card needs a billing address.
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
        {addresses.length > 0 && addressLinks}
      </div>
      <label className="form-check">
        <input {...defaultProps} /> Make this my default payment method
      </label>
      <div className="address-actions">
        <button type="submit" className="button button-primary">
          {editing ? "Save Changes" : "Add Card"}
        </button>
        <Link to={cancelTo} className="button">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
