import { getAddress } from "../addresses/index.server.ts";
import type { BagLine } from "../cart/index.server.ts";
import { AppError, type Db, hasUnacceptableCharacter } from "../core/index.ts";
import { getCard } from "../payments/index.server.ts";
import { claimGiftCard } from "../promotions/index.server.ts";
import {
  checkoutGiftCardMessage,
  giftCardRefusalOf,
  INVALID_COUPON_EVENT,
  normalisePromoCode,
  PROMO_MESSAGES,
} from "../promotions/index.ts";
import { MAX_GIFT_MESSAGE } from "./forms.ts";
import { buildPurchase } from "./purchase.ts";
import { CHECKOUT_ANSWERS, type CheckoutCustomer, type ConfigureChange } from "./purchase-answers.ts";
import {
  bagFingerprint,
  checkCodeFor,
  defaults,
  pricedLines,
  purchaseInput,
} from "./purchase-input.server.ts";
import type { PurchaseRow } from "./schema.server.ts";
import { DIGITAL_DELIVERY, SPEED_CODES } from "./shipping-speeds.ts";
import { type ChoiceStep, mayChoose, STEP_LOCKED_MESSAGES } from "./steps.ts";

/** A configure request's change, checked and applied to the purchase's row (in memory). */

/** A configure request checkout cannot take: 400 checkout.input.invalid, on its field. */
export function invalid(message: string, field?: string): AppError {
  return new AppError("invalid_input", "checkout.input.invalid", message, field ? { field } : undefined);
}

const isSpeed = (code: string) =>
  code === DIGITAL_DELIVERY.code || (SPEED_CODES as readonly string[]).includes(code);

/** A gift message as kept: line breaks as LF, tabs as spaces, trimmed; control characters refused. */
function cleanGiftMessage(message: string): string {
  if (hasUnacceptableCharacter(message)) {
    throw new AppError("invalid_input", "gift.options.invalid", CHECKOUT_ANSWERS.giftMessageCharacters, {
      field: "giftMessage",
    });
  }
  return message.replace(/\r\n?/g, "\n").replaceAll("\t", " ").trim();
}

/** The field of a choice step, for a refusal's words. */
const STEP_FIELDS: Readonly<Record<ChoiceStep, string>> = {
  address: "addressId",
  payment: "paymentInstrumentId",
  shipoption: "shipmentSpeed",
};

/**
 * Refuses (409 checkout.step.locked) a change to a completed step that the furthest allowed step
 * does not let change (spec 2 section 4), judged on the purchase as it was before the change. A
 * choice equal to the current one is no change; only a real change costs the second pricing.
 */
export async function refuseLockedSteps(
  tx: Db,
  customer: CheckoutCustomer,
  row: PurchaseRow,
  lines: readonly BagLine[],
  change: ConfigureChange,
  now: Date,
): Promise<void> {
  if (change.clearPurchaseDoc) return;
  const asked: ChoiceStep[] = [];
  if (change.addressId !== undefined && change.addressId !== row.shippingAddressId) asked.push("address");
  if (change.paymentInstrumentId !== undefined && change.paymentInstrumentId !== row.paymentInstrumentId) {
    asked.push("payment");
  }
  if (change.shipmentSpeed !== undefined && change.shipmentSpeed !== row.shipSpeed) asked.push("shipoption");
  if (asked.length === 0) return;
  const before = buildPurchase(
    await purchaseInput(tx, customer, { ...row, bagFingerprint: bagFingerprint(lines) }, lines, now),
  );
  const digitalOnly = before.purchaseType === "DIGITAL";
  const locked = asked.find(
    (step) =>
      !(step === "shipoption" && change.shipmentSpeed === before.shipmentSpeed) &&
      !mayChoose(step, before.furthestStep, digitalOnly),
  );
  if (locked) {
    throw new AppError("conflict", "checkout.step.locked", STEP_LOCKED_MESSAGES[locked], {
      field: STEP_FIELDS[locked],
    });
  }
}

/**
 * Applies a change to the row (in memory): each choice is checked as the customer's own before it
 * is kept. Answers the row as changed and what to tell the shopper.
 */
export async function applyChange(
  tx: Db,
  customer: CheckoutCustomer,
  row: PurchaseRow,
  lines: readonly BagLine[],
  change: ConfigureChange,
  now: Date,
): Promise<{ row: PurchaseRow; message?: string }> {
  const start: PurchaseRow = change.clearPurchaseDoc
    ? { ...row, ...(await defaults(tx, customer.customerId, now)) }
    : { ...row };
  const chosen = await applyChoices(tx, customer.customerId, start, change, now);
  const coded = await applyCoupon(tx, customer, chosen, lines, change, now);
  const gifted = applyGiftOptions(coded.row, lines, change);
  const message = gifted.message ?? coded.message;
  return { row: gifted.row, ...(message !== undefined && { message }) };
}

/** The address, the card (each the customer's own), the shipping speed and the balance's use. */
async function applyChoices(
  tx: Db,
  customerId: number,
  row: PurchaseRow,
  change: ConfigureChange,
  now: Date,
): Promise<PurchaseRow> {
  let next = row;
  if (change.addressId !== undefined) {
    await getAddress(tx, customerId, change.addressId);
    next = { ...next, shippingAddressId: change.addressId };
  }
  if (change.paymentInstrumentId !== undefined) {
    await getCard(tx, customerId, change.paymentInstrumentId, now);
    next = { ...next, paymentInstrumentId: change.paymentInstrumentId };
  }
  if (change.shipmentSpeed !== undefined) {
    if (!isSpeed(change.shipmentSpeed)) throw invalid(CHECKOUT_ANSWERS.speedUnavailable, "shipmentSpeed");
    next = { ...next, shipSpeed: change.shipmentSpeed };
  }
  if (change.useGCBalance !== undefined) next = { ...next, useGcBalance: change.useGCBalance };
  return next;
}

/** A code removed, or a code typed (a promo code, or a gift card's claim code added to the balance). */
async function applyCoupon(
  tx: Db,
  customer: CheckoutCustomer,
  row: PurchaseRow,
  lines: readonly BagLine[],
  change: ConfigureChange,
  now: Date,
): Promise<{ row: PurchaseRow; message?: string }> {
  if (change.coupon !== undefined) {
    const removed = change.removeCoupon ? { ...row, couponCode: null } : row;
    const applied = await applyCode(tx, customer, lines, change.coupon, now);
    return applied.giftCard
      ? { row: { ...removed, useGcBalance: true }, message: CHECKOUT_ANSWERS.giftCardApplied }
      : { row: { ...removed, couponCode: applied.code }, message: CHECKOUT_ANSWERS.couponApplied };
  }
  if (change.removeCoupon)
    return { row: { ...row, couponCode: null }, message: CHECKOUT_ANSWERS.couponRemoved };
  return { row };
}

/** Gift messages saved or removed, each on a line of the bag, cleaned and bounded. */
function applyGiftOptions(
  row: PurchaseRow,
  lines: readonly BagLine[],
  change: ConfigureChange,
): { row: PurchaseRow; message?: string } {
  if (change.giftOptions === undefined && !change.isRemovingGiftOptions) return { row };
  const inBag = new Set(lines.map((line) => String(line.stockId)));
  const messages = { ...row.giftMessages };
  for (const option of change.giftOptions ?? []) {
    if (!inBag.has(option.lineItemId)) throw invalid(CHECKOUT_ANSWERS.lineNotInBag, "lineItemId");
    const text = cleanGiftMessage(option.giftMessage);
    if (text.length > MAX_GIFT_MESSAGE) {
      throw new AppError("invalid_input", "gift.options.invalid", CHECKOUT_ANSWERS.giftMessageTooLong, {
        field: "giftMessage",
      });
    }
    if (change.isRemovingGiftOptions || text === "") delete messages[option.lineItemId];
    else messages[option.lineItemId] = text;
  }
  if (change.isRemovingGiftOptions && (change.giftOptions ?? []).length === 0) {
    for (const key of Object.keys(messages)) delete messages[key];
  }
  const removing =
    change.isRemovingGiftOptions ||
    (change.giftOptions ?? []).every((o) => cleanGiftMessage(o.giftMessage) === "");
  return {
    row: { ...row, giftMessages: messages },
    message: removing ? CHECKOUT_ANSWERS.giftRemoved : CHECKOUT_ANSWERS.giftSaved,
  };
}

/**
 * A code typed at checkout: a promo code when one has it, else a gift card's claim code (claimed to
 * the customer's balance, which the purchase then uses). Neither: 400 with the promo's or the gift
 * card's own words, and extraInfo the spec's headline and the 'Invalid Coupon Code' event.
 */
async function applyCode(
  tx: Db,
  customer: CheckoutCustomer,
  lines: readonly BagLine[],
  typed: string,
  now: Date,
): Promise<{ code: string; giftCard: boolean }> {
  const priced = await pricedLines(tx, lines);
  const subtotalCents = priced
    .filter((l) => !l.isGiftCard)
    .reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const { promotion, check } = await checkCodeFor(tx, customer, typed, subtotalCents, now);
  if (check.ok && promotion) return { code: promotion.code, giftCard: false };
  const refusal = (message: string, trackingEvent?: string) =>
    new AppError("invalid_input", "checkout.coupon.invalid", message, {
      field: "coupon",
      extraInfo: { headline: CHECKOUT_ANSWERS.badCode, ...(trackingEvent && { trackingEvent }) },
    });
  if (promotion || check.ok || check.violation !== "PROMO_INVALID") {
    throw refusal(check.ok ? PROMO_MESSAGES.PROMO_INVALID : check.message);
  }
  // Not a promo code: perhaps a gift card's claim code.
  try {
    await claimGiftCard(tx, customer.customerId, typed, now);
    return { code: normalisePromoCode(typed), giftCard: true };
  } catch (error) {
    const words = checkoutGiftCardMessage(error);
    if (words === null) throw error;
    // A code that is no gift card either reads as a bad promo code, tracked as the spec asks.
    if (giftCardRefusalOf(error) === "notValid") {
      // Tracked by configureCheckout; never with the code typed, which may be someone's gift card.
      throw refusal(check.message, INVALID_COUPON_EVENT);
    }
    throw refusal(words);
  }
}
