import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { ForgotPasswordForm } from "../../modules/identity/forms.ts";
import { PASSWORD_RESET_MESSAGES } from "../../modules/identity/index.server.ts";
import { FormError, firstInvalid, TextField } from "../components/forms/form-fields.tsx";
import { forgotPasswordAction } from "../lib/password-reset-page.server.ts";
import type { Route } from "./+types/forgot-password";

export function loader({ request, context }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.has("sent");
  return { sentMessage: sent ? PASSWORD_RESET_MESSAGES.sent : null, storeName: context.marketplace.name };
}

export function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context);
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: `Forgot your password? | ${data?.storeName ?? "Fleetfoot"}` },
    { name: "robots", content: "noindex" },
  ];
}

/** The email form; the schema's words at once in the browser, the server's the same way without JavaScript. */
function ForgotPasswordEmail({ lastResult }: { lastResult?: SubmissionResult }) {
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult,
    constraint: getZodConstraint(ForgotPasswordForm),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordForm }),
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" className="sign-in-form" {...getFormProps(form)} noValidate>
      <p>Enter the email address of your account and we'll email you a link to choose a new password.</p>
      <FormError form={form} />
      <TextField
        field={fields.email}
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus={firstInvalid([fields.email]) === "email"}
      />
      <button type="submit" className="button button-primary">
        Email me a link
      </button>
    </Form>
  );
}

/** /forgot-password: asks for the account's email and mails a reset link; the answer never tells whether the account exists. */
export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="page sign-in-page" aria-labelledby="forgot-heading">
      <h1 id="forgot-heading">Forgot your password?</h1>
      {loaderData.sentMessage ? (
        <p role="status">{loaderData.sentMessage}</p>
      ) : (
        <ForgotPasswordEmail lastResult={actionData?.result} />
      )}
      <p>
        <Link to="/login">Back to sign-in</Link>
      </p>
    </section>
  );
}
