import { Link } from "react-router";
import { GiftCardBalance } from "../components/account/gift-card-redeem.tsx";
import { loadAccountPage, redeemGiftCardAction } from "../lib/account/account-page.server.ts";
import type { FormReply } from "../lib/forms/forms.server.ts";
import type { Route } from "./+types/account";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAccountPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return redeemGiftCardAction(request, context);
}

export function meta() {
  return [{ title: "Your Account" }, { name: "robots", content: "noindex" }];
}

/** /account: the account overview (sign-in required), with the gift card balance and its redeem form. */
export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData as FormReply | undefined;
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
      <GiftCardBalance
        balance={loaderData.giftCardBalance}
        notice={loaderData.notice}
        lastResult={reply?.result}
      />
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
