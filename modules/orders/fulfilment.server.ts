import { randomBytes, randomInt } from "node:crypto";
import { and, asc, eq, inArray, lte, notInArray, or, sql } from "drizzle-orm";
import { asStep, createStepClock, type StepClock } from "../core/index.server.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import { type MailDispatcher, queueMail } from "../mail/index.server.ts";
import { cardToken, getCard, type PaymentGateway, voidQuietly } from "../payments/index.server.ts";
import { normaliseOrderId } from "./order-id.ts";
import {
  deliveredMail,
  type MailStore,
  mailStoreOf,
  paymentDeclinedMail,
  shippedMail,
} from "./order-mails.ts";
import { orderStatusOf } from "./order-views.server.ts";
import { fulfilmentSchedule, orderLines, orders, shipmentEvents, shipments } from "./schema.server.ts";
import { AWAITING_PAYMENT, BEFORE_SHIPPING, itemStatusOf } from "./statuses.ts";

/**
 * The warehouse's side of an order (issue 13, "Fulfilment"): processing, shipping (the card is
 * captured for what is left to pay; a refusal stops the order for the customer to choose another
 * card), out for delivery, delivered, and a delivery mistake. The operators' command and the demo
 * store's fulfilment clock call the same steps; each runs in one transaction under the order's
 * row lock and moves the order's row in `fulfilment_schedule`.
 */

export const FULFILMENT_STEPS = ["process", "ship", "out_for_delivery", "deliver"] as const;
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

export interface FulfilmentServices {
  db: Db;
  paymentGateway: PaymentGateway;
  marketplaces: readonly { subsiteId: string; name: string; baseUrl: string }[];
  mailDispatcher?: Pick<MailDispatcher, "kick">;
  logger?: Log;
}

/** The words of a refused step (ours: the spec shows no operator). */
export const FULFILMENT_ANSWERS = {
  orderNotFound: "We could not find that order.",
  nothingToProcess: "This order has nothing waiting to be processed.",
  nothingToShip: "This order has nothing to ship.",
  notShipped: "This order has no shipment on its way.",
  itemNotFound: "That item is not part of this order.",
  notDelivered: "Only a shipped item can be marked as a delivery mistake.",
  notAwaitingPayment: "This order is not waiting for a new card.",
  paymentDeclined: "There was a problem with the payment. Please try again.",
} as const;

/** The carrier the demo clock ships with, and where its parcels leave from. */
export const DEMO_CARRIER = "UPS";
const WAREHOUSE = "Shepherdsville, KY";

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

export interface Locked {
  order: OrderRow;
  lines: LineRow[];
}

/** Locks an order's row for the caller's transaction and reads it with its lines (not found: 404). */
export async function lockOrder(tx: Db, id: string): Promise<Locked> {
  const orderId = normaliseOrderId(id);
  const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for("update");
  if (!order) throw new AppError("not_found", "order.not.found", FULFILMENT_ANSWERS.orderNotFound);
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.lineNumber));
  return { order, lines };
}

/** Sets fields of some lines of an order, in the caller's transaction. */
export async function setLines(tx: Db, orderId: string, lines: readonly LineRow[], set: Partial<LineRow>) {
  if (lines.length === 0) return;
  await tx
    .update(orderLines)
    .set(set)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        inArray(
          orderLines.lineNumber,
          lines.map((line) => line.lineNumber),
        ),
      ),
    );
}

/** The order's own status from its lines as they are now. */
export async function refreshOrderStatus(tx: Db, orderId: string): Promise<void> {
  const rows = await tx
    .select({ status: orderLines.status })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  await tx
    .update(orders)
    .set({ status: orderStatusOf(rows.map((row) => itemStatusOf(row.status))) })
    .where(eq(orders.orderId, orderId));
}

async function schedule(tx: Db, orderId: string, step: FulfilmentStep | null, now: Date): Promise<void> {
  if (step === null) {
    await tx.delete(fulfilmentSchedule).where(eq(fulfilmentSchedule.orderId, orderId));
    return;
  }
  await tx
    .insert(fulfilmentSchedule)
    .values({ orderId, step, since: now })
    .onConflictDoUpdate({ target: fulfilmentSchedule.orderId, set: { step, since: now } });
}

/** A new order's place in fulfilment, in the order's transaction: processing is next (none for e-Gift Cards only). */
export async function scheduleNewOrder(tx: Db, orderId: string, physical: boolean, now: Date): Promise<void> {
  if (physical) await schedule(tx, orderId, "process", now);
}

/** An exchange order's place in fulfilment: its replacement is processed at once and ships next. */
export async function scheduleExchangeOrder(tx: Db, orderId: string, now: Date): Promise<void> {
  await tx.update(orderLines).set({ status: "PROCESSING" }).where(eq(orderLines.orderId, orderId));
  await refreshOrderStatus(tx, orderId);
  await schedule(tx, orderId, "ship", now);
}

async function mail(tx: Db, store: MailStore, to: string, message: { subject: string; text: string }) {
  await queueMail(tx, { to, fromName: store.name, ...message });
}

async function processIn(tx: Db, { order, lines }: Locked, now: Date): Promise<void> {
  const waiting = lines.filter((line) => line.status === "SUBMITTED");
  if (waiting.length === 0) {
    throw new AppError("conflict", "order.nothing.to.process", FULFILMENT_ANSWERS.nothingToProcess);
  }
  await setLines(tx, order.orderId, waiting, { status: "PROCESSING" });
  await refreshOrderStatus(tx, order.orderId);
  await schedule(tx, order.orderId, "ship", now);
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

type ShipOutcome = { shipped: true; shipmentId: string } | { shipped: false; declined: true };

async function shipIn(
  tx: Db,
  services: FulfilmentServices,
  { order, lines }: Locked,
  parcel: Parcel,
  now: Date,
): Promise<ShipOutcome> {
  const store = mailStoreOf(services.marketplaces, order.marketplace);
  const ready = lines.filter((line) => line.status === "PROCESSING" || line.status === "SUBMITTED");
  if (ready.length === 0)
    throw new AppError("conflict", "order.nothing.to.ship", FULFILMENT_ANSWERS.nothingToShip);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(shipments)
    .where(eq(shipments.orderId, order.orderId));
  const shipmentId = `${order.orderId}-S${n + 1}`;
  const due = order.cardCents - order.cardReleasedCents - order.capturedCents;
  let capture: { captureId: string; cents: number } | null = null;
  if (due > 0 && order.authorizationId) {
    // Keyed by the shipment and the authorisation: a step retried after a failed commit gets the
    // same capture, not a second; a new card (updateOrderPayment) is a new authorisation, a new key.
    const captured = await services.paymentGateway.capture(
      order.authorizationId,
      due,
      `${shipmentId}:capture:${order.authorizationId}`,
    );
    if (!captured.ok) {
      await setLines(tx, order.orderId, ready, { status: "CUSTOMER_ACTION_REQUIRED" });
      await refreshOrderStatus(tx, order.orderId);
      await schedule(tx, order.orderId, null, now);
      await mail(
        tx,
        store,
        order.email,
        paymentDeclinedMail({ store, orderId: order.orderId, cardLast4: order.cardLast4 }),
      );
      services.logger?.warn(
        { orderId: order.orderId, refusal: captured.refusal },
        "an order's capture was refused",
      );
      return { shipped: false, declined: true };
    }
    capture = { captureId: captured.captureId, cents: due };
  }
  await tx.insert(shipments).values({
    shipmentId,
    orderId: order.orderId,
    carrier: parcel.carrier,
    trackingNumber: parcel.trackingNumber,
    status: "IN_TRANSIT",
    estimatedDelivery: order.promiseDate,
    shippedAt: now,
  });
  await tx.insert(shipmentEvents).values({
    shipmentId,
    status: "IN_TRANSIT",
    description: `Shipped with ${parcel.carrier}`,
    location: WAREHOUSE,
    at: now,
  });
  await setLines(tx, order.orderId, ready, { status: "SHIPPED", shipmentId });
  if (capture) {
    await tx
      .update(orders)
      .set({ captureId: capture.captureId, capturedCents: order.capturedCents + capture.cents })
      .where(eq(orders.orderId, order.orderId));
  }
  await refreshOrderStatus(tx, order.orderId);
  await schedule(tx, order.orderId, "out_for_delivery", now);
  await mail(
    tx,
    store,
    order.email,
    shippedMail({
      store,
      orderId: order.orderId,
      shipmentId,
      carrier: parcel.carrier,
      trackingNumber: parcel.trackingNumber,
      arrivesBy: order.promiseDate,
      lines: ready,
    }),
  );
  return { shipped: true, shipmentId };
}

/** The order's shipments still on their way (not delivered). */
async function onTheWay(tx: Db, orderId: string) {
  return tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), sql`${shipments.status} <> 'DELIVERED'`))
    .orderBy(asc(shipments.shippedAt));
}

const destination = (order: OrderRow) =>
  order.shippingAddress ? `${order.shippingAddress.city}, ${order.shippingAddress.stateOrRegion}` : WAREHOUSE;

async function outForDeliveryIn(tx: Db, { order }: Locked, now: Date): Promise<void> {
  const moving = await onTheWay(tx, order.orderId);
  if (moving.length === 0) throw new AppError("conflict", "order.not.shipped", FULFILMENT_ANSWERS.notShipped);
  for (const shipment of moving) {
    await tx
      .update(shipments)
      .set({ status: "OUT_FOR_DELIVERY" })
      .where(eq(shipments.shipmentId, shipment.shipmentId));
    await tx.insert(shipmentEvents).values({
      shipmentId: shipment.shipmentId,
      status: "OUT_FOR_DELIVERY",
      description: "Out for delivery",
      location: destination(order),
      at: now,
    });
  }
  await schedule(tx, order.orderId, "deliver", now);
}

async function deliverIn(
  tx: Db,
  services: FulfilmentServices,
  { order, lines }: Locked,
  now: Date,
): Promise<void> {
  const moving = await onTheWay(tx, order.orderId);
  if (moving.length === 0) throw new AppError("conflict", "order.not.shipped", FULFILMENT_ANSWERS.notShipped);
  for (const shipment of moving) {
    await tx
      .update(shipments)
      .set({ status: "DELIVERED", deliveredAt: now })
      .where(eq(shipments.shipmentId, shipment.shipmentId));
    await tx.insert(shipmentEvents).values({
      shipmentId: shipment.shipmentId,
      status: "DELIVERED",
      description: "Delivered",
      location: destination(order),
      at: now,
    });
  }
  const ids = new Set(moving.map((shipment) => shipment.shipmentId));
  const left = lines.some((line) => BEFORE_SHIPPING.has(itemStatusOf(line.status)));
  await schedule(tx, order.orderId, left ? "process" : null, now);
  const store = mailStoreOf(services.marketplaces, order.marketplace);
  await mail(
    tx,
    store,
    order.email,
    deliveredMail({
      store,
      orderId: order.orderId,
      lines: lines.filter((line) => line.shipmentId !== null && ids.has(line.shipmentId)),
    }),
  );
}

/** Runs one step in its own transaction under the order's lock, and kicks the mail after commit. */
async function step<T>(
  services: FulfilmentServices,
  orderId: string,
  run: (tx: Db, locked: Locked) => Promise<T>,
): Promise<T> {
  const answer = await services.db.transaction(async (tx) => run(tx, await lockOrder(tx, orderId)));
  services.mailDispatcher?.kick();
  return answer;
}

/** SUBMITTED lines to PROCESSING. */
export function processOrder(services: FulfilmentServices, orderId: string, now: Date): Promise<void> {
  return step(services, orderId, (tx, locked) => processIn(tx, locked, now));
}

/** Ships what is submitted or processing, with the carrier and tracking number given (or the demo's). */
export function shipOrder(
  services: FulfilmentServices,
  orderId: string,
  parcel: Parcel | null,
  now: Date,
): Promise<ShipOutcome> {
  const given = parcel ?? { carrier: DEMO_CARRIER, trackingNumber: demoTrackingNumber() };
  return step(services, orderId, (tx, locked) => shipIn(tx, services, locked, given, now));
}

export function markOutForDelivery(services: FulfilmentServices, orderId: string, now: Date): Promise<void> {
  return step(services, orderId, (tx, locked) => outForDeliveryIn(tx, locked, now));
}

export function deliverOrder(services: FulfilmentServices, orderId: string, now: Date): Promise<void> {
  return step(services, orderId, (tx, locked) => deliverIn(tx, services, locked, now));
}

/** An operator's word that a shipped item was delivered wrongly (wrong item, damaged, never arrived). */
export function markDeliveryMistake(
  services: FulfilmentServices,
  orderId: string,
  itemUniqueId: string,
): Promise<void> {
  return step(services, orderId, async (tx, { order, lines }) => {
    const line = lines.find((l) => l.itemUniqueId === itemUniqueId);
    if (!line) throw new AppError("not_found", "order.item.not.found", FULFILMENT_ANSWERS.itemNotFound);
    if (line.status !== "SHIPPED") {
      throw new AppError("conflict", "order.item.not.delivered", FULFILMENT_ANSWERS.notDelivered);
    }
    await setLines(tx, order.orderId, [line], { status: "DELIVERY_MISTAKE" });
    await refreshOrderStatus(tx, order.orderId);
  });
}

/**
 * POST /v1/updatePayment: another card for an order whose capture was refused (customer action
 * required). The new card is authorised for what is left to pay; the old authorisation is let go
 * after commit; the order goes back to processing and on to shipping. A refusal changes nothing.
 */
export async function updateOrderPayment(
  services: FulfilmentServices,
  customerId: number,
  id: string,
  paymentInstrumentId: number,
  now: Date,
): Promise<void> {
  const orderId = normaliseOrderId(id);
  let authorized = null as string | null;
  const old = await services.db
    .transaction(async (tx) => {
      const [owned] = await tx
        .select({ orderId: orders.orderId })
        .from(orders)
        .where(and(eq(orders.orderId, orderId), eq(orders.customerId, customerId)));
      if (!owned) throw new AppError("not_found", "order.not.found", FULFILMENT_ANSWERS.orderNotFound);
      const { order, lines } = await lockOrder(tx, orderId);
      const waiting = lines.filter((line) => AWAITING_PAYMENT.has(itemStatusOf(line.status)));
      if (waiting.length === 0) {
        throw new AppError("conflict", "order.payment.not.awaited", FULFILMENT_ANSWERS.notAwaitingPayment);
      }
      const card = await getCard(tx, customerId, paymentInstrumentId, now);
      if (card.isExpired) {
        throw new AppError("invalid_input", "payment.declined", FULFILMENT_ANSWERS.paymentDeclined, {
          field: "paymentInstrumentId",
        });
      }
      const token = await cardToken(tx, customerId, paymentInstrumentId);
      const due = order.cardCents - order.cardReleasedCents - order.capturedCents;
      const answer = await services.paymentGateway.authorize(
        token,
        due,
        `${orderId}:update:${randomBytes(8).toString("hex")}`,
      );
      if (!answer.ok) {
        throw new AppError("invalid_input", "payment.declined", FULFILMENT_ANSWERS.paymentDeclined, {
          field: "paymentInstrumentId",
          extraInfo: { refusal: answer.refusal },
        });
      }
      authorized = answer.authorizationId;
      await tx
        .update(orders)
        .set({
          paymentInstrumentId,
          cardBrand: card.brand,
          cardLast4: card.last4,
          authorizationId: answer.authorizationId,
        })
        .where(eq(orders.orderId, orderId));
      await setLines(tx, orderId, waiting, { status: "PROCESSING" });
      await refreshOrderStatus(tx, orderId);
      await schedule(tx, orderId, "ship", now);
      return order.authorizationId;
    })
    .catch(async (error: unknown) => {
      // The new card's authorisation of an update that did not commit is let go.
      if (authorized) await voidQuietly(services.paymentGateway, authorized, services.logger);
      throw error;
    });
  if (old) await voidQuietly(services.paymentGateway, old, services.logger);
}

/** Minutes each step of the demo clock waits (FULFILMENT_*_MINUTES settings). */
export interface FulfilmentTimings {
  process: number;
  ship: number;
  out_for_delivery: number;
  deliver: number;
}

/** The demo store's warehouse clock (core's step clock over the fulfilment schedule). */
export type FulfilmentClock = StepClock;

const MINUTE_MS = 60_000;
/** How often the server's clock looks for steps whose wait is over. */
export const FULFILMENT_TICK_MS = 5_000;

/**
 * The demo store's warehouse: moves each order along its steps when their waits are over. A tick
 * takes due rows one at a time `for update skip locked`, so several processes share the work and
 * none does a step twice; the step and its row's move commit together, so a restart resumes where
 * the schedule says. A step that fails (a refused capture is not a failure) is logged and tried
 * again at the next tick.
 */
export function createFulfilmentClock(
  services: FulfilmentServices,
  timings: FulfilmentTimings,
  options: { now?: () => Date } = {},
): FulfilmentClock {
  const dueCondition = (at: Date) =>
    or(
      ...FULFILMENT_STEPS.map((name) =>
        and(
          eq(fulfilmentSchedule.step, name),
          lte(fulfilmentSchedule.since, new Date(at.getTime() - timings[name] * MINUTE_MS + 1)),
        ),
      ),
    );

  /**
   * Does one due step. Locks in the order every writer does: the order's row first, then its
   * schedule row (a cancellation racing the clock never deadlocks).
   */
  async function one(at: Date, skip: Set<string>): Promise<string | null | false> {
    const [candidate] = await services.db
      .select({ orderId: fulfilmentSchedule.orderId })
      .from(fulfilmentSchedule)
      .where(
        and(dueCondition(at), skip.size > 0 ? notInArray(fulfilmentSchedule.orderId, [...skip]) : undefined),
      )
      .orderBy(asc(fulfilmentSchedule.since))
      .limit(1);
    if (!candidate) return false;
    return services.db.transaction(async (tx) => {
      const [mine] = await tx
        .select({ orderId: orders.orderId })
        .from(orders)
        .where(eq(orders.orderId, candidate.orderId))
        .for("update", { skipLocked: true });
      if (!mine) {
        // Another worker (or a customer, or an operator) holds it: this tick passes it over.
        skip.add(candidate.orderId);
        return null;
      }
      const [due] = await tx
        .select()
        .from(fulfilmentSchedule)
        .where(and(eq(fulfilmentSchedule.orderId, candidate.orderId), dueCondition(at)))
        .for("update");
      if (!due) return null;
      await asStep(due.orderId, async () => {
        const locked = await lockOrder(tx, due.orderId);
        switch (due.step as FulfilmentStep) {
          case "process":
            return processIn(tx, locked, at);
          case "ship":
            return shipIn(
              tx,
              services,
              locked,
              { carrier: DEMO_CARRIER, trackingNumber: demoTrackingNumber() },
              at,
            );
          case "out_for_delivery":
            return outForDeliveryIn(tx, locked, at);
          case "deliver":
            return deliverIn(tx, services, locked, at);
          default:
            return schedule(tx, due.orderId, null, at);
        }
      });
      return due.orderId;
    });
  }

  return createStepClock({
    name: "fulfilment",
    one,
    now: options.now,
    logger: services.logger,
    afterSteps: () => services.mailDispatcher?.kick(),
  });
}

/** An order as the operators' list shows it. */
export interface OperatorOrderRow {
  orderId: string;
  placedAt: Date;
  status: string;
  email: string;
  grandTotalCents: number;
  items: number;
  nextStep: string | null;
}

/** The newest orders, for operators: optionally of one status; with each one's next fulfilment step. */
export async function listOrdersForOperators(
  db: Db,
  options: { status?: string; limit: number },
): Promise<OperatorOrderRow[]> {
  const rows = await db
    .select({
      orderId: orders.orderId,
      placedAt: orders.placedAt,
      status: orders.status,
      email: orders.email,
      grandTotalCents: orders.grandTotalCents,
      items: sql<number>`(select count(*)::int from ${orderLines} where ${orderLines.orderId} = ${orders.orderId})`,
      nextStep: fulfilmentSchedule.step,
    })
    .from(orders)
    .leftJoin(fulfilmentSchedule, eq(fulfilmentSchedule.orderId, orders.orderId))
    .where(options.status ? eq(orders.status, options.status) : undefined)
    .orderBy(sql`${orders.placedAt} desc`)
    .limit(options.limit);
  return rows;
}
