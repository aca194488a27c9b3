/**
 * A return's state machine as data (issue 29): the tracking statuses a return may move to, and the
 * states of its contracts. Every move of returns.server files is checked here; any other is
 * refused. Pure: tests read it whole.
 */
import type { ReturnTrackingStatus } from "./rules.ts";

/**
 * A return waits for its drop-off or pick-up (or has no tracking yet) until the carrier scans it
 * (RETURNING) or the customer cancels it; the warehouse receives it (PROCESSED: a box received
 * before any scan is scanned first) and settles it (REFUNDED).
 */
export const RETURN_MOVES: Readonly<Record<ReturnTrackingStatus, readonly ReturnTrackingStatus[]>> = {
  DROPOFF_PENDING: ["RETURNING", "CANCELLED"],
  PICKUP_SCHEDULED: ["RETURNING", "CANCELLED"],
  PICKUP_FAILED: ["RETURNING", "CANCELLED"],
  NO_TRACKING_DATA: ["RETURNING", "CANCELLED"],
  RETURNING: ["PROCESSED"],
  // A spec status the store never sets: received and being looked at, settled next.
  PROCESSING: ["PROCESSED", "REFUNDED"],
  PROCESSED: ["REFUNDED"],
  REFUNDED: [],
  CANCELLED: [],
};

/** A contract is open until it is cancelled with its return's items, or closed when settled. */
export const CONTRACT_STATES = ["open", "cancelled", "closed"] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];
export const CONTRACT_MOVES: Readonly<Record<ContractState, readonly ContractState[]>> = {
  open: ["cancelled", "closed"],
  cancelled: [],
  closed: [],
};

/** Whether a return may move from `from` to `to`. */
export const returnMayMove = (from: ReturnTrackingStatus, to: ReturnTrackingStatus): boolean =>
  RETURN_MOVES[from].includes(to);

/** Whether a contract may move from `from` to `to`. */
export const contractMayMove = (from: ContractState, to: ContractState): boolean =>
  CONTRACT_MOVES[from].includes(to);
