export {
  CARD_LIMITS,
  CARD_MESSAGES,
  type CardBrand,
  cardBrand,
  cardEditSchema,
  cardFormSchema,
  formatExpiryInput,
  maskedNumber,
} from "./card-rules.ts";
