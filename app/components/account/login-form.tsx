import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useRef } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { CAPTCHA_FIELD } from "../../../modules/captcha/index.ts";
import { SignInForm } from "../../../modules/identity/forms.ts";
import { CaptchaField, type CaptchaHandle } from "../forms/captcha-field.tsx";
import { FormError, firstInvalid, TextField } from "../forms/form-fields.tsx";

/**
 * The sign-in form of /login, parsed by the identity module's schema: in the browser for the
 * schema's words at once, on the server for everything (and the sign-in's own answer), the
 * server's refusal shown the same way with or without JavaScript. Once the server asks for the
 * captcha (`needsCaptcha`), its widget solves at once and each post carries a fresh answer; with
 * no JavaScript it cannot run, and the page says what still works (decision 122).
 */
export function LoginForm({
  returnTo,
  lastResult,
  needsCaptcha = false,
}: {
  returnTo: string;
  lastResult?: SubmissionResult;
  needsCaptcha?: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  const submit = useSubmit();
  const captcha = useRef<CaptchaHandle | null>(null);
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
    constraint: getZodConstraint(SignInForm),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInForm }),
    shouldRevalidate: "onInput",
  });
  const focus = firstInvalid([fields.email, fields.password]);
  const formProps = getFormProps(form);
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (event.defaultPrevented || !needsCaptcha) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.set(CAPTCHA_FIELD, (await captcha.current?.answer().catch(() => null)) ?? "");
    captcha.current?.reset(); // an answer is good once: a second try solves a new challenge
    await submit(data, { method: "post" });
  };
  return (
    <Form method="post" className="sign-in-form" {...formProps} onSubmit={onSubmit} noValidate>
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
      {needsCaptcha && (
        <>
          <CaptchaField load handle={captcha} />
          <noscript>
            <p className="form-hint">
              This check needs JavaScript. Turn it on and sign in again, or choose &lsquo;Forgot your
              password?&rsquo; below: we email you a link that signs you in.
            </p>
          </noscript>
        </>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        Sign In
      </button>
    </Form>
  );
}
