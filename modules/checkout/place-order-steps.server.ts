import { setDefaultAddress } from "../addresses/index.server.ts";
import { removeBoughtLines } from "../cart/index.server.ts";
import { takeStock } from "../catalog/index.server.ts";
import { productLineOf } from "../catalog/index.ts";
import { AppError, type Db } from "../core/index.ts";
import {
  type AddressSnapshot,
  type Change,
  createOrder,
  type NewOrderLine,
  recordGiftCard,
  scheduleNewOrder,
} from "../orders/index.server.ts";
import { setDefaultCard } from "../payments/index.server.ts";
import { recordPromotionUse, spendGiftCardBalance } from "../promotions/index.server.ts";
import { issueEgiftCards } from "./egift-cards.server.ts";
import type { Purchase, PurchaseAddress } from "./purchase.ts";
import {
  bagFingerprint,
  CHECKOUT_ANSWERS,
  type CheckoutCustomer,
  type lockedPurchaseForOrder,
  markPlaced,
} from "./purchases.server.ts";

/**
 * The steps of placing an order (place-order.server.ts runs them): the purchase checked under its
 * lock, and the order written with everything that goes with it, in the order's transaction.
 */

/** Spec 2 section 8's words for the failures of placing an order. */
export const PLACE_ORDER_ANSWERS = {
  outOfStock: (productName: string) =>
    `Sorry, an item has gone out of stock and will be removed from the purchase: ${productName}`,
  failed: "Sorry, an error has occurred.  Please try placing your order again.",
  payment: "There was a problem with the payment.  Please try again.",
  keyReused: "This Idempotency-Key was used for another order.",
} as const;

export type LockedPurchase = Extract<Awaited<ReturnType<typeof lockedPurchaseForOrder>>, { placed: false }>;

/** Who places the order, with what the confirmation mail needs. */
export interface OrderingCustomer extends CheckoutCustomer {
  email: string;
  name: string;
  storeName: string;
  baseUrl: string;
}

export interface PlaceOrderRequest {
  purchaseId: string;
  versionNumber: number;
  /** Make the order's address and card the customer's defaults (spec: setDefault). */
  setDefault?: boolean;
  /** The client's Idempotency-Key header: a retry with it answers the same order. */
  idempotencyKey?: string;
}

function outOfStock(purchase: Purchase, stockIds: readonly number[]): AppError {
  const line = purchase.productList.find((l) => stockIds.includes(l.stockId)) ?? purchase.productList[0];
  return new AppError(
    "conflict",
    "purchase.out.of.stock",
    PLACE_ORDER_ANSWERS.outOfStock(line?.productName ?? ""),
    {
      extraInfo: { type: "CANNOT_CONFIRM_PURCHASE_OOS", asin: line?.asin ?? null },
    },
  );
}

/** A payment refused by the gateway, in spec 2's words. */
export const paymentRefused = (refusal: string) =>
  new AppError("invalid_input", "payment.declined", PLACE_ORDER_ANSWERS.payment, {
    extraInfo: { type: "CANNOT_CONFIRM_PURCHASE_OTHER", refusal },
  });

/**
 * Refuses a purchase that may not be placed as it stands: its bag empty, changed since the
 * version the shopper saw, short of stock, or blocked by a constraint violation.
 */
export function checkPlaceable(locked: LockedPurchase, request: PlaceOrderRequest): void {
  const { row, lines, purchase } = locked;
  if (lines.length === 0)
    throw new AppError("invalid_input", "checkout.cart.empty", CHECKOUT_ANSWERS.emptyCart);
  if (request.versionNumber !== row.versionNumber || bagFingerprint(lines) !== row.bagFingerprint) {
    throw new AppError("conflict", "checkout.version.stale", CHECKOUT_ANSWERS.stale, {
      extraInfo: { versionNumber: row.versionNumber },
    });
  }
  const short = purchase.productList.filter((line) =>
    purchase.constraintViolations.some(
      (v) =>
        v.asin === line.asin && (v.name === "QuantityUnavailable" || v.name === "OfferListingUnavailable"),
    ),
  );
  if (short.length > 0)
    throw outOfStock(
      purchase,
      short.map((line) => line.stockId),
    );
  const [blocking] = purchase.constraintViolations;
  if (blocking || !purchase.canPlaceOrder) {
    throw new AppError(
      "invalid_input",
      "constraint.violations.exist",
      blocking?.message ?? PLACE_ORDER_ANSWERS.failed,
      {
        extraInfo: { constraintViolations: purchase.constraintViolations },
      },
    );
  }
  if (purchase.chargeSummary.amountDue > 0 && !purchase.purchaseCreditCard) {
    throw new AppError("invalid_input", "constraint.violations.exist", PLACE_ORDER_ANSWERS.payment);
  }
}

const snapshot = (address: PurchaseAddress | null): AddressSnapshot | null =>
  address ? { ...address } : null;

function orderLinesOf(purchase: Purchase): NewOrderLine[] {
  return purchase.productList.map((line) => ({
    ...productLineOf(line),
    quantity: line.quantity,
    unitPriceCents: line.priceCents,
    glProductGroupType: line.glProductGroupType,
    isGiftCard: line.isGiftCard,
    isEgc: line.isEgc,
    giftMessage: line.giftMessage,
    gcCustomization: line.gcCustomization,
  }));
}

/** The order as the purchase describes it. */
async function writeOrderRow(
  tx: Db,
  change: Change,
  customer: OrderingCustomer,
  request: PlaceOrderRequest,
  locked: LockedPurchase,
  orderId: string,
) {
  const { row, purchase } = locked;
  const charges = purchase.chargeSummary;
  const card = charges.amountDue > 0 ? purchase.purchaseCreditCard : null;
  await createOrder(tx, change, {
    orderId,
    customerId: customer.customerId,
    purchaseId: row.purchaseId,
    purchaseVersion: row.versionNumber,
    idempotencyKey: request.idempotencyKey ?? null,
    marketplace: customer.marketplace,
    email: customer.email,
    placedAt: change.at,
    shippingAddress: snapshot(purchase.shippingAddress),
    billingAddress: snapshot(purchase.purchaseCreditCard?.billingAddress ?? null),
    shipSpeed: purchase.shipmentSpeed ?? "digital",
    promiseDate: purchase.groupDeliveryOptions.find((o) => o.selected)?.promiseDate ?? "",
    subtotalCents: charges.subTotal,
    couponCents: charges.couponTotal,
    shippingCents: charges.shippingCharge,
    taxCents: charges.estimatedTax,
    giftCardCents: charges.gcApplied,
    grandTotalCents: charges.grandTotal,
    cardCents: charges.amountDue,
    couponCode: charges.coupons[0] ?? null,
    paymentInstrumentId: card?.paymentInstrumentId ?? null,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    lines: orderLinesOf(purchase),
  });
}

/**
 * Writes the order in the caller's transaction: the gift card balance and the promo code spent, the
 * order and its e-Gift Cards, its place in fulfilment, the purchase closed, the bag emptied of what
 * was bought, the defaults (the confirmation mail follows from order.placed), and the stock last (its rows stay locked from
 * there to the commit only, so orders of one item queue for milliseconds). Too little stock: it
 * all rolls back.
 */
export async function writeOrder(
  tx: Db,
  change: Change,
  customer: OrderingCustomer,
  request: PlaceOrderRequest,
  locked: LockedPurchase,
  orderId: string,
): Promise<void> {
  const { row, lines, purchase } = locked;
  const { customerId } = customer;
  const charges = purchase.chargeSummary;
  await spendGiftCardBalance(tx, customerId, charges.gcApplied, orderId);
  if (purchase.coupon && charges.coupons.length > 0) {
    await recordPromotionUse(tx, {
      code: purchase.coupon,
      customerId,
      orderId,
      discountCents: charges.couponTotal,
    });
  }
  await writeOrderRow(tx, change, customer, request, locked, orderId);
  await recordGiftCard(tx, change, orderId, "capture", charges.gcApplied, `${orderId}:gift_card`);
  await issueEgiftCards(tx, change, {
    orderId,
    purchase,
    storeName: customer.storeName,
    baseUrl: customer.baseUrl,
  });
  await scheduleNewOrder(tx, orderId, purchase.purchaseType !== "DIGITAL", change.at);
  await markPlaced(tx, row.purchaseId, orderId, change.at);
  await removeBoughtLines(
    tx,
    customerId,
    lines.map((line) => line.stockId),
  );
  const card = purchase.purchaseCreditCard;
  if (request.setDefault) {
    if (purchase.shippingAddress) await setDefaultAddress(tx, customerId, purchase.shippingAddress.addressId);
    if (card && charges.amountDue > 0)
      await setDefaultCard(tx, customerId, card.paymentInstrumentId, change.at);
  }
  const taken = await takeStock(tx, lines);
  if (taken.length > 0) throw outOfStock(purchase, taken);
}
