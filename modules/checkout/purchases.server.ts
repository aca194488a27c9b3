import { bagLines } from "../cart/index.server.ts";
import { AppError, type Db, isAppError } from "../core/index.ts";
import type { Track } from "../telemetry/index.ts";
import { buildPurchase } from "./purchase.ts";
import {
  CHECKOUT_ANSWERS,
  type CheckoutAnswer,
  type CheckoutCustomer,
  type ConfigureChange,
} from "./purchase-answers.ts";
import { applyChange, invalid, refuseLockedSteps } from "./purchase-changes.server.ts";
import { bagFingerprint, purchaseInput } from "./purchase-input.server.ts";
import { lockPurchase, writeRow } from "./purchase-row.server.ts";

export {
  CHECKOUT_ANSWERS,
  type CheckoutAnswer,
  type CheckoutCustomer,
  type ConfigureChange,
  PURCHASE_ID_PATTERN,
} from "./purchase-answers.ts";
export { bagFingerprint, pricedLines } from "./purchase-input.server.ts";
export { lockedPurchaseForOrder, markPlaced, placedOrderOf } from "./purchase-row.server.ts";

/**
 * POST /v1/checkout/configure and every checkout page: opens the customer's purchase (or reads
 * the one named), applies the change, and answers the purchase document priced now. The version
 * grows when a choice or the bag changed. An empty bag is 400 checkout.cart.empty; another
 * customer's purchase, or a placed one, is 404 purchase.not.found; a choice that is not the
 * customer's (an address or card id of someone else's, or deleted) is refused with its own words.
 * A refusal that names a tracking event ('Invalid Coupon Code') is tracked.
 */
export async function configureCheckout(
  db: Db,
  customer: CheckoutCustomer,
  request: ConfigureChange & { purchaseId?: string },
  now: Date,
  telemetry: { track: Track },
): Promise<CheckoutAnswer> {
  try {
    return await configureInTransaction(db, customer, request, now);
  } catch (error) {
    const event = trackingEventOf(error);
    if (event !== undefined) telemetry.track(event, {});
    throw error;
  }
}

/** The tracking event a refusal names in its extraInfo, if any. */
function trackingEventOf(error: unknown): string | undefined {
  const extraInfo = isAppError(error) ? error.details?.extraInfo : undefined;
  const event =
    typeof extraInfo === "object" && extraInfo !== null ? Reflect.get(extraInfo, "trackingEvent") : undefined;
  return typeof event === "string" ? event : undefined;
}

function configureInTransaction(
  db: Db,
  customer: CheckoutCustomer,
  request: ConfigureChange & { purchaseId?: string },
  now: Date,
): Promise<CheckoutAnswer> {
  return db.transaction(async (tx) => {
    const row = await lockPurchase(tx, customer, request.purchaseId, now);
    if (row.status !== "open") {
      throw new AppError("not_found", "purchase.not.found", CHECKOUT_ANSWERS.purchaseNotFound);
    }
    const lines = await bagLines(tx, customer.customerId, true);
    if (lines.length === 0)
      throw new AppError("invalid_input", "checkout.cart.empty", CHECKOUT_ANSWERS.emptyCart);
    await refuseLockedSteps(tx, customer, row, lines, request, now);
    const changed = await applyChange(tx, customer, row, lines, request, now);
    const after = { ...changed.row, bagFingerprint: bagFingerprint(lines) };
    const built = buildPurchase(await purchaseInput(tx, customer, after, lines, now));
    if (request.shipmentSpeed !== undefined && built.shipmentSpeed !== request.shipmentSpeed) {
      throw invalid(CHECKOUT_ANSWERS.speedUnavailable, "shipmentSpeed");
    }
    const versionNumber = await writeRow(tx, row, after, built, now);
    const purchase = { ...built, versionNumber };
    return { purchase, ...(changed.message !== undefined && { message: changed.message }) };
  });
}
