import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { PrintLabelForm } from "../../../modules/returns/forms.ts";
import type { CreateLabelData, CreateLabelReply } from "../../lib/returns/create-label-page.server.ts";
import { RETURN_WORDS } from "../../lib/returns/return-words.ts";
import { FormError } from "../forms/form-fields.tsx";

/**
 * /create-label ('Print a Label'): a return whose label is in the post may print one now instead
 * (PrintLabelForm, posted to the page, which answers with the label); one that prints already links
 * to its label.
 */
export function CreateLabelPage({
  data,
  reply,
}: {
  data: CreateLabelData;
  reply: CreateLabelReply | undefined;
}) {
  const [form] = useForm<Record<string, unknown>>({
    id: "create-label",
    lastResult: reply?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PrintLabelForm }),
    shouldValidate: "onSubmit",
  });
  return (
    <section className="page account-page order-page" aria-labelledby="create-label-heading">
      <p>
        <Link to="/returns">Back to Returns</Link>
      </p>
      <h1 id="create-label-heading">Print a Label</h1>
      {/* A refusal's words stay when the page no longer offers the form (the label changed meanwhile). */}
      <FormError form={form} />
      <p>
        Return {data.rmaNumber}: <span className="return-status">{data.statusWords}</span>
      </p>
      {data.labelMailed ? (
        <Form method="post" action={data.action} className="account-form" {...getFormProps(form)} noValidate>
          <p>{RETURN_WORDS.labelMailed} You can print one now instead and send your return sooner.</p>
          <input type="hidden" name="rmaNumber" value={data.rmaNumber} />
          <button type="submit" className="button button-primary">
            Print a label now instead
          </button>
        </Form>
      ) : data.labelHref ? (
        <p>
          {RETURN_WORDS.labelReady} <Link to={data.labelHref}>Print label</Link>
        </p>
      ) : (
        <p>{RETURN_WORDS.labelNotOffered}</p>
      )}
    </section>
  );
}
