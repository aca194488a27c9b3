import { Link } from "react-router";
import { requireCustomer } from "../lib/auth.server.ts";
import type { Route } from "./+types/account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  return { name: customer.name, email: customer.email, firstName: customer.firstName };
}

export function meta() {
  return [{ title: "Your Account" }, { name: "robots", content: "noindex" }];
}

/** /account: the account overview (sign-in required). */
export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page account-page" aria-labelledby="account-heading">
      <h1 id="account-heading">Your Account</h1>
      <p>Hi, {loaderData.firstName}!</p>
      <dl className="account-info">
        <div>
          <dt>Name</dt>
          <dd>{loaderData.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{loaderData.email}</dd>
        </div>
      </dl>
      <ul className="account-links">
        <li>
          <Link to="/orders">Order History</Link>
        </li>
        <li>
          <Link to="/addresses">Manage My Addresses</Link>
        </li>
        <li>
          <Link to="/payments">Manage My Payment Information</Link>
        </li>
        <li>
          <Link to="/account/favorites">Your Lists</Link>
        </li>
        <li>
          <Link to="/subscriptions">Email Subscriptions</Link>
        </li>
        <li>
          <Link to="/c/account-deletion-request">Request account deletion</Link>
        </li>
        <li>
          <Link to="/logout" reloadDocument>
            Sign Out
          </Link>
        </li>
      </ul>
    </section>
  );
}
