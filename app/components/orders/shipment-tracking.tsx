import { Link } from "react-router";
import { orderPath } from "../../lib/orders/order-paths.ts";
import type { ShipmentPageData } from "../../lib/orders/tracking-pages.server.ts";
import { OrderLines } from "./order-lines.tsx";
import { ArrivalLine } from "./shipment-summary.tsx";

/**
 * /shipments/{orderId}/{shipmentId}: a parcel's tracking: its carrier and tracking number, the
 * label of its status, when it arrives (the countdown, or 'Delivered' with the date), what the
 * carrier reported, newest first, and the items in it.
 */
export function ShipmentTracking({ data }: { data: ShipmentPageData }) {
  const { shipment } = data;
  return (
    <section className="page account-page order-page" aria-labelledby="shipment-heading">
      <p>
        <Link to={orderPath("/orders", data.orderId, data.token)}>Back to order {data.orderId}</Link>
      </p>
      <h1 id="shipment-heading">Shipment Tracking</h1>
      <dl className="order-facts">
        <dt>Status</dt>
        <dd className="order-status">{shipment.label}</dd>
        <dt>Carrier</dt>
        <dd>{shipment.carrier}</dd>
        <dt>Tracking number</dt>
        <dd>{shipment.trackingNumber}</dd>
        <dt>Shipped</dt>
        <dd>{shipment.shippedAtText}</dd>
      </dl>
      <ArrivalLine shipment={shipment} />
      <h2>Tracking History</h2>
      {data.events.length === 0 ? (
        <p>No tracking events yet.</p>
      ) : (
        <ol className="order-events" aria-label="Tracking history, newest first">
          {data.events.map((event, index) => (
            // The history never reorders: its place is the event's identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, newest first
            <li key={index}>
              <p>
                <strong>{event.label}</strong> <span>{event.atText}</span>
              </p>
              <p>{event.description}</p>
              {event.location && <p>{event.location}</p>}
            </li>
          ))}
        </ol>
      )}
      <h2>Items in this shipment</h2>
      <OrderLines
        lines={data.items}
        orderId={data.orderId}
        token={data.token}
        label="Items in this shipment"
      />
    </section>
  );
}
