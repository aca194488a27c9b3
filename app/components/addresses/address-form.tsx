import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import type { z } from "zod";
import {
  ADDRESS_CHOICES,
  ADDRESS_FIELDS,
  ADDRESS_LIMITS,
  type AddressInput,
  AddressPageForm,
  formatPhone,
  SHIPPING_COUNTRIES,
} from "../../../modules/addresses/index.ts";
import type { AddressCheckReply, ShownAddress } from "../../lib/addresses/address-pages.server.ts";
import { FieldError, FormError, firstInvalid, TextField } from "../forms/form-fields.tsx";
import { AddressLines } from "./address-lines.tsx";

/** The address check's answer: the suggested form to take or leave, or the fields it could not verify. */
export function CheckChoices({ check, typed }: { check: AddressCheckReply; typed: AddressInput }) {
  if (check.suggested) {
    return (
      <fieldset className="address-check">
        <legend>Suggested address</legend>
        <AddressLines
          address={{
            ...check.suggested,
            phoneShown: formatPhone(check.suggested.primaryVoiceNumber, check.suggested.countryCode),
          }}
        />
        <div className="address-actions">
          <button
            type="submit"
            name="choice"
            value={ADDRESS_CHOICES.suggested}
            className="button button-primary"
          >
            Use Suggested Address
          </button>
          <button type="submit" name="choice" value={ADDRESS_CHOICES.entered} className="button">
            Keep Address as Entered
          </button>
        </div>
      </fieldset>
    );
  }
  if (check.invalidFields.length === 0) return null;
  return (
    <fieldset className="address-check">
      <legend>Save this address anyway?</legend>
      <AddressLines
        address={{ ...typed, phoneShown: formatPhone(typed.primaryVoiceNumber, typed.countryCode) }}
      />
      <button type="submit" name="choice" value={ADDRESS_CHOICES.asIs} className="button">
        Save Address as Entered
      </button>
    </fieldset>
  );
}

type AddressFieldMetadata = FieldMetadata<string | undefined>;

/** The address as the form holds it now (what the check's choices show as typed). */
export const typedAddress = (fields: Record<keyof AddressInput, AddressFieldMetadata>) =>
  Object.fromEntries(
    ADDRESS_FIELDS.map((name) => [name, String(fields[name].value ?? "")]),
  ) as unknown as AddressInput;

/**
 * An address's inputs (AddressForm's fields), for the address form and express checkout's form.
 * `onCountryChange` clears the state or province: it belongs to its country.
 */
export function AddressInputs({
  fields,
  focus,
  onCountryChange,
}: {
  fields: Record<keyof AddressInput, AddressFieldMetadata>;
  /** The field to focus (the first in error). */
  focus: string | undefined;
  onCountryChange: () => void;
}) {
  const text = (
    name: Exclude<keyof AddressInput, "countryCode">,
    label: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <TextField
      field={fields[name]}
      label={label}
      type={name === "primaryVoiceNumber" ? "tel" : "text"}
      autoComplete={autoComplete}
      autoFocus={focus === fields[name].name}
      maxLength={ADDRESS_LIMITS[name]}
      hint={hint}
    />
  );
  const { key: _key, ...country } = getSelectProps(fields.countryCode);
  return (
    <>
      {text("fullName", "Full Name", "name")}
      <div className="form-field">
        <label htmlFor={fields.countryCode.id}>Country</label>
        <select {...country} autoComplete="country" onChange={onCountryChange}>
          {SHIPPING_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldError field={fields.countryCode} />
      </div>
      {text("addressLine1", "Address Line 1", "address-line1")}
      {text("addressLine2", "Address Line 2", "address-line2", "optional")}
      {text("city", "City", "address-level2")}
      {text("stateOrRegion", "State / Province", "address-level1")}
      {text("postalCode", "ZIP Code", "postal-code")}
      {text("primaryVoiceNumber", "Phone Number", "tel")}
    </>
  );
}

/**
 * One address's form (AddressPageForm, checked in the browser by the same schema as on the
 * server), posting to the page it is on: the account's address pages and checkout's address steps.
 * After a refused post it shows the address check's choices as buttons of the same form.
 */
export function AddressFields({
  address,
  lastResult,
  check,
  cancelTo,
}: {
  address: ShownAddress | null;
  lastResult?: SubmissionResult<string[]>;
  check: AddressCheckReply | null;
  /** Where Cancel goes: the page the shopper came from. */
  cancelTo: string;
}) {
  const [form, fields] = useForm<z.input<typeof AddressPageForm>>({
    id: "address-form",
    lastResult,
    defaultValue: address
      ? { ...address, makeDefault: address.isPrimary ? "on" : undefined }
      : { countryCode: "US" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddressPageForm }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const focus = firstInvalid(ADDRESS_FIELDS.map((name) => fields[name]));
  const { key: _defaultKey, ...makeDefault } = getInputProps(fields.makeDefault, {
    type: "checkbox",
    value: "on",
  });
  const typed = typedAddress(fields);
  return (
    <Form method="post" className="account-form" {...getFormProps(form)} noValidate>
      <FormError form={form} />
      <AddressInputs
        fields={fields}
        focus={focus}
        // A state or province belongs to its country: choosing another country clears it.
        onCountryChange={() => form.update({ name: fields.stateOrRegion.name, value: "" })}
      />
      <label className="form-check">
        <input {...makeDefault} /> Make this my default shipping address
      </label>
      <div className="address-actions">
        <button type="submit" className="button button-primary">
          Save Address
        </button>
        <Link to={cancelTo} className="button">
          Cancel
        </Link>
      </div>
      {/* After the form's own button: Enter in a field saves what is typed, never a suggestion. */}
      {check && <CheckChoices check={check} typed={typed} />}
    </Form>
  );
}
