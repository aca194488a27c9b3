import { Link } from "react-router";
import { formatPromise } from "../../../modules/checkout/index.ts";
import { formatPrice } from "../../../modules/core/index.ts";
import type { OrderPageData, PaymentUpdateReply } from "../../lib/orders/order-page.server.ts";
import { cancelPath, type OrdersArea, orderPageTitle, orderPath } from "../../lib/orders/order-paths.ts";
import { ORDER_WORDS } from "../../lib/orders/order-words.ts";
import { signInPath } from "../../lib/sign-in.ts";
import { AddressLines } from "../addresses/address-lines.tsx";
import { ChargesList } from "../checkout/charges-list.tsx";
import { OrderLines } from "./order-lines.tsx";
import { ShipmentSummary } from "./shipment-summary.tsx";
import { UpdatePaymentFields } from "./update-payment-form.tsx";

/** The order waits for another card: the form for its customer, a sign-in link for a guest. */
function PaymentNeeded({
  data,
  area,
  reply,
}: {
  data: OrderPageData;
  area: OrdersArea;
  reply: PaymentUpdateReply | undefined;
}) {
  const action = orderPath(area, data.order.orderId);
  if (data.cards === null) {
    return (
      <p className="order-card">
        {ORDER_WORDS.guestPayment} <Link to={signInPath(action)}>Sign In</Link>
      </p>
    );
  }
  return <UpdatePaymentFields cards={data.cards} action={action} reply={reply} />;
}

/** A list of dated lines under its heading: the payments, the order's history. */
function TimeList({
  heading,
  entries,
}: {
  heading: string;
  entries: readonly { words: string; atText: string }[];
}) {
  return (
    <>
      <h2>{heading}</h2>
      <ul className="order-timeline" aria-label={heading}>
        {entries.map((entry, index) => (
          // The same words may recur (two refunds of one amount): the position keeps them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once per page
          <li key={index}>
            <span>{entry.words}</span> <time>{entry.atText}</time>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * /orders/{orderId} ('Order Information') and /my-orders/{orderId} ('My Orders'): the order's
 * number, date and words, its addresses, items, shipments and charges; Cancel Items while an item
 * may be cancelled; another card when the card was declined.
 */
export function OrderInformation({
  data,
  area,
  reply,
}: {
  data: OrderPageData;
  area: OrdersArea;
  reply: PaymentUpdateReply | undefined;
}) {
  const { order, token } = data;
  const { charges } = order;
  return (
    <section className="page account-page order-page" aria-labelledby="order-heading">
      {token === null && (
        <p>
          <Link to={area}>Back to {orderPageTitle(area, "history")}</Link>
        </p>
      )}
      <h1 id="order-heading">{orderPageTitle(area, "order")}</h1>
      <dl className="order-facts">
        <dt>Order number</dt>
        <dd>{order.orderId}</dd>
        <dt>Placed</dt>
        <dd>{order.placedAtText}</dd>
        <dt>Status</dt>
        <dd className="order-status">{order.statusWords}</dd>
      </dl>
      <p role="status" className="form-news">
        {reply?.state === "updated" ? reply.message : null}
      </p>
      {order.awaitingPayment && <PaymentNeeded data={data} area={area} reply={reply} />}
      {order.cancellable && (
        <p>
          <Link to={cancelPath(area, order.orderId, token)} className="button">
            Cancel Items
          </Link>
        </p>
      )}
      <div className="order-addresses">
        {order.shippingAddress && (
          <div>
            <h2>Shipping Address</h2>
            <AddressLines address={order.shippingAddress} />
          </div>
        )}
        {order.billingAddress && (
          <div>
            <h2>Billing Address</h2>
            <AddressLines address={order.billingAddress} />
          </div>
        )}
      </div>
      <h2>Items</h2>
      <OrderLines lines={order.lines} orderId={order.orderId} token={token} label="Items in this order" />
      <h2>Shipments</h2>
      {order.awaitingShipment && (
        <p>Not shipped yet. Estimated delivery: {formatPromise(order.promiseDate)}.</p>
      )}
      {order.shipments.length === 0 ? (
        !order.awaitingShipment && <p>Nothing to ship.</p>
      ) : (
        <ul className="order-list" aria-label="Shipments">
          {order.shipments.map((shipment, index) => (
            <ShipmentSummary
              key={shipment.shipmentId}
              shipment={shipment}
              orderId={order.orderId}
              token={token}
              number={index + 1}
            />
          ))}
        </ul>
      )}
      <h2>Charges</h2>
      <ChargesList
        charges={{
          subtotalLabel: "Subtotal",
          subtotalCents: charges.subtotalCents,
          couponLabel: charges.couponCode ? `Discount (${charges.couponCode})` : "Discount",
          couponCents: charges.couponCents,
          shippingCents: charges.shippingCents,
          taxCents: charges.taxCents,
          giftCardCents: charges.giftCardCents,
          totalCents: charges.cardCents,
        }}
      />
      {charges.creditedCents > 0 && (
        <dl className="checkout-charges" aria-label="After cancellations and refunds">
          <dt>Cancelled and refunded</dt>
          <dd>-{formatPrice(charges.creditedCents)}</dd>
          <dt className="checkout-total">Total now</dt>
          <dd className="checkout-total">{formatPrice(charges.netTotalCents)}</dd>
        </dl>
      )}
      {order.cardLast4 && charges.cardCents > 0 && (
        <p>
          Paid with {order.cardBrand ?? "card"} ending in {order.cardLast4}
        </p>
      )}
      {order.payments.length > 0 && <TimeList heading="Payments and refunds" entries={order.payments} />}
      {data.timeline.length > 0 && <TimeList heading="Order history" entries={data.timeline} />}
    </section>
  );
}
