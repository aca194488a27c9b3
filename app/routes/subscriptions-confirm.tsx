import { Form, Link } from "react-router";
import { MANAGE_MESSAGES } from "../../modules/subscriptions/index.ts";
import {
  confirmNewsletterAction,
  loadNewsletterConfirmPage,
} from "../lib/subscriptions/newsletter-page.server.ts";
import type { Route } from "./+types/subscriptions-confirm";

export function loader({ params, context }: Route.LoaderArgs) {
  return loadNewsletterConfirmPage(params.token, context);
}

export function action({ params, context }: Route.ActionArgs) {
  return confirmNewsletterAction(params.token, context);
}

export function meta() {
  return [{ title: MANAGE_MESSAGES.confirmTitle }, { name: "robots", content: "noindex" }];
}

/**
 * /subscriptions/confirm/{token}: the sign-up's mailed link. Opening it shows a button; only the
 * button (a plain form post, no JavaScript needed) subscribes the address; /subscription.do says so.
 */
export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData ?? loaderData;
  return (
    <section className="page newsletter-page" aria-labelledby="confirm-heading">
      <h1 id="confirm-heading">{MANAGE_MESSAGES.confirmTitle}</h1>
      {answer.linkError && (
        <>
          <p role="alert" className="form-error">
            {answer.linkError}
          </p>
          <p>
            <Link to="/subscription.do">Sign up for our emails</Link>
          </p>
        </>
      )}
      {answer.token && (
        <Form method="post" className="sign-in-form">
          <p>{MANAGE_MESSAGES.confirmPrompt}</p>
          <button type="submit" className="button button-primary">
            {MANAGE_MESSAGES.confirmButton}
          </button>
        </Form>
      )}
    </section>
  );
}
