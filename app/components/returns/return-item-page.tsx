import { getCollectionProps, getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { ReturnItemForm } from "../../../modules/returns/forms.ts";
import { RETURN_REASON_CODES, RETURN_REASONS } from "../../../modules/returns/index.ts";
import type { ReturnItemPageData, ReturnItemReply } from "../../lib/returns/return-item-page.server.ts";
import { RETURN_WORDS } from "../../lib/returns/return-words.ts";
import { FieldError, FormError, firstInvalid } from "../forms/form-fields.tsx";
import { ReturnDoneView } from "./return-done.tsx";
import { ReturnItemLine } from "./return-item-line.tsx";
import { TransportOptionRadios } from "./transport-option-radios.tsx";

/** The item's return in one form: a reason and the way back (ReturnItemForm, as on the server). */
function ReturnItemFields({ data, reply }: { data: ReturnItemPageData; reply: ReturnItemReply | undefined }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const [form, fields] = useForm<Record<string, unknown>>({
    id: "return-item",
    lastResult: reply?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReturnItemForm }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { reason, labelType } = fields;
  if (!reason || !labelType) return null;
  const focus = firstInvalid([reason, labelType]);
  const { key: _key, ...reasonProps } = getSelectProps(reason);
  const radios = getCollectionProps(labelType, {
    type: "radio",
    options: data.options.map((option) => option.labelType),
  });
  return (
    <Form method="post" action={data.action} className="account-form" {...getFormProps(form)} noValidate>
      <FormError form={form} />
      <div className="form-field">
        <label htmlFor={reason.id}>Reason for returning</label>
        <select
          {...reasonProps}
          // biome-ignore lint/a11y/noAutofocus: only the field in error after the shopper's own submit
          autoFocus={focus === reason.name}
        >
          <option value="">Choose a reason</option>
          {RETURN_REASON_CODES.map((code) => (
            <option key={code} value={code}>
              {RETURN_REASONS[code]}
            </option>
          ))}
        </select>
        <FieldError field={reason} />
      </div>
      <fieldset
        className="order-choices"
        aria-invalid={labelType.errors ? true : undefined}
        aria-describedby={labelType.errors ? labelType.errorId : undefined}
      >
        <legend>Ways to send your return</legend>
        <TransportOptionRadios
          options={data.options}
          radios={radios}
          idPrefix={form.id}
          autoFocus={focus === labelType.name}
          labelClassName="order-choice return-option"
          descriptionClassName="return-option-description"
        />
        <FieldError field={labelType} />
      </fieldset>
      <p role="status" className="form-news">
        {submitting ? RETURN_WORDS.submitting : null}
      </p>
      <button type="submit" className="button button-primary" disabled={submitting}>
        Submit return
      </button>
    </Form>
  );
}

/** /return-item?itemUniqueId= ('Return Item'): one item, whether it may go back, and its return in one page. */
export function ReturnItemPage({
  data,
  reply,
}: {
  data: ReturnItemPageData;
  reply: ReturnItemReply | undefined;
}) {
  const { item } = data;
  return (
    <section className="page account-page order-page return-item-page" aria-labelledby="return-item-heading">
      <p>
        <Link to="/returns">Back to Returns</Link>
      </p>
      <h1 id="return-item-heading">Return Item</h1>
      <ul className="order-lines" aria-label="Item">
        <ReturnItemLine item={item}>
          <p>Ordered {item.placedAtText}</p>
        </ReturnItemLine>
      </ul>
      {reply?.done ? (
        <ReturnDoneView done={reply.done} />
      ) : item.eligible ? (
        <ReturnItemFields data={data} reply={reply} />
      ) : (
        <>
          <p className="return-ineligible">{item.ineligibleWords}</p>
          {data.openReturnHref && (
            <p>
              <Link to={data.openReturnHref}>See this return</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
