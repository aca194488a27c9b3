import { Form, Link } from "react-router";
import { PASSWORD_RESET_MESSAGES } from "../../modules/identity/index.server.ts";
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

/** /forgot-password: asks for the account's email and mails a reset link; the answer never tells whether the account exists. */
export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="page sign-in-page" aria-labelledby="forgot-heading">
      <h1 id="forgot-heading">Forgot your password?</h1>
      {loaderData.sentMessage ? (
        <p role="status">{loaderData.sentMessage}</p>
      ) : (
        <Form method="post" className="sign-in-form" noValidate>
          <p>Enter the email address of your account and we'll email you a link to choose a new password.</p>
          {actionData && (
            <p id="forgot-error" role="alert" className="form-error">
              {actionData.error}
            </p>
          )}
          <div className="form-field">
            <label htmlFor="forgot-email">Email</label>
            <input
              id="forgot-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={actionData?.email}
              aria-invalid={actionData ? true : undefined}
              aria-describedby={actionData ? "forgot-error" : undefined}
            />
          </div>
          <button type="submit" className="button button-primary">
            Email me a link
          </button>
        </Form>
      )}
      <p>
        <Link to="/login">Back to sign-in</Link>
      </p>
    </section>
  );
}
