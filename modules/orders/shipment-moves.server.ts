import { and, asc, eq, ne } from "drizzle-orm";
import { AppError, type Db } from "../core/index.ts";
import type { OrderRow } from "./locked-order.server.ts";
import { shipmentEvents, shipments } from "./schema.server.ts";
import { type Change, recordHistory } from "./state.server.ts";
import { isTrackingStatus, TRACKING_LABELS, type TrackingStatus } from "./statuses.ts";
import { FIRST_SHIPMENT_STATUS, shipmentMayMove } from "./transitions.ts";

/**
 * A shipment's transitions: it leaves (a new shipment in transit, with its first tracking event),
 * goes out for delivery and is delivered, each move checked against the transition table and
 * written with its tracking event and a history row.
 */

export type ShipmentRow = typeof shipments.$inferSelect;

/** The words of a refused shipment move (ours). */
export const SHIPMENT_ANSWERS = {
  refused: (shipmentId: string, from: TrackingStatus, to: TrackingStatus) =>
    `Shipment ${shipmentId} cannot go from ${TRACKING_LABELS[from]} to ${TRACKING_LABELS[to]}.`,
} as const;

const trackingOf = (value: string): TrackingStatus => (isTrackingStatus(value) ? value : "IN_TRANSIT");

/** A new shipment of an order, in transit from `from`, with its first tracking event and history row. */
export async function newShipment(
  tx: Db,
  change: Change,
  input: {
    shipmentId: string;
    order: OrderRow;
    parcel: { carrier: string; trackingNumber: string };
    from: string;
  },
): Promise<void> {
  const { shipmentId, order, parcel } = input;
  await tx.insert(shipments).values({
    shipmentId,
    orderId: order.orderId,
    carrier: parcel.carrier,
    trackingNumber: parcel.trackingNumber,
    status: FIRST_SHIPMENT_STATUS,
    estimatedDelivery: order.promiseDate,
    shippedAt: change.at,
  });
  await tx.insert(shipmentEvents).values({
    shipmentId,
    status: FIRST_SHIPMENT_STATUS,
    description: `Shipped with ${parcel.carrier}`,
    location: input.from,
    at: change.at,
  });
  await recordHistory(tx, change, [
    {
      orderId: order.orderId,
      subject: "shipment",
      subjectId: shipmentId,
      from: null,
      to: FIRST_SHIPMENT_STATUS,
    },
  ]);
}

/** The order's shipments still on their way (not delivered), oldest first. */
export async function shipmentsOnTheWay(tx: Db, orderId: string): Promise<ShipmentRow[]> {
  return tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), ne(shipments.status, "DELIVERED")))
    .orderBy(asc(shipments.shippedAt));
}

/**
 * Moves shipments to a tracking status, each checked first (none written if one may not move),
 * with its tracking event (`description` at `location`) and history row.
 */
export async function moveShipments(
  tx: Db,
  change: Change,
  moving: readonly ShipmentRow[],
  to: TrackingStatus,
  event: { description: string; location: string },
): Promise<void> {
  for (const shipment of moving) {
    const from = trackingOf(shipment.status);
    if (!shipmentMayMove(from, to)) {
      throw new AppError(
        "conflict",
        "shipment.transition.refused",
        SHIPMENT_ANSWERS.refused(shipment.shipmentId, from, to),
        {
          extraInfo: { shipmentId: shipment.shipmentId, from, to },
        },
      );
    }
  }
  for (const shipment of moving) {
    await tx
      .update(shipments)
      .set({ status: to, ...(to === "DELIVERED" && { deliveredAt: change.at }) })
      .where(eq(shipments.shipmentId, shipment.shipmentId));
    await tx
      .insert(shipmentEvents)
      .values({ shipmentId: shipment.shipmentId, status: to, ...event, at: change.at });
  }
  await recordHistory(
    tx,
    change,
    moving.map((shipment) => ({
      orderId: shipment.orderId,
      subject: "shipment" as const,
      subjectId: shipment.shipmentId,
      from: shipment.status,
      to,
    })),
  );
}
