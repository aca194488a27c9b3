import { and, asc, eq, lte, notInArray, or } from "drizzle-orm";
import { asStep, createStepClock, type StepClock } from "../core/index.server.ts";
import { AppError, type Db } from "../core/index.ts";
import { deliverIn, outForDeliveryIn } from "./delivery.server.ts";
import {
  DEMO_CARRIER,
  demoTrackingNumber,
  type FulfilmentServices,
  processIn,
  startShipping,
} from "./fulfilment.server.ts";
import { FULFILMENT_STEPS, type FulfilmentStep, lockOrder, schedule } from "./locked-order.server.ts";
import { shipInPhases } from "./operator-steps.server.ts";
import { fulfilmentSchedule, orders } from "./schema.server.ts";
import type { Change } from "./state.server.ts";

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

/** Does the due step of a locked order in the clock's transaction; shipping answers its second half to run after commit. */
async function dueStep(
  tx: Db,
  services: FulfilmentServices,
  change: Change,
  orderId: string,
  step: FulfilmentStep,
) {
  const locked = await lockOrder(tx, orderId);
  switch (step) {
    case "process":
      await processIn(tx, change, locked);
      return null;
    case "ship": {
      const parcel = { carrier: DEMO_CARRIER, trackingNumber: demoTrackingNumber() };
      try {
        return { first: await startShipping(tx, change, services, locked, parcel), parcel };
      } catch (error) {
        // A capture of this order in flight (another worker's, or one a crash left for recovery).
        if (error instanceof AppError && error.code === "order.payment.in.flight") return "taken" as const;
        throw error;
      }
    }
    case "out_for_delivery":
      await outForDeliveryIn(tx, change, locked);
      return null;
    case "deliver":
      await deliverIn(tx, change, locked);
      return null;
    default:
      await schedule(tx, orderId, null, change.at);
      return null;
  }
}

/**
 * The demo store's warehouse: moves each order along its steps when their waits are over. A tick
 * takes due rows one at a time `for update skip locked`, so several processes share the work and
 * none does a step twice; the step and its row's move commit together, so a restart resumes where
 * the schedule says (a capture in flight at a crash is ended by payment recovery). A step that
 * fails (a refused capture is not a failure) is logged and tried again at the next tick.
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

  /** Locks in the order every writer does: the order's row first, then its schedule row (no deadlock with a cancellation). */
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
    const change: Change = { by: { kind: "clock", name: "fulfilment" }, at };
    return asStep(candidate.orderId, async () => {
      const started = await services.db.transaction(async (tx) => {
        const [mine] = await tx
          .select({ orderId: orders.orderId })
          .from(orders)
          .where(eq(orders.orderId, candidate.orderId))
          .for("update", { skipLocked: true });
        // Another worker (or a customer, or an operator) holds it: this tick passes it over.
        if (!mine) return "taken" as const;
        const [due] = await tx
          .select()
          .from(fulfilmentSchedule)
          .where(and(eq(fulfilmentSchedule.orderId, candidate.orderId), dueCondition(at)))
          .for("update");
        if (!due) return "taken" as const;
        return dueStep(tx, services, change, due.orderId, due.step as FulfilmentStep);
      });
      if (started === "taken") {
        skip.add(candidate.orderId);
        return null;
      }
      if (started) await shipInPhases(services, change, started.first, started.parcel);
      return candidate.orderId;
    });
  }

  return createStepClock({
    name: "fulfilment",
    one,
    now: options.now,
    logger: services.logger,
    afterSteps: () => services.events?.kick(),
  });
}
