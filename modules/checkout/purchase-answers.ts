import { type Purchase, VIOLATION_MESSAGES } from "./purchase-types.ts";

/** Checkout's configure call as the pages and the API use it: who, what may change, what it answers. Pure. */

/** Who is checking out: a signed-in customer, in one marketplace. */
export interface CheckoutCustomer {
  customerId: number;
  marketplace: string;
}

/** The words of checkout's own answers (spec 2 section 8 where it gives them; see docs/decisions.md). */
export const CHECKOUT_ANSWERS = {
  emptyCart: "Your bag is empty. Add an item to check out.",
  purchaseNotFound: "We could not find this checkout. Please start again from your bag.",
  stale: "Your order changed since you last saw it. Please review it and place it again.",
  speedUnavailable: "That shipping speed is not available for this order.",
  lineNotInBag: "That item is not in this order.",
  giftMessageTooLong: "A gift message can be at most 240 characters.",
  giftMessageCharacters: "A gift message can hold letters, digits, punctuation and line breaks only.",
  giftSaved: "Gift message has been saved",
  giftRemoved: "Gift message has been removed",
  badCode: VIOLATION_MESSAGES.BadPromotion,
  couponRemoved: "Your code has been removed.",
  couponApplied: "Your code has been applied.",
  giftCardApplied: "Your gift card has been added to your balance.",
} as const;

/** A purchase id: 24 lower-case hex digits (96 random bits). */
export const PURCHASE_ID_PATTERN = /^[0-9a-f]{24}$/;

/** What a configure may change (spec 2's configure request, as the API and the forms parse it). */
export interface ConfigureChange {
  addressId?: number;
  paymentInstrumentId?: number;
  shipmentSpeed?: string;
  /** A promo code or a gift card's claim code, as typed. */
  coupon?: string;
  removeCoupon?: boolean;
  useGCBalance?: boolean;
  giftOptions?: { lineItemId: string; giftMessage: string }[];
  isRemovingGiftOptions?: boolean;
  /** Start over: the customer's defaults, no code, no gift messages. */
  clearPurchaseDoc?: boolean;
}

export interface CheckoutAnswer {
  purchase: Purchase;
  /** What the change did, in the spec's words ('Gift message has been saved'), if it says anything. */
  message?: string;
}
