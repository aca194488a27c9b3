/** The words of a refused return (spec 2 names the ids; the words are ours). */
export const RETURN_ANSWERS = {
  itemNotFound: "We could not find that item in your orders.",
  duplicateItem: "Each item can be returned once per request.",
  priorContract: "This item already has a return on its way.",
  mixedDestination: "Items bought from different stores go back to different places: return them separately.",
  labelUnavailable: "That way of sending the return back is not offered for these items.",
  returnNotFound: "We could not find that return.",
  notCancellable: "This return is already on its way back and can no longer be canceled.",
  contractCancelled: "This item's return was already canceled.",
  exchangeNotFound: "We could not find that exchange.",
  confirmed: "Your return is confirmed",
  cancelled: "Your return has been canceled.",
} as const;
