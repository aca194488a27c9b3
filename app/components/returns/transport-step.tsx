import { getCollectionProps, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { ReturnFlowForm } from "../../../modules/returns/forms.ts";
import type { TransportOption } from "../../../modules/returns/index.ts";
import type { ChosenItem } from "../../lib/returns/return-flow.server.ts";
import { FieldError, FormError } from "../forms/form-fields.tsx";
import { ChosenFields, ChosenItems } from "./chosen-fields.tsx";
import { TransportOptionRadios } from "./transport-option-radios.tsx";

/**
 * The flow's second step (SELECT_TRANSPORT): how the box goes back, a radio for each way offered for
 * that many items (transportOptionsFor), each with what the shopper does. The items chosen ride along
 * as hidden fields.
 */
export function TransportStep({
  chosen,
  options,
  labelType,
  action,
  result,
}: {
  chosen: readonly ChosenItem[];
  options: readonly TransportOption[];
  labelType: string | null;
  action: string;
  result: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useForm<Record<string, unknown>>({
    id: "return-transport",
    lastResult: result,
    defaultValue: { labelType: labelType ?? undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReturnFlowForm }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const field = fields.labelType;
  if (!field) return null;
  const radios = getCollectionProps(field, { type: "radio", options: options.map((o) => o.labelType) });
  return (
    <section data-step="SELECT_TRANSPORT" aria-labelledby="return-transport-heading">
      <h2 id="return-transport-heading">How will you send it back?</h2>
      <ChosenItems chosen={chosen} />
      <p>
        <Link to={action}>Change the items</Link>
      </p>
      <Form method="post" action={action} className="account-form" {...getFormProps(form)} noValidate>
        <FormError form={form} />
        <input type="hidden" name="step" value="SELECT_TRANSPORT" />
        <ChosenFields chosen={chosen} />
        <fieldset
          className="order-choices"
          aria-invalid={field.errors ? true : undefined}
          aria-describedby={field.errors ? field.errorId : undefined}
        >
          <legend>Ways to send your return</legend>
          <TransportOptionRadios
            options={options}
            radios={radios}
            idPrefix={form.id}
            autoFocus={Boolean(field.errors)}
            labelClassName="order-choice return-option"
            descriptionClassName="return-option-description"
          />
          <FieldError field={field} />
        </fieldset>
        <button type="submit" className="button button-primary">
          Continue
        </button>
      </Form>
    </section>
  );
}
