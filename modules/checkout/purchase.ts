import type { AddressInput } from "../addresses/index.ts";
import type { GiftCardDetails } from "../cart/index.ts";
import { type ProductLine, productLineOf } from "../catalog/index.ts";
import { formatPrice } from "../core/index.ts";
import { insufficientBalanceMessage, type Promotion, type PromoViolation } from "../promotions/index.ts";
import { cartType, expressCheckoutShown, isDigitalOnly, type PaymentMethodType } from "./cart-type.ts";
import { type ChargeSummary, chargeSummary, GIFT_CARD_FOR_GIFT_CARD_MESSAGE } from "./charges.ts";
import { type PromiseChange, promiseChanges } from "./promise-changes.ts";
import { type BenefitReason, benefitCopy } from "./shipping-benefits.ts";
import { buildShipOptions, type ShipOption } from "./shipping-options.ts";
import { DIGITAL_DELIVERY, SPEEDS, type SpeedCode } from "./shipping-speeds.ts";
import { type ChoiceStep, changeableSteps, STEP_ORDER, type ViolationStep } from "./steps.ts";
import { taxRateFor } from "./tax.ts";

/**
 * The purchase document (spec 2 section 3): everything the checkout pages show and the order is
 * placed from, built by one pure function from the purchase's choices, the bag's lines priced from
 * the catalogue, and the customer's address, card and balances. The server builds it for every
 * answer and again, inside the order's transaction, before it places the order.
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

export interface PurchaseCard {
  paymentInstrumentId: number;
  brand: string | null;
  last4: string;
  expirationMonth: number;
  expirationYear: number;
  nameOnCard: string;
  isExpired: boolean;
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
  QuantityUnavailable: "Item quantity is not available. Please remove one or more of this item.",
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

/** Gift messages go with physical items; an e-gift card carries its own message to its recipient. */
const giftMessagable = (line: PurchaseLineInput) => !line.isEgc;

function itemViolations(lines: readonly PurchaseLineInput[]): ConstraintViolation[] {
  return lines.flatMap((line): ConstraintViolation[] => {
    if (line.onHand <= 0) {
      const name = "OfferListingUnavailable";
      return [{ name, step: "review", message: VIOLATION_MESSAGES[name], asin: line.asin }];
    }
    if (line.quantity > line.onHand) {
      const name = "QuantityUnavailable";
      return [{ name, step: "review", message: VIOLATION_MESSAGES[name], asin: line.asin }];
    }
    // An e-Gift Card goes by email: without its recipient it cannot be delivered.
    if (line.isEgc && line.gcCustomization === null) {
      const name = "DigitalDeliveryInformationMissing";
      return [{ name, step: "review", message: VIOLATION_MESSAGES[name], asin: line.asin }];
    }
    return [];
  });
}

const violation = (name: keyof typeof VIOLATION_MESSAGES, step: ViolationStep): ConstraintViolation => ({
  name,
  step,
  message: VIOLATION_MESSAGES[name],
});

/** The previous options, rebuilt from their codes and dates, to compare promise dates with. */
function shownOptions(
  shown: Readonly<Record<string, string>>,
): Pick<ShipOption, "code" | "name" | "promiseDate">[] {
  return Object.entries(shown).flatMap(
    ([code, promiseDate]): Pick<ShipOption, "code" | "name" | "promiseDate">[] => {
      if (code === DIGITAL_DELIVERY.code)
        return [{ code: DIGITAL_DELIVERY.code, name: DIGITAL_DELIVERY.name, promiseDate }];
      const speed = Object.hasOwn(SPEEDS, code) ? SPEEDS[code as SpeedCode] : undefined;
      return speed ? [{ code: code as SpeedCode, name: speed.name, promiseDate }] : [];
    },
  );
}

export function buildPurchase(input: PurchaseInput): Purchase {
  const kinds = input.lines.map((line) => ({ isGiftCard: line.isGiftCard, isDigital: line.isEgc }));
  const digitalOnly = isDigitalOnly(kinds);
  const address = input.shippingAddress.state === "active" ? input.shippingAddress.value : null;
  const ship = buildShipOptions({
    address: digitalOnly ? null : address,
    benefitReason: input.benefitReason,
    orderDate: input.now,
    ...(input.shipSpeed !== null && { selectedCode: input.shipSpeed }),
    ...(input.originalShippingCents !== null && { originalShippingChargeCents: input.originalShippingCents }),
    digitalOnly,
  });
  const selected = ship.options.find((option) => option.selected) ?? null;
  const promotion = input.coupon && "promotion" in input.coupon ? input.coupon.promotion : null;
  const card = input.card.state === "active" ? input.card.value : null;
  const charges = chargeSummary({
    lines: input.lines.map((line) => ({
      lineItemId: String(line.stockId),
      priceCents: line.priceCents,
      quantity: line.quantity,
      isGiftCard: line.isGiftCard,
    })),
    shippingCents: selected?.priceCents ?? 0,
    promo: promotion,
    taxRateBasisPoints: address && !digitalOnly ? taxRateFor(address) : 0,
    giftCardBalanceCents: input.giftCardBalanceCents,
    useGiftCardBalance: input.useGiftCardBalance,
  });

  const violations: ConstraintViolation[] = [];
  if (!digitalOnly) {
    if (input.shippingAddress.state === "none")
      violations.push(violation("DestinationInformationMissing", "address"));
    else if (input.shippingAddress.state === "inactive")
      violations.push(violation("ShipAddressDeactivated", "address"));
    else if (selected === null) violations.push(violation("NoShipOptions", "address"));
  }
  if (input.card.state === "inactive") {
    violations.push(violation("InactiveInstrument", "payment"));
  } else if (card?.isExpired) {
    violations.push({
      ...violation("ExpiredInstrument", "payment"),
      paymentInstrumentId: String(card.paymentInstrumentId),
    });
  } else if (card && card.billingAddress === null) {
    violations.push({
      ...violation("InactiveInstrumentBillingAddress", "payment"),
      paymentInstrumentId: String(card.paymentInstrumentId),
    });
  } else if (card === null && charges.cardRequired) {
    const giftCardsInBag = input.lines.some((line) => line.isGiftCard);
    if (input.useGiftCardBalance && giftCardsInBag) {
      violations.push(violation("GiftCardPaymentNotAllowed", "payment"));
    } else if (input.useGiftCardBalance && charges.gcApplied > 0) {
      violations.push({
        name: "InsufficientCoverage",
        step: "payment",
        message: insufficientBalanceMessage(formatPrice(charges.amountDue)),
      });
    } else {
      violations.push(violation("ValidPaymentMethodRequired", "payment"));
    }
  }
  violations.push(...itemViolations(input.lines));
  if (input.coupon && "violation" in input.coupon) {
    violations.push({ name: input.coupon.violation, step: "review", message: input.coupon.message });
  }

  // Cards only: no other payment method has a provider here.
  const paymentMethodType: PaymentMethodType = "card";
  const furthestStep = STEP_ORDER.find((step) => violations.some((v) => v.step === step)) ?? "review";
  const shown = ship.options.filter((option) => !option.isFiltered);
  return {
    purchaseId: input.purchaseId,
    versionNumber: input.versionNumber,
    productList: input.lines.map((line) => ({
      lineItemId: String(line.stockId),
      ...productLineOf(line),
      quantity: line.quantity,
      priceCents: line.priceCents,
      glProductGroupType: line.glProductGroupType,
      isGiftCard: line.isGiftCard,
      isEgc: line.isEgc,
      giftMessagable: giftMessagable(line),
      giftMessage: giftMessagable(line) ? (input.giftMessages[String(line.stockId)] ?? null) : null,
      gcCustomization: line.isEgc ? line.gcCustomization : null,
      hazmat: false,
      productUrl: line.productUrl,
      imageUrl: line.imageUrl,
    })),
    numItems: input.lines.reduce((sum, line) => sum + line.quantity, 0),
    cartType: cartType(kinds),
    purchaseType: digitalOnly ? "DIGITAL" : "PHYSICAL",
    hasHazmatItem: false,
    shippingAddressId: address?.addressId ?? null,
    shippingAddress: address,
    shippingBenefitReason: input.benefitReason,
    shippingBenefitCopy: benefitCopy(input.benefitReason),
    shipmentSpeed: selected?.code ?? null,
    groupDeliveryOptions: shown,
    filteredShipSpeeds: ship.filteredShipSpeeds,
    autoSelectedShipOption: ship.autoSelected,
    changedPromiseDates: promiseChanges(shownOptions(input.shownPromises), ship.options, input.purchaseId),
    deliveryPromise: selected ? { displayString: selected.deliveryPromise.displayString } : null,
    originalShippingCharge: input.originalShippingCents ?? selected?.priceCents ?? 0,
    paymentMethods: [
      ...(card
        ? [{ paymentMethodCode: "CC" as const, paymentInstrumentId: String(card.paymentInstrumentId) }]
        : []),
      ...(charges.gcApplied > 0 ? [{ paymentMethodCode: "GC" as const, paymentInstrumentId: null }] : []),
    ],
    purchaseCreditCard: card,
    coupon: input.coupon?.code ?? null,
    chargeSummary: charges,
    useGCBalance: input.useGiftCardBalance,
    giftCardBalance: input.giftCardBalanceCents,
    constraintViolations: violations,
    furthestStep,
    changeableSteps: changeableSteps(furthestStep, digitalOnly),
    canPlaceOrder: violations.length === 0 && input.lines.length > 0,
    paymentMethodType,
    expressCheckout: expressCheckoutShown({
      paymentMethodType,
      lines: kinds,
      hasShippingAddress: input.shippingAddress.state !== "none",
      hasCard: input.card.state !== "none",
      cardRequired: charges.cardRequired,
    }),
  };
}

/** The promise dates a purchase shows now, by speed code: kept to compare the next build with. */
export function promisesShown(purchase: Purchase): Record<string, string> {
  return Object.fromEntries(purchase.groupDeliveryOptions.map((option) => [option.code, option.promiseDate]));
}
