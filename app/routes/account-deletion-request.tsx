import { data, Form } from "react-router";
import { track } from "../../modules/telemetry/index.ts";
import { requireCustomer } from "../lib/auth.server.ts";
import type { Route } from "./+types/account-deletion-request";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  return { email: customer.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request, context);
  const form = await request.formData();
  if (form.get("confirm") !== "yes") {
    return data(
      { requested: false, error: "Please check the box to confirm your request." },
      { status: 400 },
    );
  }
  // Customer care works the request from this record (the log is the queue until a back office exists).
  track("Account Deletion Requested", { customerId: customer.customerId }, context.log);
  return { requested: true, error: null };
}

export function meta() {
  return [{ title: "Account Deletion Request" }, { name: "robots", content: "noindex" }];
}

/** /c/account-deletion-request: a signed-in customer asks for the account to be deleted. */
export default function AccountDeletionRequest({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.requested) {
    return (
      <section className="page account-page" aria-labelledby="deletion-heading">
        <h1 id="deletion-heading">Account Deletion Request</h1>
        <p role="status">
          We have received your request. We will email {loaderData.email} when your account has been deleted.
        </p>
      </section>
    );
  }
  return (
    <section className="page account-page" aria-labelledby="deletion-heading">
      <h1 id="deletion-heading">Account Deletion Request</h1>
      <p>
        Deleting your account removes your order history, saved addresses, payment methods and lists. This
        cannot be undone.
      </p>
      <Form method="post" className="sign-in-form">
        {actionData?.error && (
          <p role="alert" className="form-error">
            {actionData.error}
          </p>
        )}
        <label className="form-check">
          <input type="checkbox" name="confirm" value="yes" /> I want my account ({loaderData.email}) deleted.
        </label>
        <button type="submit" className="button button-primary">
          Request Deletion
        </button>
      </Form>
    </section>
  );
}
