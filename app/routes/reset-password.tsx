import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { ResetPasswordForm } from "../../modules/identity/forms.ts";
import { FormError, firstInvalid, TextField } from "../components/forms/form-fields.tsx";
import { loadResetPasswordPage, resetPasswordAction } from "../lib/password-reset-page.server.ts";
import type { Route } from "./+types/reset-password";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadResetPasswordPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(request, context);
}

export function meta() {
  return [{ title: "Choose a new password" }, { name: "robots", content: "noindex" }];
}

/** The new password twice; the schema's words at once in the browser, the server's the same way without JavaScript. */
function NewPasswordForm({ token, lastResult }: { token: string; lastResult?: SubmissionResult }) {
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult,
    constraint: getZodConstraint(ResetPasswordForm),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordForm }),
    shouldRevalidate: "onInput",
  });
  const focus = firstInvalid([fields.password, fields.confirm]);
  return (
    <Form method="post" className="sign-in-form" {...getFormProps(form)} noValidate>
      <FormError form={form} />
      <input type="hidden" name="token" value={token} />
      <TextField
        field={fields.password}
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus={focus === "password"}
      />
      <TextField
        field={fields.confirm}
        label="Re-enter new password"
        type="password"
        autoComplete="new-password"
        autoFocus={focus === "confirm"}
      />
      <button type="submit" className="button button-primary">
        Save password and sign in
      </button>
    </Form>
  );
}

/** /reset-password?token=...: the page an emailed reset link opens; sets a new password and signs in. */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const linkError =
    loaderData.linkError ?? (actionData && "linkError" in actionData ? actionData.linkError : null);
  return (
    <section className="page sign-in-page" aria-labelledby="reset-heading">
      <h1 id="reset-heading">Choose a new password</h1>
      {linkError ? (
        <>
          <p role="alert" className="form-error">
            {linkError}
          </p>
          <p>
            <Link to="/forgot-password">Request a new link</Link>
          </p>
        </>
      ) : (
        <NewPasswordForm
          token={loaderData.token}
          lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        />
      )}
    </section>
  );
}
