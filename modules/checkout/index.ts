export { addBusinessDays, formatPromise, isBusinessDay, STORE_TIME_ZONE } from "./business-days.ts";
export {
  AFTERPAY_DEFAULT_LIMITS,
  type AfterpayLimits,
  afterpayEligible,
  cartType,
  expressCheckoutShown,
  isDigitalOnly,
  PAYMENT_METHOD_TYPES,
  type PaymentMethodType,
} from "./cart-type.ts";
export { type ChargeSummary, chargeSummary, GIFT_CARD_FOR_GIFT_CARD_MESSAGE } from "./charges.ts";
export {
  CheckoutForm,
  type CheckoutFormValue,
  type ExpressCard,
  type ExpressCheckoutValue,
  expressCheckoutForm,
  holdsCard,
  MAX_CODE_INPUT,
  MAX_GIFT_MESSAGE,
} from "./forms.ts";
export { ORDER_PLACED, orderConfirmationMail } from "./order-mail.ts";
export { cardChargeWords, egiftCardDelivery, isEmailedOrder } from "./order-words.ts";
export {
  buildPurchase,
  type ConstraintViolation,
  type Purchase,
  type PurchaseAddress,
  type PurchaseCard,
  type PurchaseLine,
  VIOLATION_MESSAGES,
} from "./purchase.ts";
export { BENEFIT_COPY, type BenefitReason, benefitCopy } from "./shipping-benefits.ts";
export type { ShipOption } from "./shipping-options.ts";
export { SPEED_CODES, SPEEDS, type SpeedCode } from "./shipping-speeds.ts";
export {
  type ChoiceStep,
  changeableSteps,
  mayChoose,
  STEP_LOCKED_MESSAGES,
  STEP_ORDER,
  stepState,
  type ViolationStep,
} from "./steps.ts";
export { estimatedTax, STATE_TAX_RATES, taxRateFor } from "./tax.ts";
