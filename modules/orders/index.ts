export {
  type Arrival,
  type Countdown,
  countdownWords,
  deliveryCountdown,
  type ParcelFacts,
  shipmentArrival,
  storeDayEnd,
  storeDayStart,
} from "./delivery-countdown.ts";
export { ITEM_UNIQUE_ID_PATTERN, isOrderId, ORDER_ID_PATTERN, SHIPMENT_ID_PATTERN } from "./order-id.ts";
export { cancellationRefund, type Refund, type RefundLine, type RefundOrder, refundOf } from "./refunds.ts";
export {
  CANCEL_REASON_CODES,
  CANCEL_REASONS,
  type CancelReason,
  formatOrderDate,
  ITEM_STATUS_WORDS,
  ITEM_STATUSES,
  type ItemStatus,
  insideReturnWindow,
  isItemStatus,
  itemStatusWords,
  type LineFlags,
  lineFlags,
  STORE_DAY_PATTERN,
  TRACKING_LABELS,
  TRACKING_STATUSES,
  type TrackingStatus,
} from "./statuses.ts";
