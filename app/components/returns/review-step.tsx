import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { ReturnFlowForm } from "../../../modules/returns/forms.ts";
import { type LabelType, TRANSPORT_OPTIONS } from "../../../modules/returns/index.ts";
import type { ChosenItem } from "../../lib/returns/return-flow.server.ts";
import { RETURN_WORDS } from "../../lib/returns/return-words.ts";
import { FormError } from "../forms/form-fields.tsx";
import { ChosenFields, ChosenItems } from "./chosen-fields.tsx";

/**
 * The flow's review (REVIEW): the items, their reasons and the way back, and 'Submit return'. The
 * server submits the return and answers DONE, or this step with the module's words.
 */
export function ReviewStep({
  chosen,
  labelType,
  action,
  result,
}: {
  chosen: readonly ChosenItem[];
  labelType: LabelType;
  action: string;
  result: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const [form] = useForm<Record<string, unknown>>({
    id: "return-review",
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReturnFlowForm }),
    shouldValidate: "onSubmit",
  });
  const option = TRANSPORT_OPTIONS[labelType];
  return (
    <section data-step="REVIEW" aria-labelledby="return-review-heading">
      <h2 id="return-review-heading">Review your return</h2>
      <ChosenItems chosen={chosen} />
      <h3>Sent by</h3>
      <p>
        <strong>{option.title}</strong>: {option.description}
      </p>
      <p>
        <Link to={action}>Change the items</Link>
      </p>
      <Form method="post" action={action} className="account-form" {...getFormProps(form)} noValidate>
        <FormError form={form} />
        <input type="hidden" name="step" value="REVIEW" />
        <ChosenFields chosen={chosen} labelType={labelType} />
        <p role="status" className="form-news">
          {submitting ? RETURN_WORDS.submitting : null}
        </p>
        <button type="submit" className="button button-primary" disabled={submitting}>
          Submit return
        </button>
      </Form>
    </section>
  );
}
