import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { RegistrationFormSchema } from "../../../modules/identity/index.ts";

function Field(props: {
  meta: FieldMetadata<string>;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
}) {
  const { meta, label, type, autoComplete } = props;
  // Conform's props carry a React key, which JSX must be given on its own.
  const { key, ...input } = getInputProps(meta, { type });
  return (
    <div className="form-field">
      <label htmlFor={meta.id}>{label}</label>
      <input key={key} {...input} autoComplete={autoComplete} />
      {meta.errors && (
        <p id={meta.errorId} className="form-error">
          {meta.errors.join(" ")}
        </p>
      )}
    </div>
  );
}

/**
 * The /register form: Name, Email, Password, checked by the same schema as the server (Conform),
 * each field's error under it (aria-invalid, aria-describedby); the server's answer fills it in
 * without JavaScript. A plain form post, so it works without JavaScript.
 */
export function RegistrationForm({
  lastResult,
  returnTo,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  returnTo: string;
}) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "register",
    lastResult,
    constraint: getZodConstraint(RegistrationFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegistrationFormSchema }),
  });
  return (
    <Form method="post" className="sign-in-form" {...getFormProps(form)}>
      {form.errors && (
        <p id={form.errorId} role="alert" className="form-error">
          {form.errors.join(" ")}
        </p>
      )}
      <input type="hidden" name="redirect" value={returnTo} />
      <Field meta={fields.name} label="Name" type="text" autoComplete="name" />
      <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
      <Field meta={fields.password} label="Password" type="password" autoComplete="new-password" />
      <button type="submit" className="button button-primary" disabled={busy}>
        Create Account
      </button>
    </Form>
  );
}
