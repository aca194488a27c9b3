import { Form, Link } from "react-router";
import { formatPrice } from "../../../modules/core/index.ts";
import {
  cardWords,
  Reply,
  type SectionProps,
  StepHint,
  StepProblems,
  sectionState,
} from "./checkout-section-parts.tsx";

/** The payment method: the chosen card, the others to choose from, a new one, the gift card balance. */
export function PaymentSection({ data, reply }: SectionProps) {
  const { purchase, cards } = data;
  const card = purchase.purchaseCreditCard;
  const number = purchase.purchaseType === "DIGITAL" ? 1 : 2;
  const state = sectionState(purchase, "payment");
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment-heading" data-state={state}>
      <h2 id="checkout-payment-heading">
        <span className="checkout-step-number">{number}</span> Payment Method
      </h2>
      {state !== "ahead" && <StepProblems purchase={purchase} step="payment" />}
      {card && <p>{cardWords(card)}</p>}
      {state !== "open" && <StepHint state={state} />}
      {state === "open" && cards.length > 0 && (
        <Form method="post" className="checkout-choice" replace preventScrollReset>
          <fieldset>
            <legend>Pay with</legend>
            {cards.map((c) => (
              <label key={c.paymentInstrumentId} className="checkout-option">
                <input
                  type="radio"
                  name="paymentInstrumentId"
                  value={c.paymentInstrumentId}
                  defaultChecked={c.paymentInstrumentId === card?.paymentInstrumentId}
                  disabled={c.isExpired}
                  required
                />
                <span>
                  {cardWords(c)}
                  {c.isExpired && " (expired)"}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" name="intent" value="payment" className="button">
            Use This Card
          </button>
        </Form>
      )}
      <Reply reply={reply} intents={["payment"]} />
      {state === "open" && (
        <p>
          <Link to="/checkout/payment">Add New Card</Link>
        </p>
      )}
      {state === "open" && purchase.giftCardBalance > 0 && <GiftCardBalance data={data} reply={reply} />}
    </section>
  );
}

/** The gift card balance, used or not (the button switches it). */
function GiftCardBalance({ data, reply }: SectionProps) {
  const { purchase } = data;
  return (
    <Form method="post" className="checkout-balance" replace preventScrollReset>
      <p>Gift card balance: {formatPrice(purchase.giftCardBalance)}</p>
      <input type="hidden" name="useGCBalance" value={purchase.useGCBalance ? "off" : "on"} />
      <button type="submit" name="intent" value="balance" className="button">
        {purchase.useGCBalance ? "Stop Using My Gift Card Balance" : "Use My Gift Card Balance"}
      </button>
      <Reply reply={reply} intents={["balance"]} />
    </Form>
  );
}
