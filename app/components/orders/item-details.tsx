import { Link } from "react-router";
import { cancelPath, orderPath } from "../../lib/orders/order-paths.ts";
import type { ItemDetailsData } from "../../lib/orders/tracking-pages.server.ts";
import { returnItemPath } from "../../lib/returns/return-paths.ts";
import { OrderLine } from "./order-lines.tsx";
import { ShipmentSummary } from "./shipment-summary.tsx";

/** What may be done with the item now, by the customer-prefixed flags (spec 2). */
function ItemActions({ data }: { data: ItemDetailsData }) {
  const { item } = data;
  const actions = [
    item.customerCancellable && (
      <li key="cancel">
        <Link to={cancelPath("/orders", data.orderId, data.token)} className="button">
          Cancel Items
        </Link>
      </li>
    ),
    item.customerReturnable && (
      <li key="return">
        <Link to={returnItemPath(item.itemUniqueId)} className="button">
          Return Item
        </Link>
      </li>
    ),
    item.exchangeable && <li key="exchange">This item can be exchanged.</li>,
  ].filter(Boolean);
  return actions.length === 0 ? (
    <p>Nothing can be done with this item now.</p>
  ) : (
    <ul className="order-actions">{actions}</ul>
  );
}

/** /item-details/{parentOrderId}/{itemUniqueId}/ ('Item Details'): one item of an order, what it may do, its parcel. */
export function ItemDetails({ data }: { data: ItemDetailsData }) {
  return (
    <section className="page account-page order-page" aria-labelledby="item-heading">
      <p>
        <Link to={orderPath("/orders", data.orderId, data.token)}>Back to order {data.orderId}</Link>
      </p>
      <h1 id="item-heading">Item Details</h1>
      <p>
        Order {data.orderId}, placed {data.placedAtText}
      </p>
      <ul className="order-lines" aria-label="Item">
        <OrderLine
          line={data.item}
          orderId={data.orderId}
          token={data.token}
          detailsLink={false}
          returnLink={false}
        />
      </ul>
      <h2>What you can do</h2>
      <ItemActions data={data} />
      <h2>Shipment</h2>
      {data.shipment ? (
        <ul className="order-list" aria-label="Shipment">
          <ShipmentSummary shipment={data.shipment} orderId={data.orderId} token={data.token} number={1} />
        </ul>
      ) : (
        <p>Not shipped.</p>
      )}
    </section>
  );
}
