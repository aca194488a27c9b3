import { setDefaultAddress } from "../addresses/index.server.ts";
import { removeBoughtLines } from "../cart/index.server.ts";
import { takeStock } from "../catalog/index.server.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import { type MailDispatcher, queueMail } from "../mail/index.server.ts";
import type { Marketplace } from "../marketplace/index.ts";
import {
  type AddressSnapshot,
  createOrder,
  createOrderAccessToken,
  findOrderId,
  type NewOrderLine,
  newOrderId,
  recordCapture,
  scheduleNewOrder,
} from "../orders/index.server.ts";
import {
  cardToken,
  type PaymentGateway,
  refundQuietly,
  setDefaultCard,
  voidQuietly,
} from "../payments/index.server.ts";
import { recordPromotionUse, spendGiftCardBalance } from "../promotions/index.server.ts";
import { issueEgiftCards } from "./egift-cards.server.ts";
import { orderConfirmationMail } from "./order-mail.ts";
import type { Purchase, PurchaseAddress } from "./purchase.ts";
import {
  bagFingerprint,
  CHECKOUT_ANSWERS,
  type CheckoutCustomer,
  lockedPurchaseForOrder,
  markPlaced,
  placedOrderOf,
} from "./purchases.server.ts";

/** Spec 2 section 8's words for the failures of placing an order. */
export const PLACE_ORDER_ANSWERS = {
  outOfStock: (productName: string) =>
    `Sorry, an item has gone out of stock and will be removed from the purchase: ${productName}`,
  failed: "Sorry, an error has occurred.  Please try placing your order again.",
  payment: "There was a problem with the payment.  Please try again.",
  keyReused: "This Idempotency-Key was used for another order.",
} as const;

export interface PlaceOrderRequest {
  purchaseId: string;
  versionNumber: number;
  /** Make the order's address and card the customer's defaults (spec: setDefault). */
  setDefault?: boolean;
  /** The client's Idempotency-Key header: a retry with it answers the same order. */
  idempotencyKey?: string;
}

export interface PlaceOrderAnswer {
  orderId: string;
  /** Spec 2's place-order answer: a separate order for e-gift cards; this store keeps one order. */
  digitalOrderId: string | null;
  purchaseId: string;
  /** The order had been placed already (a replay): nothing new was done. */
  replayed: boolean;
}

/** Who places the order, with what the confirmation mail needs. */
export interface OrderingCustomer extends CheckoutCustomer {
  email: string;
  name: string;
  storeName: string;
  baseUrl: string;
}

/** The ordering customer from the signed-in customer's record and the marketplace the order is placed in. */
export function orderingCustomer(
  customer: { customerId: number; email: string; firstName: string | null; name: string },
  marketplace: Pick<Marketplace, "subsiteId" | "name" | "baseUrl">,
): OrderingCustomer {
  return {
    customerId: customer.customerId,
    marketplace: marketplace.subsiteId,
    email: customer.email,
    name: customer.firstName || customer.name,
    storeName: marketplace.name,
    baseUrl: marketplace.baseUrl,
  };
}

export interface PlaceOrderServices {
  db: Db;
  paymentGateway: PaymentGateway;
  mailDispatcher?: MailDispatcher;
  logger?: Log;
}

const snapshot = (address: PurchaseAddress | null): AddressSnapshot | null =>
  address ? { ...address } : null;

function orderLines(purchase: Purchase): NewOrderLine[] {
  return purchase.productList.map((line) => ({
    stockId: line.stockId,
    asin: line.asin,
    productId: line.productId,
    styleId: line.styleId,
    colorId: line.colorId,
    productName: line.productName,
    brandName: line.brandName,
    color: line.color,
    size: line.size,
    width: line.width,
    quantity: line.quantity,
    unitPriceCents: line.priceCents,
    glProductGroupType: line.glProductGroupType,
    isGiftCard: line.isGiftCard,
    isEgc: line.isEgc,
    giftMessage: line.giftMessage,
    gcCustomization: line.gcCustomization,
  }));
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

const replay = (purchaseId: string, orderId: string): PlaceOrderAnswer => ({
  orderId,
  digitalOrderId: null,
  purchaseId,
  replayed: true,
});

/**
 * POST /v1/checkout/finalize: places the purchase's order in one transaction. Under the purchase's
 * lock it checks that the version is the one the shopper saw and the bag has not changed since,
 * that nothing blocks the order (constraint violations), then takes the stock (never below zero),
 * spends the gift card balance and the promo code, authorises the card for what is left, writes
 * the order, issues its e-Gift Cards (each mailed to its recipient), closes the purchase, empties
 * the bag of what was bought and queues the confirmation mail. Anything refused leaves nothing behind; an authorisation whose order did not commit is
 * voided. A replay (the same purchase, or the same Idempotency-Key) answers the order placed.
 */
export async function placeOrder(
  services: PlaceOrderServices,
  customer: OrderingCustomer,
  request: PlaceOrderRequest,
  now: Date,
): Promise<PlaceOrderAnswer> {
  const { db, paymentGateway } = services;
  const { customerId } = customer;
  if (request.idempotencyKey !== undefined) {
    const earlier = await findOrderId(db, customerId, { idempotencyKey: request.idempotencyKey });
    if (earlier) {
      if (earlier.purchaseId !== request.purchaseId) {
        throw new AppError("conflict", "idempotency.key.reused", PLACE_ORDER_ANSWERS.keyReused);
      }
      return replay(earlier.purchaseId, earlier.orderId);
    }
  }
  const placed = await placedOrderOf(db, customerId, request.purchaseId);
  if (placed) return replay(request.purchaseId, placed);

  let authorizationId: string | null = null;
  let capture = null as { captureId: string; cents: number } | null;
  try {
    const answer = await db.transaction(async (tx) => {
      const locked = await lockedPurchaseForOrder(tx, customer, request.purchaseId, now);
      if (locked.placed) {
        // A replay that waited for the lock while the first placed the order.
        if (locked.row.orderId) return replay(locked.row.purchaseId, locked.row.orderId);
        throw new AppError("not_found", "purchase.not.found", CHECKOUT_ANSWERS.purchaseNotFound);
      }
      const { row, lines, purchase } = locked;
      if (lines.length === 0) {
        throw new AppError("invalid_input", "checkout.cart.empty", CHECKOUT_ANSWERS.emptyCart);
      }
      if (request.versionNumber !== row.versionNumber || bagFingerprint(lines) !== row.bagFingerprint) {
        throw new AppError("conflict", "checkout.version.stale", CHECKOUT_ANSWERS.stale, {
          extraInfo: { versionNumber: row.versionNumber },
        });
      }
      const short = purchase.productList.filter((line) =>
        purchase.constraintViolations.some(
          (v) =>
            v.asin === line.asin &&
            (v.name === "QuantityUnavailable" || v.name === "OfferListingUnavailable"),
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
          { extraInfo: { constraintViolations: purchase.constraintViolations } },
        );
      }

      const orderId = newOrderId();
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
      const card = purchase.purchaseCreditCard;
      if (charges.amountDue > 0) {
        if (!card)
          throw new AppError("invalid_input", "constraint.violations.exist", PLACE_ORDER_ANSWERS.payment);
        const token = await cardToken(tx, customerId, card.paymentInstrumentId);
        const authorized = await paymentGateway.authorize(
          token,
          charges.amountDue,
          // Each attempt its own: a voided attempt's key is never reused by the next.
          `${row.purchaseId}:${row.versionNumber}:${orderId}`,
        );
        if (!authorized.ok) {
          throw new AppError("invalid_input", "payment.declined", PLACE_ORDER_ANSWERS.payment, {
            extraInfo: { type: "CANNOT_CONFIRM_PURCHASE_OTHER", refusal: authorized.refusal },
          });
        }
        authorizationId = authorized.authorizationId;
      }
      await createOrder(tx, {
        orderId,
        customerId,
        purchaseId: row.purchaseId,
        purchaseVersion: row.versionNumber,
        idempotencyKey: request.idempotencyKey ?? null,
        marketplace: customer.marketplace,
        email: customer.email,
        placedAt: now,
        shippingAddress: snapshot(purchase.shippingAddress),
        billingAddress: snapshot(card?.billingAddress ?? null),
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
        paymentInstrumentId: charges.amountDue > 0 ? (card?.paymentInstrumentId ?? null) : null,
        cardBrand: charges.amountDue > 0 ? (card?.brand ?? null) : null,
        cardLast4: charges.amountDue > 0 ? (card?.last4 ?? null) : null,
        authorizationId,
        lines: orderLines(purchase),
      });
      await issueEgiftCards(tx, {
        orderId,
        purchase,
        storeName: customer.storeName,
        baseUrl: customer.baseUrl,
      });
      const physical = purchase.purchaseType !== "DIGITAL";
      await scheduleNewOrder(tx, orderId, physical, now);
      await markPlaced(tx, row.purchaseId, orderId, now);
      await removeBoughtLines(
        tx,
        customerId,
        lines.map((line) => line.stockId),
      );
      if (request.setDefault) {
        if (purchase.shippingAddress)
          await setDefaultAddress(tx, customerId, purchase.shippingAddress.addressId);
        if (card && charges.amountDue > 0)
          await setDefaultCard(tx, customerId, card.paymentInstrumentId, now);
      }
      const mail = orderConfirmationMail({
        storeName: customer.storeName,
        baseUrl: customer.baseUrl,
        customerName: customer.name,
        orderId,
        purchase,
        accessToken: await createOrderAccessToken(tx, orderId, now),
      });
      await queueMail(tx, { to: customer.email, fromName: customer.storeName, ...mail });
      // The stock last: its rows stay locked from here to the commit only, so orders of one
      // item queue for milliseconds, not for each other's payment. Too few left: all of it
      // rolls back and the authorisation is voided.
      const taken = await takeStock(tx, lines);
      if (taken.length > 0) throw outOfStock(purchase, taken);
      if (!physical && authorizationId !== null) {
        // Nothing to ship: e-Gift Cards go out with the order, so the card is charged now, last,
        // when nothing else can refuse the order.
        const captured = await paymentGateway.capture(
          authorizationId,
          charges.amountDue,
          `${orderId}:capture`,
        );
        if (!captured.ok) {
          throw new AppError("invalid_input", "payment.declined", PLACE_ORDER_ANSWERS.payment, {
            extraInfo: { type: "CANNOT_CONFIRM_PURCHASE_OTHER", refusal: captured.refusal },
          });
        }
        capture = { captureId: captured.captureId, cents: charges.amountDue };
        await recordCapture(tx, orderId, captured.captureId, charges.amountDue);
      }
      return { orderId, digitalOrderId: null, purchaseId: row.purchaseId, replayed: false };
    });
    if (!answer.replayed) services.mailDispatcher?.kick();
    return answer;
  } catch (error) {
    // Money taken for an order that did not commit goes back: refunded once captured, else let go.
    if (capture !== null)
      await refundQuietly(paymentGateway, capture.captureId, capture.cents, services.logger);
    else if (authorizationId !== null) await voidQuietly(paymentGateway, authorizationId, services.logger);
    // The same purchase placed by a concurrent request that got past the replay checks first.
    const placedMeanwhile = await placedOrderOf(db, customerId, request.purchaseId).catch(() => null);
    if (placedMeanwhile) return replay(request.purchaseId, placedMeanwhile);
    throw error;
  }
}
