import { AppError, type Db } from "../core/index.ts";
import { WAREHOUSE } from "./fulfilment.server.ts";
import { FULFILMENT_ANSWERS, type Locked, type OrderRow, schedule } from "./locked-order.server.ts";
import { moveShipments, shipmentsOnTheWay } from "./shipment-moves.server.ts";
import { announce, type Change, moveLinesTo } from "./state.server.ts";
import { BEFORE_SHIPPING, itemStatusOf } from "./statuses.ts";

/**
 * The last miles of an order: its parcels out for delivery, delivered (the 'delivered' mail, and
 * processing again if some lines still wait), and an operator's word that a delivery went wrong.
 * Each in the caller's transaction under the order's lock.
 */

const destination = (order: OrderRow) =>
  order.shippingAddress ? `${order.shippingAddress.city}, ${order.shippingAddress.stateOrRegion}` : WAREHOUSE;

async function onTheWay(tx: Db, orderId: string) {
  const moving = await shipmentsOnTheWay(tx, orderId);
  if (moving.length === 0) throw new AppError("conflict", "order.not.shipped", FULFILMENT_ANSWERS.notShipped);
  return moving;
}

/** Every parcel on its way goes out for delivery. */
export async function outForDeliveryIn(tx: Db, change: Change, { order }: Locked): Promise<void> {
  const moving = await onTheWay(tx, order.orderId);
  await moveShipments(tx, change, moving, "OUT_FOR_DELIVERY", {
    description: "Out for delivery",
    location: destination(order),
  });
  await announce(
    tx,
    change,
    moving.map((shipment) => ({
      type: "shipment.out_for_delivery" as const,
      stream: order.orderId,
      payload: { orderId: order.orderId, shipmentId: shipment.shipmentId },
    })),
  );
  await schedule(tx, order.orderId, "deliver", change.at);
}

/** Every parcel on its way is delivered; lines still waiting send the order back to processing. */
export async function deliverIn(tx: Db, change: Change, { order, lines }: Locked): Promise<void> {
  const moving = await onTheWay(tx, order.orderId);
  await moveShipments(tx, change, moving, "DELIVERED", {
    description: "Delivered",
    location: destination(order),
  });
  const ids = new Set(moving.map((shipment) => shipment.shipmentId));
  const delivered = lines.filter((line) => line.shipmentId !== null && ids.has(line.shipmentId));
  await announce(
    tx,
    change,
    moving.map((shipment) => ({
      type: "shipment.delivered" as const,
      stream: order.orderId,
      payload: {
        orderId: order.orderId,
        shipmentId: shipment.shipmentId,
        itemUniqueIds: delivered
          .filter((line) => line.shipmentId === shipment.shipmentId)
          .map((l) => l.itemUniqueId),
      },
    })),
  );
  const left = lines.some((line) => BEFORE_SHIPPING.has(itemStatusOf(line.status)));
  await schedule(tx, order.orderId, left ? "process" : null, change.at);
}

/** An operator's word that a shipped item was delivered wrongly (wrong item, damaged, never arrived). */
export async function deliveryMistakeIn(
  tx: Db,
  change: Change,
  { order, lines }: Locked,
  itemUniqueId: string,
) {
  const line = lines.find((l) => l.itemUniqueId === itemUniqueId);
  if (!line) throw new AppError("not_found", "order.item.not.found", FULFILMENT_ANSWERS.itemNotFound);
  if (line.status !== "SHIPPED") {
    throw new AppError("conflict", "order.item.not.delivered", FULFILMENT_ANSWERS.notDelivered);
  }
  await moveLinesTo(tx, change, [line], "DELIVERY_MISTAKE");
  await announce(tx, change, [
    {
      type: "order.line.delivery_mistake",
      stream: order.orderId,
      payload: { orderId: order.orderId, itemUniqueId },
    },
  ]);
}
