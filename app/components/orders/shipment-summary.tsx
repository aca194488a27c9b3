import { Link } from "react-router";
import { formatPromise } from "../../../modules/checkout/index.ts";
import { shipmentPath } from "../../lib/orders/order-paths.ts";
import type { ShownShipment } from "../../lib/orders/shown-order.server.ts";

/** When the parcel arrives: 'Delivered' with its date, the countdown, or its estimated day. */
export function ArrivalLine({ shipment }: { shipment: ShownShipment }) {
  if (shipment.deliveredAtText !== null) {
    return (
      <p className="order-arrival">
        <strong>Delivered</strong> {shipment.deliveredAtText}
      </p>
    );
  }
  return (
    <>
      {shipment.arrivalWords && (
        <p className="order-arrival">
          <strong>{shipment.arrivalWords}</strong>
        </p>
      )}
      <p>Estimated delivery: {formatPromise(shipment.estimatedDelivery)}</p>
    </>
  );
}

/** A parcel of an order: its tracking status, carrier and number, arrival and tracking link. */
export function ShipmentSummary({
  shipment,
  orderId,
  token,
  number,
}: {
  shipment: ShownShipment;
  orderId: string;
  token: string | null;
  number: number;
}) {
  return (
    <li className="order-card">
      <h3>
        Shipment {number}: {shipment.label}
      </h3>
      <p>
        {shipment.carrier} tracking number {shipment.trackingNumber}
      </p>
      <ArrivalLine shipment={shipment} />
      <p>
        <Link
          to={shipmentPath(orderId, shipment.shipmentId, token)}
          className="button"
          aria-label={`Track Package, shipment ${number}`}
        >
          Track Package
        </Link>
      </p>
    </li>
  );
}
