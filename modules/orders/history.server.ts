import { asc, eq } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { ledgerOf } from "./ledger.server.ts";
import { orderHistory } from "./schema-history.server.ts";
import { customerTimeline, type TimelineEntry } from "./timeline.ts";

/**
 * Reading an order's history (issue 29): every row for operators (npm run orders -- history, the
 * operators' API), and the moves that concern the customer, in their words, for the order page.
 */

export type HistoryRow = typeof orderHistory.$inferSelect;

/** Every history row of an order, oldest first. */
export async function readOrderHistory(db: Db, orderId: string): Promise<HistoryRow[]> {
  return db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.historyId));
}

/** Who moved it, as an operator reads it: "customer 42", "guest link", "operator", "fulfilment clock". */
export function actorWords(row: Pick<HistoryRow, "actorKind" | "actorId">): string {
  switch (row.actorKind) {
    case "customer":
      return row.actorId ? `customer ${row.actorId}` : "customer";
    case "guest":
      return "guest link";
    case "fulfilment-clock":
      return "fulfilment clock";
    case "returns-clock":
      return "returns clock";
    default:
      return row.actorKind;
  }
}

/** One history row as a line of text: when, what, from and to, who, why. */
export function historyLine(row: HistoryRow): string {
  const move = row.fromStatus === null ? row.toStatus : `${row.fromStatus} -> ${row.toStatus}`;
  const why = row.reason ? ` (${row.reason})` : "";
  return `${row.at.toISOString()}  ${row.subject} ${row.subjectId}  ${move}  by ${actorWords(row)}${why}`;
}

/** The order's history as its customer reads it (timeline.ts), from its rows, lines and ledger. */
export async function customerOrderTimeline(
  db: Db,
  order: {
    orderId: string;
    cardLast4: string | null;
    lines: readonly { itemUniqueId: string; brandName: string; productName: string }[];
  },
): Promise<TimelineEntry[]> {
  const [rows, entries] = [await readOrderHistory(db, order.orderId), await ledgerOf(db, order.orderId)];
  return customerTimeline(rows, {
    itemNames: new Map(
      order.lines.map((line) => [line.itemUniqueId, `${line.brandName} ${line.productName}`]),
    ),
    paymentCents: new Map(entries.map((entry) => [String(entry.entryId), entry.cents])),
    cardLast4: order.cardLast4,
  });
}
