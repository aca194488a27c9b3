import { quantityUnavailable } from "../cart/index.ts";
import { formatPrice } from "../core/index.ts";
import { insufficientBalanceMessage } from "../promotions/index.ts";
import type { ChargeSummary } from "./charges.ts";
import {
  type ConstraintViolation,
  type PurchaseCard,
  type PurchaseInput,
  type PurchaseLineInput,
  VIOLATION_MESSAGES,
} from "./purchase-types.ts";
import type { ViolationStep } from "./steps.ts";

/**
 * What stands between a purchase and Place Your Order (spec 2 section 8's constraint violations):
 * each on the step that mends it, in the spec's words. Pure.
 */

/** What the purchase's builder knows besides its input when it judges it. */
export interface PurchaseFacts {
  digitalOnly: boolean;
  /** A shipping option could be chosen for the address. */
  shippable: boolean;
  card: PurchaseCard | null;
  charges: ChargeSummary;
}

const violation = (name: keyof typeof VIOLATION_MESSAGES, step: ViolationStep): ConstraintViolation => ({
  name,
  step,
  message: VIOLATION_MESSAGES[name],
});

/** Every violation of the purchase, the address's first, then the payment's, the items' and the code's. */
export function constraintViolations(input: PurchaseInput, facts: PurchaseFacts): ConstraintViolation[] {
  const coupon = input.coupon && "violation" in input.coupon ? input.coupon : null;
  return [
    ...addressViolations(input, facts),
    ...paymentViolations(input, facts),
    ...itemViolations(input.lines),
    ...(coupon ? [{ name: coupon.violation, step: "review" as const, message: coupon.message }] : []),
  ];
}

/** A physical purchase needs an active shipping address that some speed can reach. */
function addressViolations(input: PurchaseInput, facts: PurchaseFacts): ConstraintViolation[] {
  if (facts.digitalOnly) return [];
  if (input.shippingAddress.state === "none") return [violation("DestinationInformationMissing", "address")];
  if (input.shippingAddress.state === "inactive") return [violation("ShipAddressDeactivated", "address")];
  return facts.shippable ? [] : [violation("NoShipOptions", "address")];
}

/** The card: active, not expired, billed to an address still there; or none needed, the balance covering it. */
function paymentViolations(input: PurchaseInput, facts: PurchaseFacts): ConstraintViolation[] {
  const { card, charges } = facts;
  if (input.card.state === "inactive") return [violation("InactiveInstrument", "payment")];
  const ofCard = (name: "ExpiredInstrument" | "InactiveInstrumentBillingAddress", chosen: PurchaseCard) => [
    { ...violation(name, "payment"), paymentInstrumentId: String(chosen.paymentInstrumentId) },
  ];
  if (card?.isExpired) return ofCard("ExpiredInstrument", card);
  if (card && card.billingAddress === null) return ofCard("InactiveInstrumentBillingAddress", card);
  if (card !== null || !charges.cardRequired) return [];
  const giftCardsInBag = input.lines.some((line) => line.isGiftCard);
  if (input.useGiftCardBalance && giftCardsInBag) return [violation("GiftCardPaymentNotAllowed", "payment")];
  if (input.useGiftCardBalance && charges.gcApplied > 0) {
    return [
      {
        name: "InsufficientCoverage",
        step: "payment",
        message: insufficientBalanceMessage(formatPrice(charges.amountDue)),
      },
    ];
  }
  return [violation("ValidPaymentMethodRequired", "payment")];
}

/** An item gone, fewer left than asked, or an e-Gift Card without its recipient. */
function itemViolations(lines: readonly PurchaseLineInput[]): ConstraintViolation[] {
  return lines.flatMap((line): ConstraintViolation[] => {
    if (line.onHand <= 0) {
      const name = "OfferListingUnavailable";
      return [{ name, step: "review", message: VIOLATION_MESSAGES[name], asin: line.asin }];
    }
    if (quantityUnavailable(line)) {
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
