export { paymentRoutes } from "./api.server.ts";
export {
  addCard,
  associateBillingAddress,
  type CardChange,
  type CardKeeping,
  cardChangeOf,
  cardDetailsOf,
  deleteCards,
  keepVerifiedCard,
  type NewCard,
  newCardOf,
  setDefaultCard,
  updateCard,
} from "./card-changes.server.ts";
export { type VerifiedCard, verifyCard } from "./card-verification.server.ts";
export {
  type CardDetails,
  createTestGateway,
  type GatewayAnswer,
  type GatewayRefusal,
  type PaymentGateway,
  refundQuietly,
  TEST_CARDS,
  type TokenizedCard,
  voidQuietly,
} from "./gateway.server.ts";
export {
  HELD_CARD_MINUTES,
  type HeldCardFace,
  heldCardFace,
  heldCardGone,
  holdVerifiedCard,
  takeHeldCard,
} from "./held-cards.server.ts";
export {
  CARD_ANSWERS,
  type CardFace,
  cardFaceOf,
  cardToken,
  getCard,
  listCards,
  MAX_CARDS,
  MAX_DECLINES,
  type SavedCard,
} from "./payments.server.ts";
export { cardTokenForRecovery } from "./recovery-token.server.ts";
