import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { NEWSLETTER_MESSAGES, NewsletterFormSchema } from "../../modules/subscriptions/index.ts";
import { FormError, firstInvalid, TextField } from "../components/forms/form-fields.tsx";
import { confirmedMessage, newsletterAction } from "../lib/subscriptions/newsletter-page.server.ts";
import type { Route } from "./+types/subscription-do";

export function loader({ request }: Route.LoaderArgs) {
  return confirmedMessage(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(request, context);
}

export function meta() {
  return [{ title: "Sign up for our emails" }, { name: "robots", content: "noindex" }];
}

/**
 * /subscription.do: where the footer's form lands without JavaScript: the confirmation sent, or the
 * form again with its error (and on a plain GET, the form; after a confirmation, its words above it).
 */
export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({
    id: "newsletter-page",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewsletterFormSchema }),
  });
  return (
    <section className="page newsletter-page" aria-labelledby="newsletter-heading">
      <h1 id="newsletter-heading">Sign up for our emails</h1>
      {loaderData.confirmed && !actionData && <p role="status">{loaderData.confirmed}</p>}
      {actionData?.sent ? (
        <p role="status">{NEWSLETTER_MESSAGES.confirmSent}</p>
      ) : (
        <Form method="post" action="/subscription.do" className="sign-in-form" {...getFormProps(form)}>
          <p>Get 10% off a future order, plus first looks at new arrivals.</p>
          <FormError form={form} />
          <TextField
            field={fields.email}
            label="Email address"
            type="email"
            autoComplete="email"
            autoFocus={firstInvalid([fields.email]) === "email"}
          />
          <button type="submit" className="button button-primary">
            Sign Up
          </button>
        </Form>
      )}
    </section>
  );
}
