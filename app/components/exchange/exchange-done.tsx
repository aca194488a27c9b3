import { Link } from "react-router";
import type { ExchangeDoneData } from "../../lib/exchange/exchange-done.server.ts";
import { EXCHANGE_WORDS } from "../../lib/exchange/exchange-words.ts";
import { orderPath } from "../../lib/orders/order-paths.ts";
import { AddressLines } from "../addresses/address-lines.tsx";

/** The confirmed exchange (DONE): nothing to pay, the new order, the RMA number and the return label. */
export function ExchangeDonePanel({ data }: { data: ExchangeDoneData }) {
  return (
    <div className="exchange-done">
      <p>{EXCHANGE_WORDS.nothingToPay}</p>
      <dl className="order-facts">
        <dt>New order</dt>
        <dd>
          <Link to={orderPath("/orders", data.exchangeOrderId)}>{data.exchangeOrderId}</Link>
        </dd>
        <dt>RMA number</dt>
        <dd>{data.rmaNumber}</dd>
        {data.returned && (
          <>
            <dt>You send back</dt>
            <dd>
              {data.returned.name}, {data.returned.color}, size {data.returned.sizeWords}
            </dd>
          </>
        )}
        {data.replacement && (
          <>
            <dt>You get instead</dt>
            <dd>
              {data.replacement.color}, size {data.replacement.sizeWords}
            </dd>
          </>
        )}
        <dt>How you send it back</dt>
        <dd>
          {data.transport.title}: {data.transport.description}
          {data.pickupDate && ` Pick-up on ${data.pickupDate}.`}
        </dd>
      </dl>
      {data.labelUrl && (
        <p>
          <a href={data.labelUrl} className="button button-primary">
            {EXCHANGE_WORDS.printLabel}
          </a>
        </p>
      )}
      {data.shipTo && (
        <>
          <h3>Your replacement ships to</h3>
          <AddressLines address={data.shipTo} />
        </>
      )}
    </div>
  );
}
