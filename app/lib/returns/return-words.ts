/**
 * The returns pages' own words where spec 2 names a state but gives no words (see docs/decisions.md).
 * The confirmed and cancelled words, and every refusal, are the module's (RETURN_ANSWERS, AppError
 * messages, INELIGIBLE_WORDS).
 */
export const RETURN_WORDS = {
  submitting: "Submitting your return...",
  cancelling: "Cancelling your return...",
  noReturns: "You have no returns.",
  pastLastPage: "There are no returns on this page.",
  nothingToStart: "None of your delivered items can be returned now.",
  noItems: "There are no items to return here.",
  labelMailed: "We are posting a printed label to you; it arrives in 5 to 7 business days.",
  nothingToCancel: "This return has no items left to cancel.",
  labelReady: "This return's label is ready to print.",
  labelNotOffered: "This return's label cannot be changed now.",
  /** An exchange's return, around its replacement's order number: what is true instead of a refund. */
  exchangedFor: "Exchanged for a replacement, order",
  noRefundDue: ": no refund is due.",
  refundWhen: "back to how you paid, once we have received your items.",
} as const;
