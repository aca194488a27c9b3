import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { AppError, type Db, type Log } from "../core/index.ts";
import type { BackgroundDrain } from "../events/index.server.ts";
import type { MailDispatcher } from "../mail/index.server.ts";
import type { PaymentGateway } from "../payments/index.server.ts";
import { ledgerOf, openIntent } from "./ledger.server.ts";
import { moneyOf } from "./ledger-sums.ts";
import { FULFILMENT_ANSWERS, type Locked, lockOrder, schedule } from "./locked-order.server.ts";
import { settleOwnIntent } from "./own-intent.server.ts";
import { shipments } from "./schema.server.ts";
import { newShipment } from "./shipment-moves.server.ts";
import { announce, type Change, moveLinesTo } from "./state.server.ts";

/**
 * The warehouse's side of an order (issue 13, "Fulfilment"): processing, shipping (the card is
 * captured for what is left to pay; a refusal stops the order for the customer to choose another
 * card), out for delivery, delivered, and a delivery mistake. The operators' command and the demo
 * store's fulfilment clock call the same steps; each runs under the order's row lock, moves the
 * order's row in `fulfilment_schedule` and writes its history and events (state.server.ts).
 */

export interface FulfilmentServices {
  db: Db;
  paymentGateway: PaymentGateway;
  marketplaces: readonly { subsiteId: string; name: string; baseUrl: string }[];
  mailDispatcher?: Pick<MailDispatcher, "kick">;
  /** The outbox's consumers (the mails, webhooks): kicked after a commit that recorded events. */
  events?: Pick<BackgroundDrain, "kick">;
  logger?: Log;
}

/** The carrier the demo clock ships with, and where its parcels leave from. */
export const DEMO_CARRIER = "UPS";
export const WAREHOUSE = "Shepherdsville, KY";

/** An operator's move: what the exported steps do on their behalf. */
export const byOperator = (at: Date): Change => ({ by: { kind: "operator" }, at });

/** SUBMITTED lines to PROCESSING, in the caller's transaction under the order's lock. */
export async function processIn(tx: Db, change: Change, { order, lines }: Locked): Promise<void> {
  const waiting = lines.filter((line) => line.status === "SUBMITTED");
  if (waiting.length === 0) {
    throw new AppError("conflict", "order.nothing.to.process", FULFILMENT_ANSWERS.nothingToProcess);
  }
  await moveLinesTo(tx, change, waiting, "PROCESSING");
  await announce(tx, change, [
    {
      type: "order.line.processing",
      stream: order.orderId,
      payload: { orderId: order.orderId, itemUniqueIds: waiting.map((line) => line.itemUniqueId) },
    },
  ]);
  await schedule(tx, order.orderId, "ship", change.at);
}

/** A UPS-like tracking number: 1Z, six letters and digits, ten digits. */
export function demoTrackingNumber(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
  const head = Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join("");
  const tail = Array.from({ length: 10 }, () => String(randomInt(10))).join("");
  return `1Z${head}${tail}`;
}

export interface Parcel {
  carrier: string;
  trackingNumber: string;
}

export type ShipOutcome = { shipped: true; shipmentId: string } | { shipped: false; declined: true };

/** A capture asked for a shipment: its ledger row, and what the gateway is asked. */
export interface CaptureIntent {
  orderId: string;
  entryId: number;
  authorizationId: string;
  cents: number;
  idempotencyKey: string;
}

const readyToShip = ({ lines }: Locked) =>
  lines.filter((line) => line.status === "PROCESSING" || line.status === "SUBMITTED");

/**
 * The first half of shipping, under the order's lock: what is ready and what the card still owes.
 * Owing nothing, it ships at once; owing, it writes the capture's intent (committed with this
 * transaction, before the gateway is asked) and answers it for the second half. Refused while
 * another capture of the order is in flight.
 */
export async function startShipping(
  tx: Db,
  change: Change,
  services: FulfilmentServices,
  locked: Locked,
  parcel: Parcel,
): Promise<{ done: ShipOutcome } | { capture: CaptureIntent }> {
  if (readyToShip(locked).length === 0)
    throw new AppError("conflict", "order.nothing.to.ship", FULFILMENT_ANSWERS.nothingToShip);
  const entries = await ledgerOf(tx, locked.order.orderId);
  if (entries.some((entry) => entry.kind === "capture" && entry.status === "pending")) {
    throw new AppError("conflict", "order.payment.in.flight", FULFILMENT_ANSWERS.paymentInFlight);
  }
  const money = moneyOf(entries);
  if (money.dueCents === 0 || money.authorizationId === null) {
    return { done: await finishShipping(tx, change, services, locked, parcel) };
  }
  const attempt = entries.filter((entry) => entry.kind === "capture").length + 1;
  const intent = await openIntent(tx, change, {
    orderId: locked.order.orderId,
    method: "card",
    kind: "capture",
    cents: money.dueCents,
    parentReference: money.authorizationId,
    idempotencyKey: `${locked.order.orderId}:capture:${attempt}`,
  });
  return {
    capture: {
      orderId: locked.order.orderId,
      entryId: intent.entryId,
      authorizationId: money.authorizationId,
      cents: money.dueCents,
      idempotencyKey: intent.idempotencyKey,
    },
  };
}

/** The parcel leaves: a shipment of every ready line, its first tracking event, the 'shipped' mail. */
async function finishShipping(
  tx: Db,
  change: Change,
  _services: FulfilmentServices,
  locked: Locked,
  parcel: Parcel,
): Promise<ShipOutcome> {
  const { order } = locked;
  const ready = readyToShip(locked);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(shipments)
    .where(eq(shipments.orderId, order.orderId));
  const shipmentId = `${order.orderId}-S${n + 1}`;
  await newShipment(tx, change, { shipmentId, order, parcel, from: WAREHOUSE });
  await moveLinesTo(tx, change, ready, "SHIPPED", { shipmentId });
  await announce(tx, change, [
    {
      type: "shipment.shipped",
      stream: order.orderId,
      payload: {
        orderId: order.orderId,
        shipmentId,
        carrier: parcel.carrier,
        trackingNumber: parcel.trackingNumber,
        itemUniqueIds: ready.map((line) => line.itemUniqueId),
      },
    },
  ]);
  await schedule(tx, order.orderId, "out_for_delivery", change.at);
  return { shipped: true, shipmentId };
}

/**
 * The second half of shipping, once the gateway answered the capture: under the order's lock again,
 * the capture settled and the parcel shipped; a refusal settles it failed and stops the order's
 * ready lines for the customer to give another card (a mail tells them).
 */
export async function endShipping(
  tx: Db,
  change: Change,
  services: FulfilmentServices,
  capture: { orderId: string; entryId: number },
  answer: Awaited<ReturnType<PaymentGateway["capture"]>>,
  parcel: Parcel,
): Promise<ShipOutcome> {
  const locked = await lockOrder(tx, capture.orderId);
  await settleOwnIntent(tx, change, capture.entryId, answer);
  if (answer.ok) return finishShipping(tx, change, services, locked, parcel);
  const { order } = locked;
  await moveLinesTo(
    tx,
    { ...change, reason: answer.refusal },
    readyToShip(locked),
    "CUSTOMER_ACTION_REQUIRED",
  );
  await announce(tx, change, [
    { type: "payment.capture_declined", stream: order.orderId, payload: { orderId: order.orderId } },
  ]);
  await schedule(tx, order.orderId, null, change.at);
  services.logger?.warn(
    { orderId: order.orderId, refusal: answer.refusal },
    "an order's capture was refused",
  );
  return { shipped: false, declined: true };
}
