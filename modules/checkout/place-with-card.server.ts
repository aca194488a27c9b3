import { AppError, type Db, type Log } from "../core/index.ts";
import {
  abandonIntentIn,
  type Change,
  type LedgerRow,
  nameParent,
  openIntent,
  settleIntent,
  settleOwnIntent,
} from "../orders/index.server.ts";
import { cardToken, type PaymentGateway } from "../payments/index.server.ts";
import {
  checkPlaceable,
  type LockedPurchase,
  type OrderingCustomer,
  type PlaceOrderRequest,
  paymentRefused,
  writeOrder,
} from "./place-order-steps.server.ts";
import { CHECKOUT_ANSWERS, lockedPurchaseForOrder } from "./purchases.server.ts";

/**
 * Placing an order paid by card (place-order.server.ts runs it), in two transactions under the
 * purchase's lock. The first checks the purchase and commits the money's intents (the ledger's
 * rows, with the keys the gateway is asked with). The second takes the lock again, so a concurrent
 * replay of the same purchase waits for it, as it did for the one transaction before; checks the
 * purchase once more, asks the gateway (the authorisation, and for e-Gift Cards only the capture),
 * settles the answers and writes the order. A crash in between leaves pending intents for payment
 * recovery; a request that finds the purchase placed by another abandons its intents unasked.
 */

export interface CardServices {
  db: Db;
  paymentGateway: PaymentGateway;
  logger?: Log;
}

/** What the first transaction asks of the gateway, by its intents. */
export interface Asked {
  token: string;
  authorize: LedgerRow;
  capture: LedgerRow | null;
}

/**
 * What was asked of the gateway so far, and the money it is known to have taken: what goes back if
 * the order does not commit. Asked with no known answer (the call failed): recovery's to end.
 */
export interface Taken {
  authorizeAsked: boolean;
  captureAsked: boolean;
  authorizationId: string | null;
  capture: { captureId: string; cents: number } | null;
}

/** A placement's answer: the order placed (or placed by another request), or the gateway's refusal. */
export type CardOutcome = { orderId: string; purchaseId: string; replayed: boolean } | Refused;

type Locked = Awaited<ReturnType<typeof lockedPurchaseForOrder>>;

/** The purchase under its lock, checked: a replay's order, or what may be placed. */
export function placeable(
  locked: Locked,
  request: PlaceOrderRequest,
): { orderId: string; purchaseId: string } | LockedPurchase {
  if (locked.placed) {
    // A replay that waited for the lock while the first placed the order.
    if (locked.row.orderId) return { orderId: locked.row.orderId, purchaseId: locked.row.purchaseId };
    throw new AppError("not_found", "purchase.not.found", CHECKOUT_ANSWERS.purchaseNotFound);
  }
  checkPlaceable(locked, request);
  return locked;
}

/** The first transaction's work for a card: the intents of the authorisation (and an e-Gift Card order's capture). */
export async function openCardIntents(
  tx: Db,
  change: Change,
  locked: LockedPurchase,
  orderId: string,
  customerId: number,
): Promise<Asked> {
  const { purchase, row } = locked;
  const card = purchase.purchaseCreditCard;
  if (!card) throw new Error("a card was expected");
  const cents = purchase.chargeSummary.amountDue;
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
  // Nothing to ship: e-Gift Cards go out with the order, so the card is charged before it commits.
  const capture =
    purchase.purchaseType === "DIGITAL"
      ? await openIntent(tx, change, {
          orderId,
          method: "card",
          kind: "capture",
          cents,
          idempotencyKey: `${orderId}:capture`,
        })
      : null;
  return { token: await cardToken(tx, customerId, card.paymentInstrumentId), authorize, capture };
}

export type Refused = { refused: string; voidAfter: string | null };
type Paid = {
  authorized: { ok: true; authorizationId: string };
  captured: { entryId: number; answer: { ok: true; captureId: string } } | null;
};

/** Asks the gateway under the purchase's lock; a refusal is settled in this transaction and answered as a value. */
async function askUnderLock(
  tx: Db,
  services: CardServices,
  change: Change,
  asked: Asked,
  taken: Taken,
): Promise<Refused | Paid> {
  const gateway = services.paymentGateway;
  taken.authorizeAsked = true;
  const authorized = await gateway.authorize(
    asked.token,
    asked.authorize.cents,
    asked.authorize.idempotencyKey,
  );
  if (!authorized.ok) {
    await settleIntent(tx, change, asked.authorize.entryId, authorized);
    if (asked.capture) await abandonIntentIn(tx, change, asked.capture.entryId, "authorisation refused");
    return { refused: authorized.refusal, voidAfter: null };
  }
  taken.authorizationId = authorized.authorizationId;
  if (!asked.capture) return { authorized, captured: null };
  await nameParent(tx, asked.capture.entryId, authorized.authorizationId);
  taken.captureAsked = true;
  const captured = await gateway.capture(
    authorized.authorizationId,
    asked.capture.cents,
    asked.capture.idempotencyKey,
  );
  if (!captured.ok) {
    await settleIntent(tx, change, asked.capture.entryId, captured);
    await abandonIntentIn(tx, change, asked.authorize.entryId, "capture refused");
    return { refused: captured.refusal, voidAfter: authorized.authorizationId };
  }
  taken.capture = { captureId: captured.captureId, cents: asked.capture.cents };
  return { authorized, captured: { entryId: asked.capture.entryId, answer: captured } };
}

/** The second transaction: see the module comment. */
export async function placeWithCard(
  services: CardServices,
  change: Change,
  customer: OrderingCustomer,
  request: PlaceOrderRequest,
  orderId: string,
  asked: Asked,
  taken: Taken,
): Promise<CardOutcome> {
  return services.db.transaction(async (tx) => {
    const locked = placeable(
      await lockedPurchaseForOrder(tx, customer, request.purchaseId, change.at),
      request,
    );
    if (!("row" in locked)) {
      for (const intent of [asked.authorize, asked.capture]) {
        if (intent) await abandonIntentIn(tx, change, intent.entryId, "placed by another request");
      }
      return { ...locked, replayed: true };
    }
    const paid = await askUnderLock(tx, services, change, asked, taken);
    if ("refused" in paid) return paid;
    // The order first: its events read order.placed, then the money that pays for it. Refused when
    // recovery ended an intent first (this request outlived the grace): no order on given-back money.
    await writeOrder(tx, change, customer, request, locked, orderId);
    await settleOwnIntent(tx, change, asked.authorize.entryId, paid.authorized);
    if (paid.captured) await settleOwnIntent(tx, change, paid.captured.entryId, paid.captured.answer);
    return { orderId, purchaseId: locked.row.purchaseId, replayed: false };
  });
}

/** After a refusal has committed: the authorisation of a refused capture let go, and spec 2's words. */
export async function refusedPayment(
  services: CardServices,
  refused: { refused: string; voidAfter: string | null },
) {
  if (refused.voidAfter) {
    const voided = await services.paymentGateway
      .void(refused.voidAfter)
      .catch(() => ({ ok: false as const }));
    if (!voided.ok) services.logger?.error({}, "could not void the authorisation of a refused capture");
  }
  return paymentRefused(refused.refused);
}
