import { AppError, type Db, type Log } from "../core/index.ts";
import type { BackgroundDrain } from "../events/index.server.ts";
import type { MailDispatcher } from "../mail/index.server.ts";
import type { Marketplace } from "../marketplace/index.ts";
import {
  abandonIntent,
  type Change,
  findOrderId,
  type LedgerRow,
  newOrderId,
  openIntent,
  settleIntent,
  settleOwnIntent,
} from "../orders/index.server.ts";
import { cardToken, type PaymentGateway } from "../payments/index.server.ts";
import {
  checkPlaceable,
  type LockedPurchase,
  type OrderingCustomer,
  PLACE_ORDER_ANSWERS,
  type PlaceOrderRequest,
  paymentRefused,
  writeOrder,
} from "./place-order-steps.server.ts";
import { CHECKOUT_ANSWERS, lockedPurchaseForOrder, placedOrderOf } from "./purchases.server.ts";

export {
  type OrderingCustomer,
  PLACE_ORDER_ANSWERS,
  type PlaceOrderRequest,
} from "./place-order-steps.server.ts";

export interface PlaceOrderAnswer {
  orderId: string;
  /** Spec 2's place-order answer: a separate order for e-gift cards; this store keeps one order. */
  digitalOrderId: string | null;
  purchaseId: string;
  /** The order had been placed already (a replay): nothing new was done. */
  replayed: boolean;
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
  /** Sends the e-Gift Cards' mails, queued with the order. */
  mailDispatcher?: MailDispatcher;
  /** The outbox's consumers: the confirmation mail and webhooks follow order.placed. */
  events?: Pick<BackgroundDrain, "kick">;
  logger?: Log;
}

/** After an order's commit: its events' consumers and its mail. */
function afterCommit(services: PlaceOrderServices): void {
  services.events?.kick();
  services.mailDispatcher?.kick();
}

const replay = (purchaseId: string, orderId: string): PlaceOrderAnswer => ({
  orderId,
  digitalOrderId: null,
  purchaseId,
  replayed: true,
});

/** The money a placement asks the gateway for: the card's authorisation, and for e-Gift Cards only its capture. */
interface Asked {
  token: string;
  authorize: LedgerRow;
  captureNow: boolean;
}

/** Money taken for an order that did not commit goes back (refunded once captured, else let go), its intents ended. */
async function giveBack(services: PlaceOrderServices, change: Change, taken: Taken): Promise<void> {
  const { paymentGateway: gateway, logger } = services;
  try {
    if (taken.capture) {
      const undone = await gateway.refund(
        taken.capture.captureId,
        taken.capture.cents,
        `${taken.capture.captureId}:undo`,
      );
      if (!undone.ok)
        logger?.error({ refusal: undone.refusal }, "could not refund a capture: refund it by hand");
      await abandonIntent(services.db, change, taken.capture.entryId, "order not placed");
    }
    if (taken.authorizationId) {
      const voided = await gateway.void(taken.authorizationId);
      if (!voided.ok) logger?.error({ refusal: voided.refusal }, "could not void an authorisation");
    }
    if (taken.authorizeEntryId !== null)
      await abandonIntent(services.db, change, taken.authorizeEntryId, "order not placed");
  } catch (error) {
    logger?.error({ err: error }, "could not give back the money of an order not placed; recovery will");
  }
}

interface Taken {
  authorizeEntryId: number | null;
  authorizationId: string | null;
  capture: { entryId: number; captureId: string; cents: number } | null;
}

/** Asks the gateway for the money its intents name; a refusal is settled and answered in spec 2's words. */
async function askGateway(services: PlaceOrderServices, change: Change, asked: Asked, taken: Taken) {
  const { db, paymentGateway } = services;
  const { authorize } = asked;
  const authorized = await paymentGateway.authorize(asked.token, authorize.cents, authorize.idempotencyKey);
  if (!authorized.ok) {
    await db.transaction((tx) => settleIntent(tx, change, authorize.entryId, authorized));
    throw paymentRefused(authorized.refusal);
  }
  taken.authorizationId = authorized.authorizationId;
  if (!asked.captureNow) return { authorized, captured: null };
  // Nothing to ship: e-Gift Cards go out with the order, so the card is charged before it commits.
  const intent = await openIntent(db, change, {
    orderId: authorize.orderId,
    method: "card",
    kind: "capture",
    cents: authorize.cents,
    parentReference: authorized.authorizationId,
    idempotencyKey: `${authorize.orderId}:capture`,
  });
  const captured = await paymentGateway.capture(
    authorized.authorizationId,
    intent.cents,
    intent.idempotencyKey,
  );
  if (!captured.ok) {
    await db.transaction((tx) => settleIntent(tx, change, intent.entryId, captured));
    throw paymentRefused(captured.refusal);
  }
  taken.capture = { entryId: intent.entryId, captureId: captured.captureId, cents: intent.cents };
  return { authorized, captured: { entryId: intent.entryId, answer: captured } };
}

type Locked = Awaited<ReturnType<typeof lockedPurchaseForOrder>>;

/** The purchase under its lock, checked: a replay's order, or what may be placed. */
function placeable(locked: Locked, request: PlaceOrderRequest): PlaceOrderAnswer | LockedPurchase {
  if (locked.placed) {
    // A replay that waited for the lock while the first placed the order.
    if (locked.row.orderId) return replay(locked.row.purchaseId, locked.row.orderId);
    throw new AppError("not_found", "purchase.not.found", CHECKOUT_ANSWERS.purchaseNotFound);
  }
  checkPlaceable(locked, request);
  return locked;
}

/**
 * POST /v1/checkout/finalize: places the purchase's order. Under the purchase's lock it checks that
 * the version is the one the shopper saw and the bag has not changed since, and that nothing
 * blocks the order. With nothing to charge to a card, the order is written there and then. With a
 * card to charge, the authorisation's intent is committed first (the ledger's row, with its key),
 * the gateway is asked (and for e-Gift Cards only, the capture too), then under the lock again the
 * purchase is checked once more and the order written with the money settled (writeOrder). Anything
 * refused leaves nothing behind but the intents, settled; money taken for an order that did not
 * commit is given back; a crash between is given back by payment recovery. A replay (the same
 * purchase, or the same Idempotency-Key) answers the order placed.
 */
export async function placeOrder(
  services: PlaceOrderServices,
  customer: OrderingCustomer,
  request: PlaceOrderRequest,
  now: Date,
): Promise<PlaceOrderAnswer> {
  const { db } = services;
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

  const orderId = newOrderId();
  const change: Change = { by: { kind: "customer", customerId }, at: now };
  const taken: Taken = { authorizeEntryId: null, authorizationId: null, capture: null };
  try {
    const first = await db.transaction(async (tx) => {
      const locked = placeable(await lockedPurchaseForOrder(tx, customer, request.purchaseId, now), request);
      if ("replayed" in locked) return locked;
      const { purchase, row } = locked;
      const card = purchase.purchaseCreditCard;
      const cents = purchase.chargeSummary.amountDue;
      if (cents === 0 || !card) {
        await writeOrder(tx, change, customer, request, locked, orderId);
        return { orderId, digitalOrderId: null, purchaseId: row.purchaseId, replayed: false };
      }
      const authorize = await openIntent(tx, change, {
        orderId,
        method: "card",
        kind: "authorize",
        cents,
        // Each attempt its own: a voided attempt's key is never reused by the next.
        idempotencyKey: `${row.purchaseId}:${row.versionNumber}:${orderId}`,
        customerId,
        paymentInstrumentId: card.paymentInstrumentId,
      });
      const token = await cardToken(tx, customerId, card.paymentInstrumentId);
      return { token, authorize, captureNow: purchase.purchaseType === "DIGITAL" } satisfies Asked;
    });
    if ("replayed" in first) {
      if (!first.replayed) afterCommit(services);
      return first;
    }
    taken.authorizeEntryId = first.authorize.entryId;
    const paid = await askGateway(services, change, first, taken);
    const answer = await db.transaction(async (tx) => {
      const locked = placeable(await lockedPurchaseForOrder(tx, customer, request.purchaseId, now), request);
      if ("replayed" in locked)
        throw new AppError("conflict", "checkout.version.stale", CHECKOUT_ANSWERS.stale);
      // Refused when recovery voided it first (this request outlived the grace): no order on given-back money.
      // The order first: its events read order.placed, then the money that pays for it.
      await writeOrder(tx, change, customer, request, locked, orderId);
      await settleOwnIntent(tx, change, first.authorize.entryId, paid.authorized);
      if (paid.captured) await settleOwnIntent(tx, change, paid.captured.entryId, paid.captured.answer);
      return { orderId, digitalOrderId: null, purchaseId: locked.row.purchaseId, replayed: false };
    });
    afterCommit(services);
    return answer;
  } catch (error) {
    await giveBack(services, change, taken);
    // The same purchase placed by a concurrent request that got past the replay checks first.
    const placedMeanwhile = await placedOrderOf(db, customerId, request.purchaseId).catch(() => null);
    if (placedMeanwhile) return replay(request.purchaseId, placedMeanwhile);
    throw error;
  }
}
