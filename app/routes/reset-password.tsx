import { Form, Link } from "react-router";
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

/** /reset-password?token=...: the page an emailed reset link opens; sets a new password and signs in. */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const linkError = loaderData.linkError ?? (actionData?.linkError ? actionData.error : null);
  if (linkError) {
    return (
      <section className="page sign-in-page" aria-labelledby="reset-heading">
        <h1 id="reset-heading">Choose a new password</h1>
        <p role="alert" className="form-error">
          {linkError}
        </p>
        <p>
          <Link to="/forgot-password">Request a new link</Link>
        </p>
      </section>
    );
  }
  const error = actionData?.error;
  const field = actionData?.field ?? "password";
  return (
    <section className="page sign-in-page" aria-labelledby="reset-heading">
      <h1 id="reset-heading">Choose a new password</h1>
      <Form method="post" className="sign-in-form" noValidate>
        {error && (
          <p id="reset-error" role="alert" className="form-error">
            {error}
          </p>
        )}
        <input type="hidden" name="token" value={loaderData.token} />
        <div className="form-field">
          <label htmlFor="reset-password">New password</label>
          <input
            id="reset-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={error && field === "password" ? true : undefined}
            aria-describedby={error && field === "password" ? "reset-error" : undefined}
          />
        </div>
        <div className="form-field">
          <label htmlFor="reset-confirm">Re-enter new password</label>
          <input
            id="reset-confirm"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={error && field === "confirm" ? true : undefined}
            aria-describedby={error && field === "confirm" ? "reset-error" : undefined}
          />
        </div>
        <button type="submit" className="button button-primary">
          Save password and sign in
        </button>
      </Form>
    </section>
  );
}
