import { asc, eq } from "drizzle-orm";
import { AppError, type Db } from "../core/index.ts";
import { normaliseOrderId } from "./order-id.ts";
import { fulfilmentSchedule, orderLines, orders } from "./schema.server.ts";
import { type Change, moveLinesTo } from "./state.server.ts";

/** An order's row and its lines, as a transition under the order's lock reads them. */
export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;

export interface Locked {
  order: OrderRow;
  lines: LineRow[];
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
  paymentInFlight: "This order's payment is being taken: try again in a moment.",
} as const;

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

export const FULFILMENT_STEPS = ["process", "ship", "out_for_delivery", "deliver"] as const;
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

/** Moves an order's row in the fulfilment schedule to its next step (null: nothing left to do). */
export async function schedule(
  tx: Db,
  orderId: string,
  step: FulfilmentStep | null,
  now: Date,
): Promise<void> {
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
export async function scheduleExchangeOrder(tx: Db, change: Change, orderId: string): Promise<void> {
  const { lines } = await lockOrder(tx, orderId);
  await moveLinesTo(tx, change, lines, "PROCESSING");
  await schedule(tx, orderId, "ship", change.at);
}
