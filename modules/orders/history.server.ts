import { asc, eq } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { orderHistory } from "./schema-history.server.ts";

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
