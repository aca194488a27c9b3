import { and, asc, eq } from "drizzle-orm";
import { AppError, type Db } from "../core/index.ts";
import { type LineRow, linesById, type OrderRow, ordersById } from "../orders/index.server.ts";
import { RETURN_ANSWERS } from "./answers.ts";
import { returnContracts, returnSchedule, returns } from "./schema.server.ts";

export type ReturnRow = typeof returns.$inferSelect;
export type ContractRow = typeof returnContracts.$inferSelect;

/** The orders a return's contracts touch: their items' and those their refunds come from. */
export async function ordersOfReturn(tx: Db, rmaNumber: string): Promise<string[]> {
  const touched = await tx
    .select({ orderId: returnContracts.orderId, refundOrderId: returnContracts.refundOrderId })
    .from(returnContracts)
    .where(eq(returnContracts.rmaNumber, rmaNumber));
  return [...new Set(touched.flatMap((row) => [row.orderId, row.refundOrderId]))].sort();
}

/** A return read under lock, with its contracts, their lines and the orders they touch. */
export interface LockedReturn {
  ret: ReturnRow;
  contracts: ContractRow[];
  /** Lines by item id: the contracts' own and the lines their refunds come from. */
  lines: Map<string, LineRow>;
  /** Orders by id: the contracts' own and those their refunds come from, all locked. */
  orders: Map<string, OrderRow>;
}

/**
 * Locks a return for a change, in the order every writer locks: the orders it touches (by order
 * id), then the return's row. `customerId` limits it to the customer's own (another's is not
 * found, 404, as a missing one).
 */
export async function lockReturn(
  tx: Db,
  rmaNumber: string,
  customerId: number | null,
): Promise<LockedReturn> {
  const owner = customerId === null ? undefined : eq(returns.customerId, customerId);
  const [found] = await tx
    .select({ rmaNumber: returns.rmaNumber })
    .from(returns)
    .where(and(eq(returns.rmaNumber, rmaNumber), owner));
  if (!found) throw new AppError("not_found", "return.not.found", RETURN_ANSWERS.returnNotFound);
  const orders = await ordersById(tx, await ordersOfReturn(tx, rmaNumber), "lock");
  const [ret] = await tx.select().from(returns).where(eq(returns.rmaNumber, rmaNumber)).for("update");
  if (!ret) throw new AppError("not_found", "return.not.found", RETURN_ANSWERS.returnNotFound);
  const contracts = await tx
    .select()
    .from(returnContracts)
    .where(eq(returnContracts.rmaNumber, rmaNumber))
    .orderBy(asc(returnContracts.contractId));
  const itemIds = [...new Set(contracts.flatMap((c) => [c.itemUniqueId, c.refundItemUniqueId]))];
  return { ret, contracts, lines: await linesById(tx, itemIds), orders };
}

/** The lines of some contracts, in contract order. */
export const linesOf = (locked: LockedReturn, contracts: readonly ContractRow[]): LineRow[] =>
  contracts.flatMap((contract) => {
    const line = locked.lines.get(contract.itemUniqueId);
    return line ? [line] : [];
  });

/** Moves a return's row in the warehouse's schedule (null: nothing left to do). */
export async function scheduleReturn(
  tx: Db,
  rmaNumber: string,
  step: ReturnStep | null,
  now: Date,
): Promise<void> {
  if (step === null) {
    await tx.delete(returnSchedule).where(eq(returnSchedule.rmaNumber, rmaNumber));
    return;
  }
  await tx
    .insert(returnSchedule)
    .values({ rmaNumber, step, since: now })
    .onConflictDoUpdate({ target: returnSchedule.rmaNumber, set: { step, since: now } });
}

/** The warehouse's steps of a return: the carrier scans it, the warehouse receives it, the money goes back. */
export const RETURN_STEPS = ["scan", "receive", "refund"] as const;
export type ReturnStep = (typeof RETURN_STEPS)[number];
