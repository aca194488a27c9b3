import {
  type FieldMetadata,
  getCollectionProps,
  getFormProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { ExchangeForm } from "../../../modules/returns/forms.ts";
import { sizeWords } from "../../lib/exchange/exchange-choices.ts";
import type { ExchangeSelectionData } from "../../lib/exchange/exchange-page.server.ts";
import { EXCHANGE_PATHS, REVIEW_STEP } from "../../lib/exchange/exchange-paths.ts";
import { EXCHANGE_WORDS } from "../../lib/exchange/exchange-words.ts";
import { AddressLines } from "../addresses/address-lines.tsx";
import { FieldError, FormError, firstInvalid } from "../forms/form-fields.tsx";
import { TransportOptionRadios } from "../returns/transport-option-radios.tsx";

type Field = FieldMetadata<unknown>;

/**
 * The colours in stock, one submit button each: choosing one shows its sizes (a plain GET of this
 * form, so the other choices stay and it works without JavaScript). The colour shown is pressed.
 */
function ColourButtons({ offered }: { offered: ExchangeSelectionData["offered"] }) {
  if (offered.colours.length < 2) return null;
  return (
    <fieldset className="exchange-colours">
      <legend>Colour</legend>
      <div className="exchange-colour-buttons">
        {offered.colours.map((colour) => (
          <button
            key={colour.styleId}
            type="submit"
            name="styleId"
            value={colour.styleId}
            className="button exchange-colour-button"
            aria-pressed={colour.styleId === offered.chosen?.styleId}
          >
            {colour.color}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The sizes and widths of the colour shown, a radio each; the colours in stock to show another. */
function SizeChoices({
  field,
  offered,
  autoFocus,
}: {
  field: Field;
  offered: ExchangeSelectionData["offered"];
  autoFocus: boolean;
}) {
  const sizes = offered.chosen?.choices ?? [];
  const radios = getCollectionProps(field, { type: "radio", options: sizes.map((choice) => choice.stockId) });
  const firstAvailable = sizes.find((choice) => choice.available)?.stockId;
  return (
    <fieldset className="exchange-choices">
      <legend>Exchange for</legend>
      <ColourButtons offered={offered} />
      {offered.chosen ? (
        <fieldset className="exchange-colour">
          <legend>{offered.chosen.color}</legend>
          <div className="exchange-sizes">
            {sizes.map((choice, index) => {
              const { key: _key, ...props } = radios[index] ?? { key: undefined };
              return (
                <label key={choice.stockId} className="exchange-size" data-available={choice.available}>
                  <input
                    {...props}
                    disabled={!choice.available}
                    // biome-ignore lint/a11y/noAutofocus: only the field in error after the shopper's own submit
                    autoFocus={autoFocus && choice.stockId === firstAvailable}
                  />
                  <span>{sizeWords(choice)}</span>
                  {choice.note && <span className="exchange-note">{choice.note}</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : (
        <p>{EXCHANGE_WORDS.nothingInStock}</p>
      )}
      {offered.dearerColours.length > 0 && (
        <p className="form-hint">
          Not offered for an exchange, as they cost more than you paid: {offered.dearerColours.join(", ")}.
        </p>
      )}
      <FieldError field={field} />
    </fieldset>
  );
}

/** How the item goes back: one radio per label type, with what the shopper does. */
function TransportChoices({
  field: labelType,
  options,
  autoFocus,
}: {
  field: Field;
  options: ExchangeSelectionData["transport"];
  autoFocus: boolean;
}) {
  const radios = getCollectionProps(labelType, {
    type: "radio",
    options: options.map((o) => o.labelType),
  });
  return (
    <fieldset className="exchange-transport">
      <legend>How you send the item back</legend>
      <TransportOptionRadios
        options={options}
        radios={radios}
        idPrefix={labelType.id}
        errorId={labelType.errors ? labelType.errorId : undefined}
        autoFocus={autoFocus}
        labelClassName="exchange-option"
        descriptionClassName="form-hint"
      />
      <FieldError field={labelType} />
    </fieldset>
  );
}

/**
 * The exchange's choices (ExchangeForm, checked in the browser by the same schema as on the
 * server): a GET form to /exchange, so the review's address holds every choice. 'Ship to another
 * address' sends the same choices to the address list. Refused choices (from the review's query or
 * a refused confirmation) come back with their words and the values kept, with or without JavaScript.
 */
export function ExchangeSelectionForm({
  data,
  lastResult,
}: {
  data: ExchangeSelectionData;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useForm<Record<string, unknown>>({
    id: "exchange",
    lastResult,
    defaultValue: { ...data.choices, labelType: data.choices.labelType ?? "PRINT" },
    // Only the review needs every choice; the address list takes them as far as they go.
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: formData.get("step") === REVIEW_STEP ? ExchangeForm : ExchangeForm.partial(),
      }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { stockId, reason, labelType } = fields;
  if (!stockId || !reason || !labelType) return null;
  const focus = firstInvalid([stockId, reason, labelType]);
  const { key: _reasonKey, ...reasonProps } = getSelectProps(reason);
  return (
    <Form
      method="get"
      action={EXCHANGE_PATHS.exchange}
      className="account-form exchange-form"
      {...getFormProps(form)}
      noValidate
    >
      <FormError form={form} />
      <input type="hidden" name="itemUniqueId" value={data.item.itemUniqueId} />
      {data.choices.addressId && <input type="hidden" name="addressId" value={data.choices.addressId} />}
      <SizeChoices field={stockId} offered={data.offered} autoFocus={focus === stockId.name} />
      <div className="form-field">
        <label htmlFor={reason.id}>Reason for the exchange</label>
        <select
          {...reasonProps}
          // biome-ignore lint/a11y/noAutofocus: only the field in error after the shopper's own submit
          autoFocus={focus === reason.name}
        >
          <option value="">Choose a reason</option>
          {data.reasons.map(({ code, words }) => (
            <option key={code} value={code}>
              {words}
            </option>
          ))}
        </select>
        <FieldError field={reason} />
      </div>
      <TransportChoices field={labelType} options={data.transport} autoFocus={focus === labelType.name} />
      <div className="exchange-ship-to">
        <h3>Your replacement ships to</h3>
        {data.shipTo ? <AddressLines address={data.shipTo} /> : <p>No address yet.</p>}
        <button type="submit" formAction={EXCHANGE_PATHS.addresses} className="button">
          Ship to another address
        </button>
      </div>
      <button type="submit" name="step" value={REVIEW_STEP} className="button button-primary">
        Review exchange
      </button>
    </Form>
  );
}
