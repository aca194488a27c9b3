import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { ReturnFlowForm, type ReturnFlowValue } from "../../../modules/returns/forms.ts";
import { RETURN_REASON_CODES, RETURN_REASONS } from "../../../modules/returns/index.ts";
import { RETURN_WORDS } from "../../lib/returns/return-words.ts";
import type { StartableItem } from "../../lib/returns/shown-return.server.ts";
import { FieldError, FormError } from "../forms/form-fields.tsx";
import { ItemThumbnail } from "../orders/order-lines.tsx";
import { itemName, itemWhat, ReturnItemLine } from "./return-item-line.tsx";

/** The first step's fields, as Conform names them (lines[0].selected ...). */
interface ItemsForm {
  step: string;
  lines: { itemUniqueId: string; selected?: boolean; reason?: string }[];
}

/**
 * The flow's first step (SELECT_RETURN_ITEMS): a checkbox and a reason for each item that may go
 * back (ReturnFlowForm, checked in the browser as on the server), and the others with the words why
 * they may not. Posted to /return; the server answers the next step, or this one refused.
 */
export function ReturnItemsStep({
  items,
  checked,
  action,
  result,
}: {
  items: readonly StartableItem[];
  checked: string | null;
  action: string;
  result: SubmissionResult<string[]> | undefined;
}) {
  const eligible = items.filter((item) => item.eligible);
  const ineligible = items.filter((item) => !item.eligible);
  const [form, fields] = useForm<ItemsForm, ReturnFlowValue>({
    id: "return-items",
    lastResult: result,
    defaultValue: {
      step: "SELECT_RETURN_ITEMS",
      lines: eligible.map((item) => ({
        itemUniqueId: item.itemUniqueId,
        selected: item.itemUniqueId === checked,
      })),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReturnFlowForm }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const linesField = fields.lines;
  if (!linesField) return null;
  const lines = linesField.getFieldList();
  const reasonsInError = lines.map((line) => line.getFieldset().reason).filter((reason) => reason?.errors);
  const focusLines = Boolean(linesField.errors);
  const focusReason = focusLines ? undefined : reasonsInError[0]?.name;
  return (
    <section data-step="SELECT_RETURN_ITEMS" aria-labelledby="return-items-heading">
      <h2 id="return-items-heading">Choose the items to return</h2>
      {eligible.length === 0 ? (
        <p>{RETURN_WORDS.noItems}</p>
      ) : (
        <Form method="post" action={action} className="account-form" {...getFormProps(form)} noValidate>
          <FormError form={form} />
          <input type="hidden" name="step" value="SELECT_RETURN_ITEMS" />
          <fieldset
            className="order-choices"
            aria-invalid={linesField.errors ? true : undefined}
            aria-describedby={linesField.errors ? linesField.errorId : undefined}
          >
            <legend>Items to return</legend>
            <FieldError field={linesField} />
            <ul className="order-lines">
              {eligible.map((item, index) => {
                const line = lines[index]?.getFieldset();
                if (!line?.itemUniqueId || !line.selected || !line.reason) return null;
                const { key: _k1, ...idProps } = getInputProps(line.itemUniqueId, { type: "hidden" });
                const { key: _k2, ...checkProps } = getInputProps(line.selected, { type: "checkbox" });
                const { key: _k3, ...reasonProps } = getSelectProps(line.reason);
                return (
                  <li key={item.itemUniqueId} className="return-choice">
                    <input {...idProps} />
                    <label className="order-choice">
                      <input
                        {...checkProps}
                        // biome-ignore lint/a11y/noAutofocus: only the field in error after the shopper's own submit
                        autoFocus={focusLines && index === 0}
                      />
                      <ItemThumbnail src={item.imageUrl} />
                      <span>
                        {itemName(item)}, {itemWhat(item)}, ordered {item.placedAtText}
                      </span>
                    </label>
                    <div className="form-field">
                      <label htmlFor={line.reason.id}>Reason for returning {itemName(item)}</label>
                      <select
                        {...reasonProps}
                        // biome-ignore lint/a11y/noAutofocus: only the field in error after the shopper's own submit
                        autoFocus={focusReason === line.reason.name}
                      >
                        <option value="">Choose a reason</option>
                        {RETURN_REASON_CODES.map((code) => (
                          <option key={code} value={code}>
                            {RETURN_REASONS[code]}
                          </option>
                        ))}
                      </select>
                      <FieldError field={line.reason} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <button type="submit" className="button button-primary">
            Continue
          </button>
        </Form>
      )}
      {ineligible.length > 0 && (
        <>
          <h3>Items you cannot return now</h3>
          <ul className="order-lines" aria-label="Items you cannot return now">
            {ineligible.map((item) => (
              <ReturnItemLine key={item.itemUniqueId} item={item}>
                <p className="return-ineligible">{item.ineligibleWords}</p>
              </ReturnItemLine>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
