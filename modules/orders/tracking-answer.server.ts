import type { z } from "@hono/zod-openapi";
import { type Db, isDatabaseUnavailable, type Log } from "../core/index.ts";
import { orderOfAccessToken } from "./access-tokens.server.ts";
import { eventToApi, type TrackingSchema } from "./api-schemas.server.ts";
import { getOrderView, type OrderReader } from "./order-views.server.ts";

type TrackingAnswer = z.input<typeof TrackingSchema>;

/** Spec 2's empty tracking: every field there, nothing in it. */
export const EMPTY_TRACKING: TrackingAnswer["tracking"] = {
  carrier: "",
  trackingNumber: "",
  status: "",
  label: "",
  estimatedDelivery: "",
  destinationPostalCode: "",
  events: [],
};

/** Who asks: the signed-in customer, or a guest with the order's emailed token. */
export type TrackingReader = { customerId: number } | { token: string };

async function readerOf(
  db: Db,
  reader: TrackingReader,
  orderId: string,
  now: Date,
): Promise<OrderReader | null> {
  if ("customerId" in reader) return reader;
  const opened = await orderOfAccessToken(db, reader.token, now);
  return opened === orderId ? { orderId: opened } : null;
}

/**
 * GET /orders/api/getTracking's answer (spec 2: "Tracking-fetch error yields empty tracking with
 * an error flag"): a shipment's tracking, its destination's postal code cut to 5; a lookup that
 * fails, for whatever reason (no such order or shipment, another's, an expired token, a read that
 * failed), is the empty tracking with error=true, alike for all so it tells nothing of another's
 * order. Only the database being away stays a 503, as everywhere.
 */
export async function trackingAnswer(
  services: { db: Db; logger?: Log },
  reader: TrackingReader,
  ids: { orderId: string; shipmentId: string },
  now: Date,
): Promise<TrackingAnswer> {
  const failed = { ...ids, error: true, tracking: EMPTY_TRACKING };
  try {
    const orderReader = await readerOf(services.db, reader, ids.orderId, now);
    const order = orderReader && (await getOrderView(services.db, orderReader, ids.orderId, now));
    const shipment = order?.shipments.find((s) => s.shipmentId === ids.shipmentId);
    if (!order || !shipment) return failed;
    return {
      orderId: order.orderId,
      shipmentId: shipment.shipmentId,
      error: false,
      tracking: {
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        status: shipment.status,
        label: shipment.label,
        estimatedDelivery: shipment.estimatedDelivery,
        destinationPostalCode: (order.shippingAddress?.postalCode ?? "").slice(0, 5),
        events: shipment.events.map(eventToApi),
      },
    };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    services.logger?.warn({ err: error }, "tracking could not be read");
    return failed;
  }
}
