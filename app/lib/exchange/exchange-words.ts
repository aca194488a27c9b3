/**
 * The exchange pages' own words where spec 2 names a state but gives none (see docs/decisions.md).
 * The confirmed words and the refusals are the module's (EXCHANGE_ANSWERS, INELIGIBLE_WORDS).
 */
export const EXCHANGE_WORDS = {
  nothingToPay: "There is nothing to pay.",
  confirming: "Confirming your exchange...",
  seeReturns: "See your returns",
  printLabel: "Print your return label",
  nothingInStock: "No other size or colour of this item is in stock now.",
} as const;
