export { promotionRoutes } from "./api.server.ts";
export {
  type ClaimedGiftCard,
  claimGiftCard,
  giftCardBalance,
  issueGiftCard,
  MAX_GIFT_CARD_CENTS,
  type NewGiftCard,
  restoreGiftCardBalance,
  spendGiftCardBalance,
} from "./gift-cards.server.ts";
export {
  checkPromoCode,
  findPromotion,
  type PromotionUse,
  recordPromotionUse,
  releasePromotionUse,
  savePromotion,
  timesUsedBy,
} from "./promotions.server.ts";
