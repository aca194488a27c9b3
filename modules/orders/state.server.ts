import { and, eq, inArray } from "drizzle-orm";
import { AppError, type Db } from "../core/index.ts";
import { type NewEvent, recordEvents } from "../events/index.server.ts";
import { orderLines, orders } from "./schema.server.ts";
import { orderHistory } from "./schema-history.server.ts";
import { ITEM_STATUS_WORDS, type ItemStatus, itemStatusOf, orderStatusOf } from "./statuses.ts";
import { lineMayMove } from "./transitions.ts";

/**
 * How the orders module changes state (issue 29): every move of a line is checked against the
 * transition table and writes, in the caller's transaction, a history row per line (and one for
 * the order when its own status follows) and the events its named transition announces.
 */

/** Who moves an order's state. */
export type Actor =
  | { kind: "customer"; customerId: number }
  /** The holder of the order's emailed link. */
  | { kind: "guest" }
  /** An operator's command (npm run orders, npm run returns...). */
  | { kind: "operator" }
  | { kind: "clock"; name: "fulfilment" | "returns" }
  | { kind: "system" };

/** A move's circumstances: who, when, and why (a cancellation's reason, a refusal). */
export interface Change {
  by: Actor;
  at: Date;
  reason?: string | null;
}

/** The words of a refused move (ours). */
export const TRANSITION_ANSWERS = {
  refused: (item: string, from: ItemStatus, to: ItemStatus) =>
    `Item ${item} cannot go from ${ITEM_STATUS_WORDS[from]} to ${ITEM_STATUS_WORDS[to]}.`,
} as const;

const actorKind = (by: Actor): string => (by.kind === "clock" ? `${by.name}-clock` : by.kind);
const actorId = (by: Actor): string | null => (by.kind === "customer" ? String(by.customerId) : null);

/** One history row as a transition writes it. */
export interface HistoryEntry {
  orderId: string;
  subject: "order" | "line" | "shipment" | "return" | "payment";
  subjectId: string;
  from: string | null;
  to: string;
  /** This row's own reason, where one change moves several for different reasons. */
  reason?: string | null;
}

/** Writes history rows of one change in the caller's transaction (returns writes its returns' rows here). */
export async function recordHistory(tx: Db, change: Change, entries: readonly HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(orderHistory).values(
    entries.map((entry) => ({
      orderId: entry.orderId,
      subject: entry.subject,
      subjectId: entry.subjectId,
      fromStatus: entry.from,
      toStatus: entry.to,
      actorKind: actorKind(change.by),
      actorId: actorId(change.by),
      reason: entry.reason ?? change.reason ?? null,
      at: change.at,
    })),
  );
}

/** The events of a change, at its time. */
export async function announce(
  tx: Db,
  change: Change,
  events: readonly Omit<NewEvent, "at">[],
): Promise<void> {
  await recordEvents(
    tx,
    events.map((event) => ({ ...event, at: change.at })),
  );
}

/** A line as a move reads it. */
export interface MovingLine {
  orderId: string;
  lineNumber: number;
  itemUniqueId: string;
  status: string;
}

type LineFields = Partial<
  Pick<typeof orderLines.$inferInsert, "shipmentId" | "cancelReason" | "cancelledAt" | "returnAttempts">
>;

/** Refuses the whole change when any line may not make its move: nothing is written. */
function checkMoves(moves: readonly { line: MovingLine; to: ItemStatus }[]): void {
  for (const { line, to } of moves) {
    const from = itemStatusOf(line.status);
    if (!lineMayMove(from, to)) {
      throw new AppError(
        "conflict",
        "order.transition.refused",
        TRANSITION_ANSWERS.refused(line.itemUniqueId, from, to),
        {
          extraInfo: { itemUniqueId: line.itemUniqueId, from, to },
        },
      );
    }
  }
}

/**
 * Moves lines of one or more orders to new statuses (with the fields that go with the move) in
 * the caller's transaction, under their orders' locks: checked against the transition table
 * first, then written with a history row each, and each order's own status brought up to date.
 */
export async function moveLines(
  tx: Db,
  change: Change,
  moves: readonly { line: MovingLine; to: ItemStatus; set?: LineFields; reason?: string }[],
): Promise<void> {
  if (moves.length === 0) return;
  checkMoves(moves);
  for (const { line, to, set } of moves) {
    await tx
      .update(orderLines)
      .set({ ...set, status: to })
      .where(and(eq(orderLines.orderId, line.orderId), eq(orderLines.lineNumber, line.lineNumber)));
  }
  await recordHistory(
    tx,
    change,
    moves.map(({ line, to, reason }) => ({
      orderId: line.orderId,
      subject: "line" as const,
      subjectId: line.itemUniqueId,
      from: line.status,
      to,
      ...(reason !== undefined && { reason }),
    })),
  );
  for (const orderId of new Set(moves.map((move) => move.line.orderId))) {
    await refreshOrderStatus(tx, change, orderId);
  }
}

/** Moves some lines all to one status (moveLines for the common case). */
export function moveLinesTo(
  tx: Db,
  change: Change,
  lines: readonly MovingLine[],
  to: ItemStatus,
  set?: LineFields,
): Promise<void> {
  return moveLines(
    tx,
    change,
    lines.map((line) => ({ line, to, ...(set && { set }) })),
  );
}

/** The order's own status from its lines as they are now, with a history row when it changed. */
export async function refreshOrderStatus(tx: Db, change: Change, orderId: string): Promise<void> {
  const rows = await tx
    .select({ status: orderLines.status })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.orderId, orderId));
  const status = orderStatusOf(rows.map((row) => itemStatusOf(row.status)));
  if (!order || order.status === status) return;
  await tx.update(orders).set({ status }).where(eq(orders.orderId, orderId));
  await recordHistory(tx, change, [
    { orderId, subject: "order", subjectId: orderId, from: order.status, to: status },
  ]);
}

/** The lines of some items (any orders), for a transition of another module to move. */
export async function linesOfItems(tx: Db, itemUniqueIds: readonly string[]) {
  if (itemUniqueIds.length === 0) return [];
  return tx
    .select()
    .from(orderLines)
    .where(inArray(orderLines.itemUniqueId, [...itemUniqueIds]));
}
