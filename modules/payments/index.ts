export {
  cardEditSchema,
  cardFormSchema,
  cvvForBrand,
  newCardFields,
  type TypedCard,
  typedCard,
} from "./card-form-schemas.ts";
export {
  CARD_LIMITS,
  CARD_MESSAGES,
  type CardBrand,
  cardBrand,
  cvvLength,
  formatExpiryInput,
  maskedNumber,
} from "./card-rules.ts";
export { CARD_ID, CardListForm, HELD_CARD_HANDLE } from "./forms.ts";
