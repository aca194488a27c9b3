import { Form, Link, useNavigation } from "react-router";
import type { ExchangeReview, ExchangeSelectionData } from "../../lib/exchange/exchange-page.server.ts";
import { EXCHANGE_PATHS, exchangeUrl } from "../../lib/exchange/exchange-paths.ts";
import { EXCHANGE_WORDS } from "../../lib/exchange/exchange-words.ts";
import { AddressLines } from "../addresses/address-lines.tsx";
import { lineWhat } from "../orders/order-lines.tsx";

/**
 * The review (spec 2's REVIEW before DONE): what goes back, what comes instead, why, how and where,
 * then 'Confirm exchange', a plain form posting the same choices to /exchange. 'Change' goes back
 * to the choices, kept in its address.
 */
export function ExchangeReviewPanel({
  data,
  review,
}: {
  data: ExchangeSelectionData;
  review: ExchangeReview;
}) {
  const navigation = useNavigation();
  const confirming = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const { item } = data;
  const { value } = review;
  return (
    <div className="exchange-review">
      <dl className="order-facts">
        <dt>You send back</dt>
        <dd>{lineWhat({ ...item, isEgc: false, recipientName: null })}</dd>
        <dt>You get instead</dt>
        <dd>
          {review.replacement.color}, size {review.replacement.sizeWords}
        </dd>
        <dt>Reason</dt>
        <dd>{review.reasonWords}</dd>
        <dt>How you send it back</dt>
        <dd>
          {review.transport.title}: {review.transport.description}
        </dd>
        <dt>Your replacement ships to</dt>
        <dd>{data.shipTo ? <AddressLines address={data.shipTo} /> : "No address yet."}</dd>
      </dl>
      <p>{EXCHANGE_WORDS.nothingToPay}</p>
      {/* Posted to the choices' own address: a refusal shows them on the form again, ready to change. */}
      <Form method="post" action={exchangeUrl(EXCHANGE_PATHS.exchange, value)}>
        {Object.entries(value).map(([name, field]) =>
          field === undefined ? null : <input key={name} type="hidden" name={name} value={field} />,
        )}
        <p role="status" className="form-news">
          {confirming ? EXCHANGE_WORDS.confirming : null}
        </p>
        <div className="address-actions">
          <button type="submit" className="button button-primary" disabled={confirming}>
            Confirm exchange
          </button>
          <Link to={exchangeUrl(EXCHANGE_PATHS.exchange, value)} className="button">
            Change
          </Link>
        </div>
      </Form>
    </div>
  );
}
