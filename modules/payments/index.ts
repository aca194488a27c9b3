export {
  CARD_LIMITS,
  CARD_MESSAGES,
  type CardBrand,
  cardBrand,
  cardEditSchema,
  cardFormSchema,
  cvvForBrand,
  formatExpiryInput,
  maskedNumber,
  newCardFields,
  type TypedCard,
  typedCard,
} from "./card-rules.ts";
export { CARD_ID, CardListForm } from "./forms.ts";
