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
  typedCard,
} from "./card-rules.ts";
export { CARD_ID, CardListForm } from "./forms.ts";
