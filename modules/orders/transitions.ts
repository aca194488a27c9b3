/**
 * The order's state machine as data (issue 29, "One owner of each state"): for each line status
 * and shipment status, the statuses it may move to. Every move the store makes is checked here by
 * the orders module's named transitions; any other move is refused. Pure: tests read it whole.
 */
import type { ItemStatus, TrackingStatus } from "./statuses.ts";

/**
 * A line's allowed moves. Processing and shipping move a line forward; a refused capture waits
 * for the customer (CUSTOMER_ACTION_REQUIRED) until another card is given or the line cancelled;
 * a delivered line may be reported a delivery mistake, returned (RETURN_IN_PROGRESS, back to
 * where it was if the return is cancelled), carried back and received. An e-Gift Card line is
 * COMPLETED when placed and moves no more; DECLINED is a spec status the store never sets.
 */
export const LINE_MOVES: Readonly<Record<ItemStatus, readonly ItemStatus[]>> = {
  SUBMITTED: ["PROCESSING", "SHIPPED", "CUSTOMER_ACTION_REQUIRED", "CANCELLED"],
  PROCESSING: ["SHIPPED", "CUSTOMER_ACTION_REQUIRED", "CANCELLED"],
  CUSTOMER_ACTION_REQUIRED: ["PROCESSING", "DECLINED_CANCELLED"],
  DECLINED: ["PROCESSING", "DECLINED_CANCELLED"],
  SHIPPED: ["DELIVERY_MISTAKE", "RETURN_IN_PROGRESS"],
  DELIVERY_MISTAKE: ["RETURN_IN_PROGRESS"],
  COMPLETED: [],
  RETURN_IN_PROGRESS: ["RETURNING", "SHIPPED", "DELIVERY_MISTAKE"],
  RETURNING: ["RETURNED"],
  RETURNED: [],
  CANCELLED: [],
  DECLINED_CANCELLED: [],
};

/** What a new line starts as: an e-Gift Card is complete once placed, anything else submitted. */
export const FIRST_LINE_STATUSES: readonly ItemStatus[] = ["SUBMITTED", "COMPLETED"];

/** A shipment's allowed moves: it leaves in transit, goes out for delivery, and is delivered. */
export const SHIPMENT_MOVES: Readonly<Record<TrackingStatus, readonly TrackingStatus[]>> = {
  SHIPPING_SOON: ["IN_TRANSIT"],
  IN_TRANSIT: ["OUT_FOR_DELIVERY", "DELIVERED"],
  DELAYED: [],
  OUT_FOR_DELIVERY: ["DELIVERED"],
  DELIVERY_ATTEMPTED: [],
  AVAILABLE_FOR_PICKUP: [],
  DELIVERED: [],
  UNDELIVERABLE: [],
  RETURNING_TO_SELLER: [],
  RETURNED_TO_SELLER: [],
};

/** What a new shipment starts as. */
export const FIRST_SHIPMENT_STATUS: TrackingStatus = "IN_TRANSIT";

/** Whether a line may move from `from` to `to`. */
export const lineMayMove = (from: ItemStatus, to: ItemStatus): boolean => LINE_MOVES[from].includes(to);

/** Whether a shipment may move from `from` to `to`. */
export const shipmentMayMove = (from: TrackingStatus, to: TrackingStatus): boolean =>
  SHIPMENT_MOVES[from].includes(to);
