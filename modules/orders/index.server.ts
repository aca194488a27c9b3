export {
  createOrderAccessToken,
  ORDER_ACCESS_DAYS,
  ORDER_TOKEN_PATTERN,
  orderOfAccessToken,
} from "./access-tokens.server.ts";
export { type OrderRouteServices, orderRoutes, orderToApi } from "./api.server.ts";
export {
  alreadyCancelled,
  CANCEL_ANSWERS,
  type CancelActor,
  type CancelAnswer,
  type CancelRequest,
  type CancelServices,
  cancelInput,
  cancelItems,
} from "./cancel.server.ts";
export { deliverIn, deliveryMistakeIn, outForDeliveryIn } from "./delivery.server.ts";
export {
  customerOrders,
  customersItems,
  endReturn,
  exchangedOrderOf,
  linesById,
  moveReturnedItems,
  ordersById,
  startReturn,
  type TrackedLine,
  trackedLines,
} from "./for-returns.server.ts";
export {
  byOperator,
  DEMO_CARRIER,
  demoTrackingNumber,
  type FulfilmentServices,
  type Parcel,
  type ShipOutcome,
} from "./fulfilment.server.ts";
export {
  createFulfilmentClock,
  FULFILMENT_TICK_MS,
  type FulfilmentClock,
  type FulfilmentTimings,
} from "./fulfilment-clock.server.ts";
export {
  actorWords,
  customerOrderTimeline,
  type HistoryRow,
  historyLine,
  readOrderHistory,
} from "./history.server.ts";
export {
  abandonIntent,
  abandonIntentIn,
  type LedgerRow,
  ledgerOf,
  nameParent,
  openIntent,
  orderMoney,
  settleIntent,
  strandedIntents,
} from "./ledger.server.ts";
export type { LineRow, OrderRow } from "./locked-order.server.ts";
export {
  FULFILMENT_ANSWERS,
  FULFILMENT_STEPS,
  type FulfilmentStep,
  type Locked,
  lockOrder,
  scheduleExchangeOrder,
  scheduleNewOrder,
} from "./locked-order.server.ts";
export { OPERATOR_REFUSALS, orderOperatorRoutes } from "./operator-api.server.ts";
export { listOrdersForOperators, type OperatorOrderRow } from "./operator-orders.server.ts";
export {
  deliverOrder,
  markDeliveryMistake,
  markOutForDelivery,
  processOrder,
  shipOrder,
} from "./operator-steps.server.ts";
export { orderEventMails } from "./order-event-mails.server.ts";
export { type MailStore, mailStoreOf } from "./order-mails.ts";
export { updateOrderPayment } from "./order-payment.server.ts";
export {
  getOrderView,
  getOrderViewByPurchase,
  listOrderViews,
  MAX_ORDER_PAGE_SIZE,
  ORDER_PAGE_SIZE,
  type OrderLineView,
  type OrderPage,
  type OrderQuery,
  type OrderReader,
  type OrderView,
  type ShipmentEventView,
  type ShipmentView,
} from "./order-views.server.ts";
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
export { OWN_INTENT_ANSWERS, settleOwnIntent } from "./own-intent.server.ts";
export {
  RefundRefused,
  recordGiftCard,
  refundCapture,
  releaseCard,
  voidAuthorization,
} from "./payment-moves.server.ts";
export {
  RECOVERED,
  RECOVERY_GRACE_MS,
  type RecoveredIntent,
  type RecoveryOutcome,
  recoverPayments,
} from "./payment-recovery.server.ts";
export {
  createPaymentRecoveryClock,
  PAYMENT_RECOVERY_TICK_MS,
  type PaymentRecoveryClock,
} from "./payment-recovery-clock.server.ts";
export { orderPixelRoutes } from "./pixel-api.server.ts";
export {
  type Actor,
  announce,
  type Change,
  type HistoryEntry,
  linesOfItems,
  moveLines,
  moveLinesTo,
  recordHistory,
  refreshOrderStatus,
  TRANSITION_ANSWERS,
} from "./state.server.ts";
