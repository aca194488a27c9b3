import type { Db } from "../core/index.ts";
import { deliverIn, deliveryMistakeIn, outForDeliveryIn } from "./delivery.server.ts";
import {
  byOperator,
  DEMO_CARRIER,
  demoTrackingNumber,
  endShipping,
  type FulfilmentServices,
  type Parcel,
  processIn,
  type ShipOutcome,
  startShipping,
} from "./fulfilment.server.ts";
import { type Locked, lockOrder } from "./locked-order.server.ts";
import type { Change } from "./state.server.ts";

/**
 * The fulfilment steps as an operator's command (npm run orders) and the API take them: each in
 * its own transaction under the order's lock, the mail kicked after commit. The demo clock runs
 * the same steps (fulfilment-clock.server.ts).
 */

async function step<T>(
  services: FulfilmentServices,
  orderId: string,
  run: (tx: Db, locked: Locked) => Promise<T>,
): Promise<T> {
  const answer = await services.db.transaction(async (tx) => run(tx, await lockOrder(tx, orderId)));
  services.events?.kick();
  return answer;
}

/**
 * Ships in two transactions around the gateway: the capture's intent is committed first, then
 * the gateway is asked, then the answer settled and the parcel shipped (or the order stopped for
 * another card). A crash between leaves the intent pending for recovery.
 */
export async function shipInPhases(
  services: FulfilmentServices,
  change: Change,
  first: Awaited<ReturnType<typeof startShipping>>,
  parcel: Parcel,
): Promise<ShipOutcome> {
  if ("done" in first) return first.done;
  const { capture } = first;
  const answer = await services.paymentGateway.capture(
    capture.authorizationId,
    capture.cents,
    capture.idempotencyKey,
  );
  return services.db.transaction((tx) => endShipping(tx, change, services, capture, answer, parcel));
}

/** SUBMITTED lines to PROCESSING. */
export function processOrder(services: FulfilmentServices, orderId: string, now: Date): Promise<void> {
  return step(services, orderId, (tx, locked) => processIn(tx, byOperator(now), locked));
}

/** Ships what is submitted or processing, with the carrier and tracking number given (or the demo's). */
export async function shipOrder(
  services: FulfilmentServices,
  orderId: string,
  parcel: Parcel | null,
  now: Date,
): Promise<ShipOutcome> {
  const given = parcel ?? { carrier: DEMO_CARRIER, trackingNumber: demoTrackingNumber() };
  const change = byOperator(now);
  const first = await services.db.transaction(async (tx) =>
    startShipping(tx, change, services, await lockOrder(tx, orderId), given),
  );
  const outcome = await shipInPhases(services, change, first, given);
  services.events?.kick();
  return outcome;
}

/** Every parcel of the order on its way goes out for delivery. */
export function markOutForDelivery(services: FulfilmentServices, orderId: string, now: Date): Promise<void> {
  return step(services, orderId, (tx, locked) => outForDeliveryIn(tx, byOperator(now), locked));
}

/** Every parcel of the order on its way is delivered. */
export function deliverOrder(services: FulfilmentServices, orderId: string, now: Date): Promise<void> {
  return step(services, orderId, (tx, locked) => deliverIn(tx, byOperator(now), locked));
}

/** An operator's word that a shipped item was delivered wrongly (wrong item, damaged, never arrived). */
export function markDeliveryMistake(
  services: FulfilmentServices,
  orderId: string,
  itemUniqueId: string,
  now: Date = new Date(),
): Promise<void> {
  return step(services, orderId, (tx, locked) =>
    deliveryMistakeIn(tx, byOperator(now), locked, itemUniqueId),
  );
}
