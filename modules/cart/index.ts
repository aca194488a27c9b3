export {
  designName,
  EGIFT_CARD_DESIGNS,
  EGIFT_CARD_MESSAGES,
  type EgiftCardDesignId,
  GIFT_CARD_DETAIL_LIMITS,
  type GiftCardDetails,
  hasLink,
  sameGiftCardDetails,
} from "./gift-card-details.ts";
export {
  bagHoldsAllStock,
  CART_ERRORS,
  type CartErrorId,
  type CartType,
  canMix,
  cartType,
  isCartErrorId,
  MAX_CART_LINES,
  MAX_ITEM_QUANTITY,
  MAX_ITEMS_PER_REQUEST,
  QUANTITY_UNAVAILABLE_MESSAGE,
  quantityChoices,
  quantityUnavailable,
  REWARDS_MULTIPLIER,
  rewardsPoints,
} from "./rules.ts";
export type { Cart, CartChange, CartItem, CartMoney } from "./types.ts";
