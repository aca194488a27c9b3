import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { SignInForm } from "../../../modules/identity/forms.ts";
import { FormError, firstInvalid, TextField } from "../forms/form-fields.tsx";

/**
 * The sign-in form of /login, parsed by the identity module's schema: in the browser for the
 * schema's words at once, on the server for everything (and the sign-in's own answer), the
 * server's refusal shown the same way with or without JavaScript.
 */
export function LoginForm({ returnTo, lastResult }: { returnTo: string; lastResult?: SubmissionResult }) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
    constraint: getZodConstraint(SignInForm),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInForm }),
    shouldRevalidate: "onInput",
  });
  const focus = firstInvalid([fields.email, fields.password]);
  return (
    <Form method="post" className="sign-in-form" {...getFormProps(form)} noValidate>
      <FormError form={form} />
      <input type="hidden" name="redirect" value={returnTo} />
      <TextField
        field={fields.email}
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus={focus === "email"}
      />
      <TextField
        field={fields.password}
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus={focus === "password"}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        Sign In
      </button>
    </Form>
  );
}
