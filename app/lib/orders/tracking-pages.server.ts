import type { AppLoadContext } from "react-router";
import { ITEM_UNIQUE_ID_PATTERN, SHIPMENT_ID_PATTERN } from "../../../modules/orders/index.ts";
import { orderAccess, orderNotFound, readableOrder } from "./order-access.server.ts";
import {
  type ShownEvent,
  type ShownLine,
  type ShownShipment,
  shownEvents,
  shownLine,
  shownShipment,
} from "./shown-order.server.ts";

export interface ItemDetailsData {
  orderId: string;
  placedAtText: string;
  token: string | null;
  item: ShownLine;
  shipment: ShownShipment | null;
}

/**
 * /item-details/{parentOrderId}/{itemUniqueId}/: one line of the reader's order, its words, what
 * may be done with it, and the shipment that carries it. Another's order, or an item not in it: 404.
 */
export async function loadItemDetails(
  request: Request,
  context: AppLoadContext,
  parentOrderId: string | undefined,
  itemUniqueId: string | undefined,
): Promise<ItemDetailsData> {
  const access = await orderAccess(request, context, parentOrderId);
  if (itemUniqueId === undefined || !ITEM_UNIQUE_ID_PATTERN.test(itemUniqueId)) orderNotFound();
  const order = await readableOrder(context, access);
  const line = order.lines.find((l) => l.itemUniqueId === itemUniqueId) ?? orderNotFound();
  const shipment = order.shipments.find((s) => s.shipmentId === line.shipmentId);
  return {
    orderId: order.orderId,
    placedAtText: order.placedAtText,
    token: access.token,
    item: shownLine(line),
    shipment: shipment ? shownShipment(shipment, context.now()) : null,
  };
}

export interface ShipmentPageData {
  orderId: string;
  token: string | null;
  shipment: ShownShipment;
  /** Newest first. */
  events: ShownEvent[];
  items: ShownLine[];
}

/**
 * /shipments/{orderId}/{shipmentId}: a parcel's carrier, tracking number, status, its history newest
 * first, and its arrival (the countdown computed here from the store's clock). Another's: 404.
 */
export async function loadShipmentPage(
  request: Request,
  context: AppLoadContext,
  orderId: string | undefined,
  shipmentId: string | undefined,
): Promise<ShipmentPageData> {
  const access = await orderAccess(request, context, orderId);
  if (shipmentId === undefined || !SHIPMENT_ID_PATTERN.test(shipmentId)) orderNotFound();
  const order = await readableOrder(context, access);
  const shipment = order.shipments.find((s) => s.shipmentId === shipmentId) ?? orderNotFound();
  return {
    orderId: order.orderId,
    token: access.token,
    shipment: shownShipment(shipment, context.now()),
    events: shownEvents(shipment),
    items: order.lines.filter((line) => line.shipmentId === shipmentId).map(shownLine),
  };
}
