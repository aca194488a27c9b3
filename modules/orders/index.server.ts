export {
  type AddressSnapshot,
  createOrder,
  findOrderId,
  type GiftCardCustomization,
  getPlacedOrder,
  itemUniqueId,
  type NewOrder,
  type NewOrderLine,
  newOrderId,
  orderedStockIds,
  type PlacedOrder,
} from "./orders.server.ts";
