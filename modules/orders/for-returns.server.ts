import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import type { LineRow, OrderRow } from "./locked-order.server.ts";
import { normaliseOrderId } from "./order-id.ts";
import { orderLines, orders, shipments } from "./schema.server.ts";
import { type Change, moveLines } from "./state.server.ts";
import { type ItemStatus, isTrackingStatus, type TrackingStatus } from "./statuses.ts";

/**
 * What the returns module reads of orders and the moves it asks of them (issue 29: returns calls
 * orders' functions, never its tables). Rows are handed out as values; every write is a
 * transition of state.server.ts.
 */

/** A line with its shipment's tracking status, when it has been shipped. */
export interface TrackedLine {
  line: LineRow;
  tracking: TrackingStatus | null;
}

/**
 * Orders by id: read, or locked for the caller's transaction in order id order (every writer's
 * order: no deadlock), waiting for the locks or passing over those another holds.
 */
export async function ordersById(
  tx: Db,
  orderIds: readonly string[],
  lock: "read" | "lock" | "skip-locked" = "read",
): Promise<Map<string, OrderRow>> {
  const ids = [...new Set(orderIds)].sort();
  if (ids.length === 0) return new Map();
  const query = tx.select().from(orders).where(inArray(orders.orderId, ids)).orderBy(asc(orders.orderId));
  const rows =
    lock === "read"
      ? await query
      : await query.for("update", lock === "skip-locked" ? { skipLocked: true } : {});
  return new Map(rows.map((row) => [row.orderId, row]));
}

/** Lines by item id (any orders). */
export async function linesById(tx: Db, itemUniqueIds: readonly string[]): Promise<Map<string, LineRow>> {
  if (itemUniqueIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(orderLines)
    .where(inArray(orderLines.itemUniqueId, [...new Set(itemUniqueIds)]));
  return new Map(rows.map((row) => [row.itemUniqueId, row]));
}

/** The order ids of those items that are the customer's. */
export async function customersItems(tx: Db, customerId: number, itemUniqueIds: readonly string[]) {
  if (itemUniqueIds.length === 0) return [];
  return tx
    .select({ orderId: orderLines.orderId, itemUniqueId: orderLines.itemUniqueId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderId, orderLines.orderId))
    .where(and(inArray(orderLines.itemUniqueId, [...itemUniqueIds]), eq(orders.customerId, customerId)));
}

const tracked = (rows: { line: LineRow; tracking: string | null }[]): TrackedLine[] =>
  rows.map(({ line, tracking }) => ({
    line,
    tracking: tracking && isTrackingStatus(tracking) ? tracking : null,
  }));

/** Lines with their tracking: of some items, or of some orders (in order and line order). */
export async function trackedLines(
  tx: Db,
  by: { itemUniqueIds: readonly string[] } | { orderIds: readonly string[] },
) {
  const ids = "itemUniqueIds" in by ? by.itemUniqueIds : by.orderIds;
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ line: orderLines, tracking: shipments.status })
    .from(orderLines)
    .leftJoin(shipments, eq(shipments.shipmentId, orderLines.shipmentId))
    .where(inArray("itemUniqueIds" in by ? orderLines.itemUniqueId : orderLines.orderId, [...ids]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.lineNumber));
  return tracked(rows);
}

/** A customer's orders, newest first: one by id (none when it is not theirs), or the latest `limit`. */
export async function customerOrders(
  db: Db,
  customerId: number,
  orderId: string | null,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        orderId === null ? undefined : eq(orders.orderId, normaliseOrderId(orderId)),
      ),
    )
    .orderBy(desc(orders.placedAt))
    .limit(limit);
}

/** Items going back in a return: RETURN_IN_PROGRESS, one more return attempt each. */
export function startReturn(tx: Db, change: Change, lines: readonly LineRow[]): Promise<void> {
  return moveLines(
    tx,
    change,
    lines.map((line) => ({
      line,
      to: "RETURN_IN_PROGRESS" as const,
      set: { returnAttempts: line.returnAttempts + 1 },
    })),
  );
}

/** Items of a cancelled return back to what they were before it (delivered, or delivered by mistake). */
export function endReturn(
  tx: Db,
  change: Change,
  moves: readonly { line: LineRow; to: ItemStatus }[],
): Promise<void> {
  return moveLines(tx, change, moves);
}

/** Items of a return scanned by the carrier (RETURNING) or received by the warehouse (RETURNED). */
export function moveReturnedItems(
  tx: Db,
  change: Change,
  lines: readonly LineRow[],
  to: "RETURNING" | "RETURNED",
) {
  return moveLines(
    tx,
    change,
    lines.map((line) => ({ line, to })),
  );
}

/** The order an exchange order replaces an item of. */
export async function exchangedOrderOf(db: Db, exchangeOrderId: string): Promise<string | null> {
  const [row] = await db
    .select({ original: orders.exchangeOfOrderId })
    .from(orders)
    .where(eq(orders.orderId, exchangeOrderId));
  return row?.original ?? null;
}
