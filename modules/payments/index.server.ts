export { paymentRoutes } from "./api.server.ts";
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
  addCard,
  associateBillingAddress,
  CARD_ANSWERS,
  type CardChange,
  cardChangeOf,
  cardToken,
  deleteCards,
  getCard,
  listCards,
  MAX_CARDS,
  MAX_DECLINES,
  type NewCard,
  newCardOf,
  type SavedCard,
  setDefaultCard,
  updateCard,
} from "./payments.server.ts";
export { cardTokenForRecovery } from "./recovery-token.server.ts";
