import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";

interface Field {
  name: "name" | "email" | "password";
  label: string;
  type: string;
  autoComplete: string;
  defaultValue?: string;
}

/**
 * The email-and-password form of /login and /register: labelled fields, the server's message in
 * an alert tied to its field (aria-invalid, aria-describedby), focus moved to the field in error.
 * It posts a plain form, so it works without JavaScript.
 */
export function SignInForm(props: {
  fields: Field[];
  submitLabel: string;
  returnTo: string;
  error?: { message: string; field?: string };
}) {
  const { fields, submitLabel, returnTo, error } = props;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!error) return;
    const target = form.current?.querySelector<HTMLInputElement>(`[name="${error.field ?? "email"}"]`);
    target?.focus();
  }, [error]);
  const errorId = "sign-in-error";
  return (
    <Form method="post" className="sign-in-form" ref={form} noValidate>
      {error && (
        <p id={errorId} role="alert" className="form-error">
          {error.message}
        </p>
      )}
      <input type="hidden" name="redirect" value={returnTo} />
      {fields.map((field) => {
        const invalid = error !== undefined && (error.field ?? "email") === field.name;
        return (
          <div className="form-field" key={field.name}>
            <label htmlFor={`field-${field.name}`}>{field.label}</label>
            <input
              id={`field-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              defaultValue={field.defaultValue}
              required
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
            />
          </div>
        );
      })}
      <button type="submit" className="button button-primary" disabled={busy}>
        {submitLabel}
      </button>
    </Form>
  );
}

/** Keeps the return path on links between the sign-in pages. */
export function withReturn(path: string, returnTo: string): string {
  return returnTo ? `${path}?${new URLSearchParams({ redirect: returnTo })}` : path;
}

export function SignInLinks({ returnTo, register }: { returnTo: string; register: boolean }) {
  return (
    <ul className="sign-in-links">
      {register ? (
        <li>
          New here? <Link to={withReturn("/register", returnTo)}>Create your account</Link>
        </li>
      ) : (
        <li>
          Already have an account? <Link to={withReturn("/login", returnTo)}>Sign in</Link>
        </li>
      )}
      <li>
        <Link to="/forgot-password">Forgot your password?</Link>
      </li>
      <li>
        <Link to={withReturn("/federated-login", returnTo)}>More ways to sign in</Link>
      </li>
    </ul>
  );
}
