import { holdLock } from "../core/index.server.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import type { BackgroundDrain } from "../events/index.server.ts";
import { refuseBlockedCustomer } from "../identity/index.server.ts";
import type { MailDispatcher } from "../mail/index.server.ts";
import type { Marketplace } from "../marketplace/index.ts";
import { abandonIntent, type Change, findOrderId, newOrderId } from "../orders/index.server.ts";
import type { PaymentGateway } from "../payments/index.server.ts";
import {
  type OrderingCustomer,
  PLACE_ORDER_ANSWERS,
  type PlaceOrderRequest,
  writeOrder,
} from "./place-order-steps.server.ts";
import {
  type Asked,
  openCardIntents,
  placeable,
  placeWithCard,
  type Refused,
  refusedPayment,
  type Taken,
} from "./place-with-card.server.ts";
import { lockedPurchaseForOrder, placedOrderOf } from "./purchases.server.ts";

/** A refusal of the gateway's, answered as it is (its intents are settled already). */
const isPaymentRefusal = (error: unknown) => error instanceof AppError && error.code === "payment.declined";

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

/**
 * Money taken for an order that did not commit goes back (refunded once captured, else let go) and
 * its intent ends; an intent never asked of the gateway ends at once. One asked with no known
 * answer (the call failed midway) stays pending: payment recovery asks again and gives it back.
 */
async function giveBack(
  services: PlaceOrderServices,
  change: Change,
  taken: Taken,
  asked: Asked | null,
): Promise<void> {
  const { paymentGateway: gateway, logger, db } = services;
  const end = (intent: { entryId: number } | null | undefined, why: string) =>
    intent ? abandonIntent(db, change, intent.entryId, why) : Promise.resolve();
  try {
    if (!taken.captureAsked) await end(asked?.capture, "order not placed");
    else if (taken.capture) {
      const { captureId, cents } = taken.capture;
      const undone = await gateway.refund(captureId, cents, `${captureId}:undo`);
      if (undone.ok) await end(asked?.capture, "order not placed: refunded");
      else logger?.error({ refusal: undone.refusal }, "could not refund a capture: refund it by hand");
    }
    if (!taken.authorizeAsked) await end(asked?.authorize, "order not placed");
    else if (taken.authorizationId) {
      const voided = await gateway.void(taken.authorizationId);
      if (voided.ok) await end(asked?.authorize, "order not placed: voided");
      else logger?.error({ refusal: voided.refusal }, "could not void an authorisation");
    }
  } catch (error) {
    logger?.error({ err: error }, "could not give back the money of an order not placed; recovery will");
  }
}

/**
 * POST /v1/checkout/finalize: places the purchase's order. Under the purchase's lock it checks that
 * the version is the one the shopper saw and the bag has not changed since, and that nothing
 * blocks the order (a blocked customer is refused first). With nothing to charge to a card, the order is written there and then. With a
 * card to charge, the money's intents are committed first, then the gateway is asked and the
 * order written under the lock again (place-with-card.server.ts). Anything refused leaves nothing
 * behind but the intents, settled; money taken for an order that did not commit is given back; a
 * crash between is given back by payment recovery. A replay (the same purchase, or the same
 * Idempotency-Key) answers the order placed.
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
  // Operators' block (decision 218): no new order, nothing asked of the gateway.
  await refuseBlockedCustomer(db, customerId);
  const attempt: Attempt = {
    orderId: newOrderId(),
    change: { by: { kind: "customer", customerId }, at: now },
    taken: { authorizeAsked: false, captureAsked: false, authorizationId: null, capture: null },
    asked: null,
  };
  try {
    // One placement of a purchase at a time, across its transactions and the gateway's answer: a
    // replay waits here and then answers the order placed, without asking or writing anything.
    const answer = await holdLock(db, "purchase", request.purchaseId, (own) =>
      placeLocked({ ...services, db: own }, customer, request, attempt),
    );
    if ("refused" in answer) throw await refusedPayment(services, answer);
    if ("placedNow" in answer) {
      afterCommit(services);
      return answer.placedNow;
    }
    return answer;
  } catch (error) {
    // Given back outside the lock: a replay waiting for it need not wait for the gateway too.
    if (!isPaymentRefusal(error)) await giveBack(services, attempt.change, attempt.taken, attempt.asked);
    // The same purchase placed by a concurrent request that got past the replay checks first.
    const placedMeanwhile = await placedOrderOf(db, customerId, request.purchaseId).catch(() => null);
    if (placedMeanwhile) return replay(request.purchaseId, placedMeanwhile);
    throw error;
  }
}

/** One placement's own: its order's id, its change, the intents it opened and what the gateway took. */
interface Attempt {
  orderId: string;
  change: Change;
  taken: Taken;
  asked: Asked | null;
}

/**
 * placeOrder under the purchase's lock: the order placed now (`placedNow`: its consumers to kick),
 * by another request (a replay), or the gateway's refusal, committed, to answer after the lock.
 */
async function placeLocked(
  services: PlaceOrderServices,
  customer: OrderingCustomer,
  request: PlaceOrderRequest,
  attempt: Attempt,
): Promise<PlaceOrderAnswer | { placedNow: PlaceOrderAnswer } | Refused> {
  const { orderId, change } = attempt;
  const first = await services.db.transaction(async (tx) => {
    const locked = placeable(
      await lockedPurchaseForOrder(tx, customer, request.purchaseId, change.at),
      request,
    );
    if (!("row" in locked)) return replay(locked.purchaseId, locked.orderId);
    const { purchase, row } = locked;
    if (purchase.chargeSummary.amountDue === 0 || !purchase.purchaseCreditCard) {
      await writeOrder(tx, change, customer, request, locked, orderId);
      return { placedNow: { orderId, digitalOrderId: null, purchaseId: row.purchaseId, replayed: false } };
    }
    return openCardIntents(tx, change, locked, orderId, customer.customerId);
  });
  if ("replayed" in first || "placedNow" in first) return first;
  attempt.asked = first;
  const outcome = await placeWithCard(services, change, customer, request, orderId, first, attempt.taken);
  if ("refused" in outcome) return outcome;
  const answer = { ...outcome, digitalOrderId: null };
  return outcome.replayed ? answer : { placedNow: answer };
}
