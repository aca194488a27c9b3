import { getCollectionProps, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { CancelReturnForm } from "../../../modules/returns/forms.ts";
import { RETURN_ANSWERS } from "../../../modules/returns/index.ts";
import type { CancelReturnData, CancelReturnReply } from "../../lib/returns/cancel-return-page.server.ts";
import { cancelReturnPath, type ReturnsArea, returnsPageTitle } from "../../lib/returns/return-paths.ts";
import { RETURN_WORDS } from "../../lib/returns/return-words.ts";
import { FieldError, FormError, firstInvalid } from "../forms/form-fields.tsx";
import { ItemThumbnail } from "../orders/order-lines.tsx";
import { itemName, itemWhat } from "./return-item-line.tsx";

/** The return's open items, all chosen at first, and 'Cancel Return' (CancelReturnForm, as on the server). */
function CancelReturnFields({
  data,
  action,
  reply,
}: {
  data: CancelReturnData;
  action: string;
  reply: CancelReturnReply | undefined;
}) {
  const navigation = useNavigation();
  const cancelling = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const [form, fields] = useForm<{ contractIds: string[] }>({
    id: "cancel-return",
    lastResult: reply?.result,
    defaultValue: { contractIds: data.items.map((contract) => contract.contractId) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CancelReturnForm }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const field = fields.contractIds;
  if (!field) return null;
  const focus = firstInvalid([field]);
  const checkboxes = getCollectionProps(field, {
    type: "checkbox",
    options: data.items.map((contract) => contract.contractId),
  });
  return (
    <Form method="post" action={action} className="account-form" {...getFormProps(form)} noValidate>
      <FormError form={form} />
      <fieldset
        className="order-choices"
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? field.errorId : undefined}
      >
        <legend>Items to take out of the return</legend>
        {data.items.map((contract, index) => {
          const { key: _key, ...props } = checkboxes[index] ?? { key: undefined };
          return (
            <label key={contract.contractId} className="order-choice">
              <input
                {...props}
                // biome-ignore lint/a11y/noAutofocus: only the field in error after the shopper's own submit
                autoFocus={focus === field.name && index === 0}
              />
              <ItemThumbnail src={contract.item.imageUrl} />
              <span>
                {itemName(contract.item)}, {itemWhat(contract.item)}
              </span>
            </label>
          );
        })}
        <FieldError field={field} />
      </fieldset>
      <p role="status" className="form-news">
        {cancelling ? RETURN_WORDS.cancelling : null}
      </p>
      <button type="submit" className="button button-primary" disabled={cancelling}>
        Cancel Return
      </button>
    </Form>
  );
}

/** Why nothing is offered: too late (on its way), cancelled already, or nothing left. */
function NothingToCancel({ data, reply }: { data: CancelReturnData; reply: CancelReturnReply | undefined }) {
  if (data.onItsWay) return <p>{RETURN_ANSWERS.notCancellable}</p>;
  // Cancelled just now: the confirmation above says so.
  if (data.cancelled) return reply?.state === "cancelled" ? null : <p>{RETURN_ANSWERS.cancelled}</p>;
  return <p>{RETURN_WORDS.nothingToCancel}</p>;
}

/**
 * /return/cancel and /my-return/cancel: a return's items that may still be called off, and spec 2's
 * cancellation confirmed ('Your return has been canceled.') once they are.
 */
export function CancelReturnPage({
  data,
  area,
  reply,
}: {
  data: CancelReturnData;
  area: ReturnsArea;
  reply: CancelReturnReply | undefined;
}) {
  return (
    <section className="page account-page order-page" aria-labelledby="cancel-return-heading">
      <p>
        <Link to={area}>Back to {returnsPageTitle(area, "list")}</Link>
      </p>
      <h1 id="cancel-return-heading">{returnsPageTitle(area, "cancel")}</h1>
      <p>
        Return {data.rmaNumber}, created {data.createdAtText}:{" "}
        <span className="return-status">{data.statusWords}</span>
      </p>
      <p role="status" className="form-news">
        {reply?.state === "cancelled" ? reply.message : null}
      </p>
      {data.items.length > 0 ? (
        <CancelReturnFields data={data} action={cancelReturnPath(area, data.rmaNumber)} reply={reply} />
      ) : (
        <NothingToCancel data={data} reply={reply} />
      )}
    </section>
  );
}
