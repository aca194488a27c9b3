import { and, asc, eq, lte, notInArray, or } from "drizzle-orm";
import { asStep, createStepClock, type StepClock } from "../core/index.server.ts";
import { type Change, ordersById } from "../orders/index.server.ts";
import {
  lockReturn,
  ordersOfReturn,
  RETURN_STEPS,
  type ReturnStep,
  scheduleReturn,
} from "./locked-return.server.ts";
import { returnSchedule } from "./schema.server.ts";
import { receiveIn, refundReturn, scanIn, type WarehouseServices } from "./warehouse.server.ts";

/** Minutes each step of the demo clock waits (RETURN_*_MINUTES settings). */
export type ReturnTimings = Record<ReturnStep, number>;

const MINUTE_MS = 60_000;

/**
 * The demo store's returns desk: moves each return along its steps when their waits are over,
 * sharing the fulfilment clock's rules (skip-locked rows, step and schedule in one transaction,
 * a failed step tried again at the next tick). Locks as every writer does: the return's orders,
 * then the return, then its schedule row.
 */
export function createReturnsClock(
  services: WarehouseServices,
  timings: ReturnTimings,
  options: { now?: () => Date } = {},
): StepClock {
  const dueCondition = (at: Date) =>
    or(
      ...RETURN_STEPS.map((name) =>
        and(
          eq(returnSchedule.step, name),
          lte(returnSchedule.since, new Date(at.getTime() - timings[name] * MINUTE_MS + 1)),
        ),
      ),
    );

  async function one(at: Date, skip: Set<string>): Promise<string | null | false> {
    const [candidate] = await services.db
      .select({ rmaNumber: returnSchedule.rmaNumber })
      .from(returnSchedule)
      .where(
        and(dueCondition(at), skip.size > 0 ? notInArray(returnSchedule.rmaNumber, [...skip]) : undefined),
      )
      .orderBy(asc(returnSchedule.since))
      .limit(1);
    if (!candidate) return false;
    const rmaNumber = candidate.rmaNumber;
    const change: Change = { by: { kind: "clock", name: "returns" }, at };
    const outcome = await services.db.transaction(async (tx) => {
      const orderIds = await ordersOfReturn(tx, rmaNumber);
      const mine = await ordersById(tx, orderIds, "skip-locked");
      if (mine.size !== orderIds.length) {
        // A customer, an operator or another worker holds one of its orders: passed over this tick.
        skip.add(rmaNumber);
        return null;
      }
      const locked = await lockReturn(tx, rmaNumber, null);
      const [due] = await tx
        .select()
        .from(returnSchedule)
        .where(and(eq(returnSchedule.rmaNumber, rmaNumber), dueCondition(at)))
        .for("update");
      if (!due) return null;
      const step = RETURN_STEPS.find((name) => name === due.step);
      if (step === "refund") {
        // Claimed: its wait starts again, so another worker passes it over (and a failure waits a step).
        await scheduleReturn(tx, rmaNumber, "refund", at);
        return { rmaNumber, refund: true };
      }
      await asStep(rmaNumber, async () => {
        if (step === "scan") await scanIn(tx, services, locked, change);
        else if (step === "receive") await receiveIn(tx, services, locked, change);
        else await scheduleReturn(tx, rmaNumber, null, at);
      });
      return { rmaNumber, refund: false };
    });
    if (outcome === null) return null;
    // The refund calls the gateway between its transactions: after the claim has committed.
    if (outcome.refund) await asStep(rmaNumber, () => refundReturn(services, rmaNumber, change));
    return rmaNumber;
  }

  return createStepClock({
    name: "returns",
    one,
    now: options.now,
    logger: services.logger,
    afterSteps: () => services.events?.kick(),
  });
}
