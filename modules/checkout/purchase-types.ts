import type { AddressInput } from "../addresses/index.ts";
import { type GiftCardDetails, QUANTITY_UNAVAILABLE_MESSAGE } from "../cart/index.ts";
import type { ProductLine } from "../catalog/index.ts";
import type { CardFace } from "../payments/index.server.ts";
import type { Promotion, PromoViolation } from "../promotions/index.ts";
import type { cartType, PaymentMethodType } from "./cart-type.ts";
import { type ChargeSummary, GIFT_CARD_FOR_GIFT_CARD_MESSAGE } from "./charges.ts";
import type { PromiseChange } from "./promise-changes.ts";
import type { BenefitReason } from "./shipping-benefits.ts";
import type { ShipOption } from "./shipping-options.ts";
import type { SpeedCode } from "./shipping-speeds.ts";
import type { ChoiceStep, ViolationStep } from "./steps.ts";

/**
 * The purchase document's shapes (spec 2 section 3): what it is built from (PurchaseInput) and
 * what it is (Purchase), with the words of its constraint violations. Pure.
 */

/** A line of the bag as checkout sees it: the catalogue's item, its price now and what is left. */
export interface PurchaseLineInput extends ProductLine {
  quantity: number;
  priceCents: number;
  onHand: number;
  glProductGroupType: string;
  isGiftCard: boolean;
  isEgc: boolean;
  /** An e-Gift Card's recipient, sender, message and design, as the bag holds it (null when none). */
  gcCustomization: GiftCardDetails | null;
  productUrl: string;
  imageUrl: string;
}

/** The purchase's shipping or billing address: a saved address's fields and id. */
export interface PurchaseAddress extends AddressInput {
  addressId: number;
}

/** The purchase's card: a saved card's face, and its billing address (null once deleted). */
export interface PurchaseCard extends CardFace {
  billingAddress: PurchaseAddress | null;
}

/** The chosen address or card: found among the customer's active ones, deleted since, or none chosen. */
export type Chosen<T> = { state: "active"; value: T } | { state: "inactive" } | { state: "none" };

export interface PurchaseInput {
  purchaseId: string;
  versionNumber: number;
  lines: readonly PurchaseLineInput[];
  giftMessages: Readonly<Record<string, string>>;
  shippingAddress: Chosen<PurchaseAddress>;
  card: Chosen<PurchaseCard>;
  shipSpeed: string | null;
  originalShippingCents: number | null;
  /** The promise dates shown last time, by speed code. */
  shownPromises: Readonly<Record<string, string>>;
  /** The coupon the purchase holds: its promotion when it still applies, else why not. */
  coupon:
    | { code: string; promotion: Promotion }
    | { code: string; violation: PromoViolation; message: string }
    | null;
  giftCardBalanceCents: number;
  useGiftCardBalance: boolean;
  benefitReason: BenefitReason;
  now: Date;
}

export interface ConstraintViolation {
  /** The spec's violation type. */
  name: string;
  step: ViolationStep;
  message: string;
  /** The item concerned, for per-item violations. */
  asin?: string;
  /** The card concerned, for payment violations. */
  paymentInstrumentId?: string;
}

/** Spec 2 section 8's words for the violations this store can reach; ours where the spec has none. */
export const VIOLATION_MESSAGES = {
  DestinationInformationMissing: "Please choose a shipping address.",
  ShipAddressDeactivated: "Your order cannot be shipped to the current address. Please select a new one.",
  NoShipOptions: "Your order cannot be shipped to the current address. Please select a new one.",
  ValidPaymentMethodRequired: "Please choose a payment method.",
  ExpiredInstrument: "Payment instrument has expired. Please select a new payment.",
  InactiveInstrument: "Payment instrument is inactive.  Please select a new payment.",
  InactiveInstrumentBillingAddress: "Payment instrument is inactive.  Please select a new payment.",
  GiftCardPaymentNotAllowed: GIFT_CARD_FOR_GIFT_CARD_MESSAGE,
  DigitalDeliveryInformationMissing:
    "Your order is missing delivery information for a digital product.  Please remove the item below.",
  QuantityUnavailable: QUANTITY_UNAVAILABLE_MESSAGE,
  OfferListingUnavailable: "Item no longer available. Please remove this item.",
  BadPromotion: "There was a problem adding your gift card or code.  See below for more information.",
  ItemWithProblem:
    "There is a problem with one of the items in your cart. Please modify it below to proceed with checkout.",
} as const;

export interface PurchaseLine extends ProductLine {
  lineItemId: string;
  quantity: number;
  priceCents: number;
  glProductGroupType: string;
  isGiftCard: boolean;
  isEgc: boolean;
  giftMessagable: boolean;
  giftMessage: string | null;
  /** An e-Gift Card's delivery: to whom, from whom, the message and the design. */
  gcCustomization: GiftCardDetails | null;
  hazmat: boolean;
  productUrl: string;
  imageUrl: string;
}

export interface Purchase {
  purchaseId: string;
  versionNumber: number;
  productList: PurchaseLine[];
  numItems: number;
  cartType: ReturnType<typeof cartType>;
  /** DIGITAL when nothing ships (e-gift cards alone), else PHYSICAL. */
  purchaseType: "PHYSICAL" | "DIGITAL";
  hasHazmatItem: boolean;
  shippingAddressId: number | null;
  shippingAddress: PurchaseAddress | null;
  shippingBenefitReason: BenefitReason;
  /** The words above the options (VIP, Prime or everyone's free standard shipping). */
  shippingBenefitCopy: string;
  shipmentSpeed: string | null;
  /** The options shown, fastest first (the hidden ones are in filteredShipSpeeds). */
  groupDeliveryOptions: ShipOption[];
  filteredShipSpeeds: SpeedCode[];
  autoSelectedShipOption: boolean;
  changedPromiseDates: PromiseChange[];
  deliveryPromise: { displayString: string } | null;
  originalShippingCharge: number;
  paymentMethods: { paymentMethodCode: "CC" | "GC"; paymentInstrumentId: string | null }[];
  purchaseCreditCard: PurchaseCard | null;
  coupon: string | null;
  /** The coupon applied is an employee discount (spec 2 section 6: its description marks employee). */
  employeeDiscount: boolean;
  chargeSummary: ChargeSummary;
  useGCBalance: boolean;
  giftCardBalance: number;
  constraintViolations: ConstraintViolation[];
  furthestStep: ViolationStep;
  /** The completed steps that may be changed at the furthest step (spec 2 section 4). */
  changeableSteps: ChoiceStep[];
  canPlaceOrder: boolean;
  /** Spec 4's payment method type: cards only, until another provider is configured. */
  paymentMethodType: PaymentMethodType;
  /** Spec 4: the address and the card may be given in one form (a first purchase). */
  expressCheckout: boolean;
}
