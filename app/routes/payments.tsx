import { Link } from "react-router";
import { ItemChange } from "../components/account/item-change.tsx";
import {
  type CardListReply,
  loadPaymentsPage,
  paymentsAction,
  type ShownCard,
} from "../lib/payments/payment-pages.server.ts";
import type { Route } from "./+types/payments";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPaymentsPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return paymentsAction(request, context);
}

export function meta() {
  return [{ title: "Manage My Payment Information" }, { name: "robots", content: "noindex" }];
}

function CardItem({ card }: { card: ShownCard }) {
  return (
    <li className="address-card">
      {card.isPrimary && <p className="address-default">Default payment method</p>}
      <div className="address-lines">
        <span className="card-label">{card.label}</span>
        <span className={card.isExpired ? "form-error" : undefined}>
          {card.isExpired ? `Expired ${card.expires}` : `Expires ${card.expires}`}
        </span>
        <span>{card.nameOnCard}</span>
        <span>
          {card.billing
            ? `Billing address: ${card.billing}`
            : "No billing address: edit the card to choose one."}
        </span>
      </div>
      <div className="address-actions">
        <Link
          to={`/payments/${card.paymentInstrumentId}/edit`}
          className="button"
          aria-label={`Edit payment method: ${card.label}`}
        >
          Edit
        </Link>
        {!card.isPrimary && (
          <ItemChange
            idName="paymentInstrumentId"
            id={card.paymentInstrumentId}
            intent="default"
            words="Make Default"
            label={`Make default payment method: ${card.label}`}
          />
        )}
        <ItemChange
          idName="paymentInstrumentId"
          id={card.paymentInstrumentId}
          intent="delete"
          words="Delete"
          label={`Delete payment method: ${card.label}`}
        />
      </div>
    </li>
  );
}

/** /payments ('Manage My Payment Information'): the customer's saved cards (sign-in required). */
export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData as CardListReply | undefined;
  const { cards } = loaderData;
  return (
    <section className="page account-page" aria-labelledby="payments-heading">
      <h1 id="payments-heading">Manage My Payment Information</h1>
      <p role={reply?.failed ? "alert" : "status"} className={reply?.failed ? "form-error" : undefined}>
        {reply?.message}
      </p>
      <p>
        <Link to="/payments/new" className="button button-primary">
          Add New Payment
        </Link>
      </p>
      {cards.length === 0 ? (
        <p>You have no saved payment methods yet.</p>
      ) : (
        <ul className="address-list" aria-label="Saved payment methods">
          {cards.map((card) => (
            <CardItem key={card.paymentInstrumentId} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}
