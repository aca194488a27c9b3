import { eq, sql } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { fulfilmentSchedule, orderLines, orders } from "./schema.server.ts";

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
  return db
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
}
