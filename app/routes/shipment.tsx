import { ShipmentTracking } from "../components/orders/shipment-tracking.tsx";
import { loadShipmentPage } from "../lib/orders/tracking-pages.server.ts";
import type { Route } from "./+types/shipment";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadShipmentPage(request, context, params.orderId, params.shipmentId);
}

/** The spec names no title for the tracking page: 'Shipment Tracking' (spec 3's words for the route). */
export function meta() {
  return [{ title: "Shipment Tracking" }, { name: "robots", content: "noindex" }];
}

/** /shipments/{orderId}/{shipmentId}: a parcel's tracking and delivery countdown. */
export default function Shipment({ loaderData }: Route.ComponentProps) {
  return <ShipmentTracking data={loaderData} />;
}
