import { getCollectionProps, getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { CancelItemsForm } from "../../../modules/orders/forms.ts";
import { CANCEL_REASON_CODES, CANCEL_REASONS } from "../../../modules/orders/index.ts";
import type { CancelReply } from "../../lib/orders/cancel-page.server.ts";
import { ORDER_WORDS } from "../../lib/orders/order-words.ts";
import type { ShownLine } from "../../lib/orders/shown-order.server.ts";
import { FieldError, FormError, firstInvalid } from "../forms/form-fields.tsx";
import { ItemThumbnail, lineWhat } from "./order-lines.tsx";

/**
 * The cancel page's form (CancelItemsForm, checked in the browser by the same schema as on the
 * server): a checkbox for each item its customer may cancel and one of spec 2's reasons, posted to
 * the page (with the guest's token in its address). Works without JavaScript: the server answers the
 * page with the confirmation or the refusal's words.
 */
export function CancelItemsFields({
  items,
  action,
  reply,
}: {
  items: readonly ShownLine[];
  action: string;
  reply: CancelReply | undefined;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const [form, fields] = useForm<Record<string, unknown>>({
    id: "cancel-items",
    lastResult: reply?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CancelItemsForm }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const itemsField = fields.items;
  const reasonField = fields.reason;
  if (!itemsField || !reasonField) return null;
  const focus = firstInvalid([itemsField, reasonField]);
  const checkboxes = getCollectionProps(itemsField, {
    type: "checkbox",
    options: items.map((item) => item.itemUniqueId),
  });
  const { key: _reasonKey, ...reasonProps } = getSelectProps(reasonField);
  return (
    <Form
      method="post"
      action={action}
      className="account-form order-cancel-form"
      {...getFormProps(form)}
      noValidate
    >
      <FormError form={form} />
      <fieldset
        className="order-choices"
        aria-describedby={itemsField.errors ? itemsField.errorId : undefined}
      >
        <legend>Items to cancel</legend>
        {items.map((item, index) => {
          const { key: _key, ...props } = checkboxes[index] ?? { key: undefined };
          return (
            <label key={item.itemUniqueId} className="order-choice">
              <input
                {...props}
                // biome-ignore lint/a11y/noAutofocus: only the field in error after the shopper's own submit
                autoFocus={focus === itemsField.name && index === 0}
              />
              <ItemThumbnail src={item.imageUrl} />
              <span>
                {item.brandName} {item.productName}, {lineWhat(item)}, qty {item.quantity}
              </span>
            </label>
          );
        })}
        <FieldError field={itemsField} />
      </fieldset>
      <div className="form-field">
        <label htmlFor={reasonField.id}>Reason for cancelling</label>
        <select
          {...reasonProps}
          // biome-ignore lint/a11y/noAutofocus: only the field in error after the shopper's own submit
          autoFocus={focus === reasonField.name}
        >
          <option value="">Choose a reason</option>
          {CANCEL_REASON_CODES.map((code) => (
            <option key={code} value={code}>
              {CANCEL_REASONS[code]}
            </option>
          ))}
        </select>
        <FieldError field={reasonField} />
      </div>
      <p role="status" className="form-news">
        {loading ? ORDER_WORDS.cancelling : null}
      </p>
      <button type="submit" className="button button-primary" disabled={loading}>
        Cancel Selected Items
      </button>
    </Form>
  );
}
