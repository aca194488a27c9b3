import { productLineOf } from "../catalog/index.ts";
import { isEmployeeDiscount } from "../promotions/index.ts";
import { cartType, expressCheckoutShown, isDigitalOnly, type PaymentMethodType } from "./cart-type.ts";
import { type ChargeSummary, chargeSummary } from "./charges.ts";
import { promiseChanges } from "./promise-changes.ts";
import type {
  Purchase,
  PurchaseAddress,
  PurchaseInput,
  PurchaseLine,
  PurchaseLineInput,
} from "./purchase-types.ts";
import { constraintViolations } from "./purchase-violations.ts";
import { benefitCopy } from "./shipping-benefits.ts";
import { buildShipOptions, type ShipOption } from "./shipping-options.ts";
import { DIGITAL_DELIVERY, SPEEDS, type SpeedCode } from "./shipping-speeds.ts";
import { changeableSteps, STEP_ORDER } from "./steps.ts";
import { taxRateFor } from "./tax.ts";

/**
 * The purchase document (spec 2 section 3): everything the checkout pages show and the order is
 * placed from, built by one pure function from the purchase's choices, the bag's lines priced from
 * the catalogue, and the customer's address, card and balances. The server builds it for every
 * answer and again, inside the order's transaction, before it places the order.
 */

export type {
  Chosen,
  ConstraintViolation,
  Purchase,
  PurchaseAddress,
  PurchaseCard,
  PurchaseInput,
  PurchaseLine,
  PurchaseLineInput,
} from "./purchase-types.ts";
export { VIOLATION_MESSAGES } from "./purchase-types.ts";

/** Gift messages go with physical items; an e-gift card carries its own message to its recipient. */
const giftMessagable = (line: PurchaseLineInput) => !line.isEgc;

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

/** The purchase's lines as the document lists them, each with its gift message when it may carry one. */
function purchaseLines(input: PurchaseInput): PurchaseLine[] {
  return input.lines.map((line) => ({
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
  }));
}

/** The charges: the lines, the chosen speed's price, the code's discount, the address's tax, the balance. */
function chargesOf(
  input: PurchaseInput,
  shipping: { address: PurchaseAddress | null; option: ShipOption | null; digitalOnly: boolean },
): ChargeSummary {
  const promotion = input.coupon && "promotion" in input.coupon ? input.coupon.promotion : null;
  const { address, digitalOnly } = shipping;
  return chargeSummary({
    lines: input.lines.map((line) => ({
      lineItemId: String(line.stockId),
      priceCents: line.priceCents,
      quantity: line.quantity,
      isGiftCard: line.isGiftCard,
    })),
    shippingCents: shipping.option?.priceCents ?? 0,
    promo: promotion,
    taxRateBasisPoints: address && !digitalOnly ? taxRateFor(address) : 0,
    giftCardBalanceCents: input.giftCardBalanceCents,
    useGiftCardBalance: input.useGiftCardBalance,
  });
}

/** Builds the purchase document from what it is made of (see PurchaseInput); the same input, the same document. */
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
  const card = input.card.state === "active" ? input.card.value : null;
  const charges = chargesOf(input, { address, option: selected, digitalOnly });
  const violations = constraintViolations(input, {
    digitalOnly,
    shippable: selected !== null,
    card,
    charges,
  });
  // Cards only: no other payment method has a provider here.
  const paymentMethodType: PaymentMethodType = "card";
  const furthestStep = STEP_ORDER.find((step) => violations.some((v) => v.step === step)) ?? "review";
  return {
    purchaseId: input.purchaseId,
    versionNumber: input.versionNumber,
    productList: purchaseLines(input),
    numItems: input.lines.reduce((sum, line) => sum + line.quantity, 0),
    cartType: cartType(kinds),
    purchaseType: digitalOnly ? "DIGITAL" : "PHYSICAL",
    hasHazmatItem: false,
    shippingAddressId: address?.addressId ?? null,
    shippingAddress: address,
    shippingBenefitReason: input.benefitReason,
    shippingBenefitCopy: benefitCopy(input.benefitReason),
    shipmentSpeed: selected?.code ?? null,
    groupDeliveryOptions: ship.options.filter((option) => !option.isFiltered),
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
    employeeDiscount: Boolean(
      input.coupon && "promotion" in input.coupon && isEmployeeDiscount(input.coupon.promotion),
    ),
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
