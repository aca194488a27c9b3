/**
 * The returns and exchange pages' form schemas: public like index.ts, but apart from it, so that
 * zod and Conform load only with the pages that have these forms.
 */

// Exchange pages (/exchange and its address steps).
export {
  EXCHANGE_FORM_MESSAGES,
  EXCHANGE_LABEL_TYPES,
  type ExchangeChoices,
  ExchangeForm,
  type ExchangeFormValue,
  exchangeChoicesOf,
} from "./exchange-forms.ts";
