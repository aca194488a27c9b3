import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { returnContracts, returnSchedule, returns } from "./schema.server.ts";

/** A return as the operators' list shows it. */
export interface OperatorReturnRow {
  rmaNumber: string;
  createdAt: Date;
  status: string;
  labelType: string;
  email: string;
  items: number;
  nextStep: string | null;
}

/** The newest returns, for operators, each with its next step at the returns desk. */
export async function listReturnsForOperators(
  db: Db,
  options: { limit: number },
): Promise<OperatorReturnRow[]> {
  return db
    .select({
      rmaNumber: returns.rmaNumber,
      createdAt: returns.createdAt,
      status: returns.status,
      labelType: returns.labelType,
      email: returns.email,
      items: sql<number>`(select count(*)::int from ${returnContracts} where ${returnContracts.rmaNumber} = ${returns.rmaNumber} and ${returnContracts.state} <> 'cancelled')`,
      nextStep: returnSchedule.step,
    })
    .from(returns)
    .leftJoin(returnSchedule, eq(returnSchedule.rmaNumber, returns.rmaNumber))
    .orderBy(desc(returns.createdAt), desc(returns.rmaNumber))
    .limit(options.limit);
}
