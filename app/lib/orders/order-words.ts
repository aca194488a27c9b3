/**
 * The order pages' own words where spec 2 names a state but gives no words (see docs/decisions.md):
 * the cancellation's loading state, the payment update's updating and updated states, and the pages'
 * empty states. The confirmed and refused words are the module's (CANCEL_ANSWERS, AppError messages).
 */
export const ORDER_WORDS = {
  cancelling: "Cancelling your items...",
  updating: "Updating your payment method...",
  updated: "Your payment method has been updated. We will ship your order soon.",
  noOrders: "You have not placed any orders yet.",
  noMatches: "No orders match your search.",
  pastLastPage: "There are no orders on this page.",
  nothingToCancel: "No items of this order can be cancelled now: they have shipped or were cancelled.",
  paymentNeeded: "Your card was declined. Choose another card and we will ship your order.",
  guestPayment: "Your card was declined. Sign in to choose another card for this order.",
} as const;
