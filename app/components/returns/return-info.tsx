import { Link } from "react-router";
import { orderPath } from "../../lib/orders/order-paths.ts";
import type { ReturnInfoData } from "../../lib/returns/return-info-page.server.ts";
import { ReturnItemLine } from "./return-item-line.tsx";
import { RefundLine, ReturnActions } from "./returns-history.tsx";

/**
 * /return-info/{contractId}/{shipmentLineItemId} ('Return Information'): one item of a return, why
 * it goes back, where the return stands (its words and tracking), its label and carrier, the pick-up
 * day, and the refund once it is made; with the return's label and cancel links.
 */
export function ReturnInfo({ data }: { data: ReturnInfoData }) {
  const { ret, contract } = data;
  return (
    <section className="page account-page order-page" aria-labelledby="return-info-heading">
      <p>
        <Link to="/returns">Back to Returns</Link>
      </p>
      <h1 id="return-info-heading">Return Information</h1>
      <ul className="order-lines" aria-label="Item">
        <ReturnItemLine item={contract.item}>
          <p>Reason: {contract.reasonWords}</p>
          {contract.state === "cancelled" && <p>This item was taken out of the return.</p>}
        </ReturnItemLine>
      </ul>
      <dl className="order-facts">
        <dt>RMA number</dt>
        <dd>{ret.rmaNumber}</dd>
        <dt>Order</dt>
        <dd>
          <Link to={orderPath("/orders", contract.item.orderId)}>{contract.item.orderId}</Link>
        </dd>
        <dt>Created</dt>
        <dd>{ret.createdAtText}</dd>
        <dt>Status</dt>
        <dd className="return-status">{ret.statusWords}</dd>
        <dt>Tracking</dt>
        <dd>{ret.trackingWords}</dd>
        <dt>Sent by</dt>
        <dd>{ret.labelTitle}</dd>
        <dt>Carrier</dt>
        <dd>{ret.carrier}</dd>
        <dt>Tracking number</dt>
        <dd>{ret.trackingNumber}</dd>
        {ret.pickupDateText && (
          <>
            <dt>Pick-up</dt>
            <dd>{ret.pickupDateText}</dd>
          </>
        )}
      </dl>
      {contract.state !== "cancelled" && (
        <RefundLine
          ret={ret}
          cardCents={contract.refundCardCents}
          giftCardCents={contract.refundGiftCardCents}
        />
      )}
      <ReturnActions ret={ret} area="/returns" />
    </section>
  );
}
