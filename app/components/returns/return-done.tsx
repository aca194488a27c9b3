import { Link } from "react-router";
import { formatPrice } from "../../../modules/core/index.ts";
import type { ReturnDone } from "../../lib/returns/return-done.server.ts";
import { createLabelPath } from "../../lib/returns/return-paths.ts";
import { RETURN_WORDS } from "../../lib/returns/return-words.ts";

/** The flow's end (spec 2: DONE, 'Your return is confirmed'): the RMA number, the refund to expect, the label, the pick-up day. */
export function ReturnDoneView({ done }: { done: ReturnDone }) {
  return (
    <section className="order-card return-done" data-step="DONE" aria-labelledby="return-done-heading">
      {/* Announced when it replaces the review (with JavaScript), and still a heading. */}
      <div role="status">
        <h2 id="return-done-heading">{done.message}</h2>
      </div>
      <dl className="order-facts">
        <dt>RMA number</dt>
        <dd>{done.rmaNumber}</dd>
        <dt>Refund to expect</dt>
        <dd>
          {formatPrice(done.refundCents)}, {RETURN_WORDS.refundWhen}
        </dd>
        <dt>Sent by</dt>
        <dd>{done.labelTitle}</dd>
        <dt>{done.carrier} tracking number</dt>
        <dd>{done.trackingNumber}</dd>
        {done.pickupDateText && (
          <>
            <dt>Pick-up</dt>
            <dd>
              {done.carrier} picks up your box on {done.pickupDateText}.
            </dd>
          </>
        )}
      </dl>
      {done.labelHref ? (
        <p>
          <Link to={done.labelHref} className="button button-primary">
            Print your label
          </Link>
        </p>
      ) : (
        <>
          <p>{RETURN_WORDS.labelMailed}</p>
          <p>
            <Link to={createLabelPath(done.rmaNumber)}>Print a label now instead</Link>
          </p>
        </>
      )}
      <p>
        <Link to="/returns">See your returns</Link>
      </p>
    </section>
  );
}
