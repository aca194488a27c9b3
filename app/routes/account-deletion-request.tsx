import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { AccountDeletionForm } from "../../modules/identity/forms.ts";
import { FieldError, FormError, firstInvalid } from "../components/forms/form-fields.tsx";
import { requireCustomer } from "../lib/auth.server.ts";
import { refuseForm } from "../lib/forms/forms.server.ts";
import type { Route } from "./+types/account-deletion-request";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  return { email: customer.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context);
  const submission = parseWithZod(await request.formData(), { schema: AccountDeletionForm });
  if (submission.status !== "success") return refuseForm(submission);
  // Customer care works the request from this record (the log is the queue until a back office exists).
  context.telemetry.track("Account Deletion Requested", { customerId: customer.customerId }, context.log);
  return { requested: true };
}

export function meta() {
  return [{ title: "Account Deletion Request" }, { name: "robots", content: "noindex" }];
}

/** The confirmation box; its refusal shows the same way with and without JavaScript. */
function DeletionForm({ email, lastResult }: { email: string; lastResult?: SubmissionResult }) {
  const [form, fields] = useForm({
    id: "account-deletion",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AccountDeletionForm }),
    shouldRevalidate: "onInput",
  });
  const { key: _key, ...checkbox } = getInputProps(fields.confirm, { type: "checkbox", value: "yes" });
  return (
    <Form method="post" className="sign-in-form" {...getFormProps(form)} noValidate>
      <FormError form={form} />
      <label className="form-check">
        {/* biome-ignore lint/a11y/noAutofocus: only after a refused submit, so focus lands on the box to check */}
        <input {...checkbox} autoFocus={firstInvalid([fields.confirm]) === "confirm"} /> I want my account (
        {email}) deleted.
      </label>
      <FieldError field={fields.confirm} />
      <button type="submit" className="button button-primary">
        Request Deletion
      </button>
    </Form>
  );
}

/** /c/account-deletion-request: a signed-in customer asks for the account to be deleted. */
export default function AccountDeletionRequest({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && "requested" in actionData) {
    return (
      <section className="page account-page" aria-labelledby="deletion-heading">
        <h1 id="deletion-heading">Account Deletion Request</h1>
        <p role="status">
          We have received your request. We will email {loaderData.email} when your account has been deleted.
        </p>
      </section>
    );
  }
  return (
    <section className="page account-page" aria-labelledby="deletion-heading">
      <h1 id="deletion-heading">Account Deletion Request</h1>
      <p>
        Deleting your account removes your order history, saved addresses, payment methods and lists. This
        cannot be undone.
      </p>
      <DeletionForm email={loaderData.email} lastResult={actionData?.result} />
    </section>
  );
}
