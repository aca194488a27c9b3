import {
  type ItemStatus,
  insideReturnWindow,
  lineFlags,
  MAX_RETURN_ATTEMPTS,
  type TrackingStatus,
} from "../orders/index.ts";

export { MAX_RETURN_ATTEMPTS };

/**
 * Returns' words and rules (spec 2 sections 2, 3, 4 and 9): the flow's steps, the label types,
 * the return and return tracking statuses with their display words, and whether an item may be
 * returned. Pure: the calls, the pages and the warehouse's steps share them.
 */

/** Spec 2: the returns flow starts at SELECT_RETURN_ITEMS and ends at DONE (the middle steps are ours). */
export const RETURN_FLOW_STEPS = ["SELECT_RETURN_ITEMS", "SELECT_TRANSPORT", "REVIEW", "DONE"] as const;
export type ReturnFlowStep = (typeof RETURN_FLOW_STEPS)[number];

/** Spec 2's page steps of the return and exchange pages. */
export const RETURN_PAGE_STEPS = [
  "default_page",
  "return_selection_step",
  "exchange_selection_step",
] as const;
export type ReturnPageStep = (typeof RETURN_PAGE_STEPS)[number];

/** Spec 2's return label types. */
export const LABEL_TYPES = [
  "PRINT",
  "EMAIL",
  "UPS_LABELLESS",
  "MAIL",
  "UPS_PICKUP",
  "ANY_CARRIER",
  "UPS_PACKAGELESS",
  "WFM_PACKAGELESS",
] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

/** Whether a stored text is one of spec 2's label types. */
export const isLabelType = (value: string): value is LabelType =>
  (LABEL_TYPES as readonly string[]).includes(value);

export interface TransportOption {
  labelType: LabelType;
  carrier: string;
  /** What the shopper does (our words). */
  title: string;
  description: string;
  /** Whether the shopper prints a label (the label page is offered at once). */
  printable: boolean;
}

/** How each label type travels (our words; the spec names the types only). */
export const TRANSPORT_OPTIONS: Readonly<Record<LabelType, TransportOption>> = {
  PRINT: {
    labelType: "PRINT",
    carrier: "UPS",
    title: "Print a label",
    description: "Print your prepaid UPS label now, tape it to the box and drop it off at any UPS location.",
    printable: true,
  },
  EMAIL: {
    labelType: "EMAIL",
    carrier: "UPS",
    title: "Email me a label",
    description: "We email your prepaid UPS label to print later.",
    printable: true,
  },
  UPS_LABELLESS: {
    labelType: "UPS_LABELLESS",
    carrier: "UPS",
    title: "No printer? UPS prints it",
    description: "Show the barcode at a UPS Store and they print the label for you.",
    printable: true,
  },
  MAIL: {
    labelType: "MAIL",
    carrier: "UPS",
    title: "Mail me a label",
    description: "We post a printed label to your address; it arrives in 5 to 7 business days.",
    printable: false,
  },
  UPS_PICKUP: {
    labelType: "UPS_PICKUP",
    carrier: "UPS",
    title: "UPS pick-up",
    description: "UPS picks up the box at your address on the next business day.",
    printable: true,
  },
  ANY_CARRIER: {
    labelType: "ANY_CARRIER",
    carrier: "USPS",
    title: "Post office (USPS)",
    description: "Print a prepaid USPS label and drop the box at any post office or mailbox.",
    printable: true,
  },
  UPS_PACKAGELESS: {
    labelType: "UPS_PACKAGELESS",
    carrier: "UPS",
    title: "No box, no label (UPS Store)",
    description: "Bring the items to a UPS Store with the barcode; they pack and ship them.",
    printable: true,
  },
  WFM_PACKAGELESS: {
    labelType: "WFM_PACKAGELESS",
    carrier: "UPS",
    title: "No box, no label (Whole Foods Market)",
    description: "Bring the items to a Whole Foods Market return counter with the barcode.",
    printable: true,
  },
};

/** Packageless drop-offs take shoes and clothing in their own boxes: at most this many items. */
export const PACKAGELESS_MAX_ITEMS = 5;

/** The label types a return of `itemCount` items may use, in the order the page offers them. */
export function transportOptionsFor(itemCount: number): TransportOption[] {
  return LABEL_TYPES.filter(
    (type) => itemCount <= PACKAGELESS_MAX_ITEMS || !type.endsWith("_PACKAGELESS"),
  ).map((type) => TRANSPORT_OPTIONS[type]);
}

/** Spec 2's return tracking statuses, and CANCELLED for a return the customer called off (ours). */
export const RETURN_TRACKING_STATUSES = [
  "DROPOFF_PENDING",
  "PICKUP_SCHEDULED",
  "PICKUP_FAILED",
  "NO_TRACKING_DATA",
  "RETURNING",
  "PROCESSING",
  "PROCESSED",
  "REFUNDED",
  "CANCELLED",
] as const;
export type ReturnTrackingStatus = (typeof RETURN_TRACKING_STATUSES)[number];

/** Whether a stored text is one of the return tracking statuses. */
export const isReturnTrackingStatus = (value: string): value is ReturnTrackingStatus =>
  (RETURN_TRACKING_STATUSES as readonly string[]).includes(value);

/** Spec 2's return statuses. */
export type ReturnStatus =
  | "DROPOFF_PENDING"
  | "PICKUP_SCHEDULED"
  | "PROCESSING_RETURN"
  | "RETURNING_TO_ZAPPOS"
  | "RETURNED_TO_ZAPPOS"
  | "CANCELLED";

/** The return status a tracking status shows as (the spec leaves the mapping out; ours). */
export function returnStatusOf(tracking: ReturnTrackingStatus): ReturnStatus {
  switch (tracking) {
    case "DROPOFF_PENDING":
    case "NO_TRACKING_DATA":
      return "DROPOFF_PENDING";
    case "PICKUP_SCHEDULED":
    case "PICKUP_FAILED":
      return "PICKUP_SCHEDULED";
    case "RETURNING":
      return "RETURNING_TO_ZAPPOS";
    case "PROCESSING":
      return "PROCESSING_RETURN";
    case "PROCESSED":
    case "REFUNDED":
      return "RETURNED_TO_ZAPPOS";
    case "CANCELLED":
      return "CANCELLED";
  }
}

/**
 * A return status's words: spec 2's, written as a sentence with the carrier's proper name (issue
 * 30: 'return via ups drop-off' read 'Return Via Ups Drop-Off'), 'returned to' and 'returning to'
 * the retailer by its name.
 */
export function returnStatusWords(status: ReturnStatus, storeName: string, carrier: string): string {
  switch (status) {
    case "DROPOFF_PENDING":
      return `Return via ${carrier} drop-off`;
    case "PICKUP_SCHEDULED":
      return "Return scheduled for pick-up";
    case "PROCESSING_RETURN":
      return "Processing return";
    case "RETURNING_TO_ZAPPOS":
      return `Returning to ${storeName}`;
    case "RETURNED_TO_ZAPPOS":
      return `Returned to ${storeName}`;
    case "CANCELLED":
      return "Return cancelled";
  }
}

/** The display words of each return tracking status (spec 2 does not show its mapping; ours). */
export const RETURN_TRACKING_WORDS: Readonly<Record<ReturnTrackingStatus, string>> = {
  DROPOFF_PENDING: "Waiting for drop-off",
  PICKUP_SCHEDULED: "Pick-up scheduled",
  PICKUP_FAILED: "Pick-up failed",
  NO_TRACKING_DATA: "No tracking data yet",
  RETURNING: "On its way back",
  PROCESSING: "Received, being processed",
  PROCESSED: "Processed",
  REFUNDED: "Refunded",
  CANCELLED: "Cancelled",
};

/** What a new return's tracking starts at: a pick-up is scheduled, anything else waits for its drop-off. */
export const firstTrackingStatus = (labelType: LabelType): ReturnTrackingStatus =>
  labelType === "UPS_PICKUP" ? "PICKUP_SCHEDULED" : "DROPOFF_PENDING";

/** A return may be called off until the carrier has it. */
export const cancellableReturn = (status: ReturnTrackingStatus): boolean =>
  status === "DROPOFF_PENDING" || status === "PICKUP_SCHEDULED" || status === "PICKUP_FAILED";

/** Why an item may not be returned, or null when it may. */
export type IneligibleReason =
  | "not-delivered"
  | "gift-card"
  | "outside-window"
  | "attempts-used"
  | "return-open"
  | "exchange-open"
  | "already-returned";

export interface ReturnableFacts {
  status: ItemStatus;
  tracking: TrackingStatus | null;
  isGiftCard: boolean;
  isEgc: boolean;
  placedAt: Date;
  returnAttempts: number;
  /** The item is in a return that is not cancelled. */
  inOpenReturn: boolean;
  /** A replacement whose exchanged item has not come back yet. */
  replacedItemOut?: boolean;
}

/** Items on their way back, or back. */
const RETURNED_STATUSES: ReadonlySet<ItemStatus> = new Set(["RETURN_IN_PROGRESS", "RETURNING", "RETURNED"]);

/**
 * Whether the customer may return (or exchange) an item: delivered and customerReturnable (not a
 * gift card, inside the window of spec 2 section 9), not in a return already, and fewer than 10
 * attempts used. Answers the first reason it may not.
 */
export function returnIneligibility(item: ReturnableFacts, now: Date): IneligibleReason | null {
  if (item.inOpenReturn) return "return-open";
  if (RETURNED_STATUSES.has(item.status)) return "already-returned";
  const flags = lineFlags({ ...item, returnAttempts: 0 }, now);
  if (!flags.returnable) return "not-delivered";
  if (item.isGiftCard) return "gift-card";
  if (!insideReturnWindow(item.placedAt, now)) return "outside-window";
  if (item.returnAttempts >= MAX_RETURN_ATTEMPTS) return "attempts-used";
  if (item.replacedItemOut) return "exchange-open";
  return flags.customerReturnable ? null : "not-delivered";
}

/** What the shopper reads for each reason (our words). */
export const INELIGIBLE_WORDS: Readonly<Record<IneligibleReason, string>> = {
  "not-delivered": "This item can be returned once it has been delivered.",
  "gift-card": "Gift cards cannot be returned.",
  "outside-window": "This item is outside its return window.",
  "attempts-used": "This item has reached the limit of 10 return attempts.",
  "return-open": "This item already has a return on its way.",
  "exchange-open": "This item can be returned once the item it replaced is back with us.",
  "already-returned": "This item has already been returned.",
};

/** The reasons a shopper gives for a return (our words; the spec names none). */
export const RETURN_REASONS = {
  "too-small": "Too small",
  "too-large": "Too large",
  "too-narrow": "Too narrow",
  "too-wide": "Too wide",
  "not-as-pictured": "Not as pictured or described",
  "changed-mind": "Changed my mind",
  defective: "Defective or damaged",
  "wrong-item": "Wrong item was sent",
} as const;
export type ReturnReason = keyof typeof RETURN_REASONS;
export const RETURN_REASON_CODES = Object.keys(RETURN_REASONS) as ReturnReason[];
