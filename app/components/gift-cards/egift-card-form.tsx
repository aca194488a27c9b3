import {
  getCollectionProps,
  getFormProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { z } from "zod";
import { EgiftCardForm } from "../../../modules/cart/forms.ts";
import { EGIFT_CARD_DESIGNS, GIFT_CARD_DETAIL_LIMITS } from "../../../modules/cart/index.ts";
import { FieldError, FormError, firstInvalid, TextField } from "../forms/form-fields.tsx";

/** The order the form's fields come in: the first in error takes the focus. */
const FIELDS = ["stockId", "design", "recipientName", "recipientEmail", "senderName", "message"] as const;

/**
 * The gift card page's form (EgiftCardForm, checked in the browser by the same schema as on the
 * server): an amount, a design (radios with a swatch drawn by CSS), the recipient's name and email,
 * the sender's name and a message; 'Add to Bag' posts it to the page, with or without JavaScript.
 */
export function EgiftCardFields({
  amounts,
  senderName,
  lastResult,
}: {
  amounts: { stockId: number; label: string }[];
  senderName: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<z.input<typeof EgiftCardForm>, z.output<typeof EgiftCardForm>>({
    id: "egift-card-form",
    lastResult,
    defaultValue: { design: EGIFT_CARD_DESIGNS[0].id, senderName },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EgiftCardForm }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const focus = firstInvalid(FIELDS.map((name) => fields[name]));
  const labels = new Map(amounts.map((amount) => [String(amount.stockId), amount.label]));
  const amountChoices = getCollectionProps(fields.stockId, { type: "radio", options: [...labels.keys()] });
  const designChoices = getCollectionProps(fields.design, {
    type: "radio",
    options: EGIFT_CARD_DESIGNS.map((design) => design.id),
  });
  const { key: _messageKey, ...message } = getTextareaProps(fields.message);
  return (
    <Form method="post" className="account-form egc-form" {...getFormProps(form)} noValidate>
      <FormError form={form} />
      <fieldset className="egc-choices">
        <legend>Amount</legend>
        <div className="egc-amounts">
          {amountChoices.map(({ key, ...props }, index) => (
            <label key={key} className="egc-amount">
              <input
                {...props}
                // biome-ignore lint/a11y/noAutofocus: only the field in error after the shopper's own submit
                autoFocus={focus === "stockId" && index === 0}
              />
              <span>{labels.get(props.value)}</span>
            </label>
          ))}
        </div>
        <FieldError field={fields.stockId} />
      </fieldset>
      <fieldset className="egc-choices">
        <legend>Design</legend>
        <div className="egc-designs">
          {designChoices.map(({ key, ...props }, index) => (
            <label key={key} className="egc-design">
              <span className={`egc-swatch egc-design-${props.value}`} aria-hidden="true" />
              <span className="egc-design-name">
                <input
                  {...props}
                  // biome-ignore lint/a11y/noAutofocus: only the field in error after the shopper's own submit
                  autoFocus={focus === "design" && index === 0}
                />{" "}
                {EGIFT_CARD_DESIGNS.find((design) => design.id === props.value)?.name}
              </span>
            </label>
          ))}
        </div>
        <FieldError field={fields.design} />
      </fieldset>
      <TextField
        field={fields.recipientName}
        label="Recipient's Name"
        type="text"
        autoComplete="off"
        autoFocus={focus === "recipientName"}
        maxLength={GIFT_CARD_DETAIL_LIMITS.recipientName}
      />
      <TextField
        field={fields.recipientEmail}
        label="Recipient's Email"
        type="email"
        autoComplete="off"
        autoFocus={focus === "recipientEmail"}
        maxLength={GIFT_CARD_DETAIL_LIMITS.recipientEmail}
      />
      <TextField
        field={fields.senderName}
        label="Your Name"
        type="text"
        autoComplete="name"
        autoFocus={focus === "senderName"}
        maxLength={GIFT_CARD_DETAIL_LIMITS.senderName}
      />
      <div className="form-field">
        <label htmlFor={fields.message.id}>
          Message
          <span className="form-hint">
            {" "}
            (optional, up to {GIFT_CARD_DETAIL_LIMITS.message} characters, no links)
          </span>
        </label>
        <textarea
          {...message}
          rows={4}
          maxLength={GIFT_CARD_DETAIL_LIMITS.message}
          // biome-ignore lint/a11y/noAutofocus: only the field in error after the shopper's own submit
          autoFocus={focus === "message"}
        />
        <FieldError field={fields.message} />
      </div>
      <button type="submit" className="button button-primary">
        Add to Bag
      </button>
    </Form>
  );
}
