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
export { CARD_ID, CardListForm } from "./forms.ts";
