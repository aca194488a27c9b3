import { Form, Link } from "react-router";
import { loadRegisterConfirmPage, registerConfirmAction } from "../lib/account/register-page.server.ts";
import type { Route } from "./+types/register-confirm";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRegisterConfirmPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return registerConfirmAction(request, context);
}

export function meta() {
  return [{ title: "Finish creating your account" }, { name: "robots", content: "noindex" }];
}

/**
 * /register/confirm?token=...: the page the registration mail's link opens. A button finishes the
 * registration (a POST, so a mail scanner that opens links cannot use the link up) and signs in.
 */
export default function RegisterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const linkError = loaderData.linkError ?? actionData?.linkError ?? null;
  return (
    <section className="page sign-in-page" aria-labelledby="register-confirm-heading">
      <h1 id="register-confirm-heading">Finish creating your account</h1>
      {linkError ? (
        <>
          <p role="alert" className="form-error">
            {linkError}
          </p>
          <ul className="sign-in-links">
            <li>
              <Link to="/login">Sign in</Link>
            </li>
            <li>
              <Link to="/register">Create your account</Link>
            </li>
          </ul>
        </>
      ) : (
        <Form method="post" className="sign-in-form">
          <p>Your email address is confirmed. Create your {loaderData.storeName} account and sign in:</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="button button-primary">
            Create my account
          </button>
        </Form>
      )}
    </section>
  );
}
