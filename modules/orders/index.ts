export {
  type Arrival,
  type Countdown,
  countdownWords,
  deliveryCountdown,
  type ParcelFacts,
  shipmentArrival,
  storeDayEnd,
  storeDayLastMoment,
  storeDayStart,
} from "./delivery-countdown.ts";
export {
  authorizationLeft,
  type CaptureLeft,
  captureFor,
  LEDGER_KINDS,
  LEDGER_METHODS,
  type LedgerEntry,
  type LedgerKind,
  type LedgerMethod,
  moneyOf,
  type OrderMoney,
} from "./ledger-sums.ts";
export {
  ITEM_UNIQUE_ID_PATTERN,
  isOrderId,
  normaliseOrderId,
  ORDER_ID_PATTERN,
  orderIdOfItem,
  SHIPMENT_ID_PATTERN,
} from "./order-id.ts";
export { type PaymentLine, type PaymentLineKind, paymentLinesOf, paymentWords } from "./payment-lines.ts";
export { cancellationRefund, type Refund, type RefundLine, type RefundOrder, refundOf } from "./refunds.ts";
export {
  AWAITING_PAYMENT,
  BEFORE_SHIPPING,
  CANCEL_REASON_CODES,
  CANCEL_REASONS,
  CANCELLED_STATUSES,
  type CancelReason,
  formatOrderDate,
  ITEM_STATUS_WORDS,
  ITEM_STATUSES,
  type ItemStatus,
  insideReturnWindow,
  isItemStatus,
  isTrackingStatus,
  itemStatusOf,
  itemStatusWords,
  type LineFacts,
  type LineFlags,
  lineFlags,
  MAX_RETURN_ATTEMPTS,
  orderStatusOf,
  STORE_DAY_PATTERN,
  TRACKING_LABELS,
  TRACKING_STATUSES,
  type TrackingStatus,
} from "./statuses.ts";
export { customerTimeline, type TimelineEntry, type TimelineFacts, type TimelineRow } from "./timeline.ts";
export {
  FIRST_LINE_STATUSES,
  FIRST_SHIPMENT_STATUS,
  LINE_MOVES,
  lineMayMove,
  SHIPMENT_MOVES,
  shipmentMayMove,
} from "./transitions.ts";
