import { EgiftCardFields } from "../components/gift-cards/egift-card-form.tsx";
import type { FormReply } from "../lib/forms/forms.server.ts";
import { egiftCardsAction, loadEgiftCardsPage } from "../lib/gift-cards/egift-cards-page.server.ts";
import type { Route } from "./+types/egift-cards";

export function loader({ context }: Route.LoaderArgs) {
  return loadEgiftCardsPage(context);
}

export function action({ request, context }: Route.ActionArgs) {
  return egiftCardsAction(request, context);
}

export function meta() {
  return [{ title: "e-Gift Cards" }];
}

/** /c/e-gift-cards: choose an amount and a design, say who gets it, and add it to the bag. */
export default function EgiftCards({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData as FormReply | undefined;
  const { amounts, inBag, mixRule, senderName } = loaderData;
  return (
    <section className="page egc-page" aria-labelledby="egc-heading">
      <h1 id="egc-heading">e-Gift Cards</h1>
      <p className="egc-intro">
        Sent by email to the recipient, with your message and a claim code to spend in our store.
      </p>
      {mixRule && !reply && <p className="egc-rule">{mixRule}</p>}
      {inBag.length > 0 && (
        <div className="egc-in-bag">
          <h2>In your bag</h2>
          <ul>
            {inBag.map((card) => (
              <li key={card.stockId}>
                {card.quantity} × {card.amount} for {card.recipientName}
              </li>
            ))}
          </ul>
          <p>
            Adding one of these amounts for someone else replaces it: your bag holds one recipient per amount.
          </p>
        </div>
      )}
      {amounts.length > 0 ? (
        <EgiftCardFields amounts={amounts} senderName={senderName} lastResult={reply?.result} />
      ) : (
        <p>Sorry, e-Gift Cards are not available right now. Please check back soon.</p>
      )}
    </section>
  );
}
