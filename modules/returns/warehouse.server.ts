import { and, asc, eq, inArray, lte, notInArray, or } from "drizzle-orm";
import { returnStock } from "../catalog/index.server.ts";
import { asStep, createStepClock, type StepClock } from "../core/index.server.ts";
import { AppError, type Db } from "../core/index.ts";
import { queueMail } from "../mail/index.server.ts";
import { mailStoreOf, orderLines, orders, refreshOrderStatus } from "../orders/index.server.ts";
import type { PaymentGateway } from "../payments/index.server.ts";
import {
  type ContractRow,
  type LockedReturn,
  linesOf,
  lockReturn,
  RETURN_STEPS,
  type ReturnStep,
  scheduleReturn,
} from "./locked-return.server.ts";
import { applyRefund, planRefunds, RefundRefused, refundCards } from "./refund-return.server.ts";
import { refundIssuedMail, returnOnItsWayMail, returnReceivedMail } from "./return-mails.ts";
import { cancellableReturn, isReturnTrackingStatus, type ReturnTrackingStatus } from "./rules.ts";
import { returnContracts, returnSchedule, returns } from "./schema.server.ts";
import type { ReturnServices } from "./submit.server.ts";

/**
 * The warehouse's side of a return (issue 14, "Refunds"): the carrier scans the box (items
 * RETURNING), the warehouse receives it (PROCESSED: stock back on the shelf), and the money goes
 * back (REFUNDED: items RETURNED). The operators' command and the demo clock call the same steps;
 * each runs in one transaction under the return's orders' and row's locks, mails the customer,
 * and moves the return's row in `return_schedule`.
 */

/** The returns desk's services: the writers' and the payment gateway (for refunds). */
export interface WarehouseServices extends ReturnServices {
  paymentGateway: PaymentGateway;
}

/** The words of a refused step (ours: the spec shows no operator). */
export const WAREHOUSE_ANSWERS = {
  notWaiting: "This return is not waiting for that step.",
} as const;

const statusOf = (locked: LockedReturn): ReturnTrackingStatus =>
  isReturnTrackingStatus(locked.ret.status) ? locked.ret.status : "NO_TRACKING_DATA";

const openContracts = (locked: LockedReturn) => locked.contracts.filter((c) => c.state === "open");

async function setReturnStatus(tx: Db, locked: LockedReturn, status: ReturnTrackingStatus, now: Date) {
  await tx.update(returns).set({ status, updatedAt: now }).where(eq(returns.rmaNumber, locked.ret.rmaNumber));
  locked.ret = { ...locked.ret, status, updatedAt: now };
}

async function setItems(tx: Db, contracts: readonly ContractRow[], status: string) {
  if (contracts.length === 0) return;
  await tx
    .update(orderLines)
    .set({ status })
    .where(
      inArray(
        orderLines.itemUniqueId,
        contracts.map((c) => c.itemUniqueId),
      ),
    );
  for (const orderId of new Set(contracts.map((c) => c.orderId))) await refreshOrderStatus(tx, orderId);
}

async function mail(
  tx: Db,
  services: ReturnServices,
  locked: LockedReturn,
  message: { subject: string; text: string },
) {
  const store = mailStoreOf(services.marketplaces, locked.ret.marketplace);
  await queueMail(tx, { to: locked.ret.email, fromName: store.name, ...message });
}

function refuse(): never {
  throw new AppError("conflict", "return.step.not.waiting", WAREHOUSE_ANSWERS.notWaiting);
}

async function scanIn(tx: Db, services: ReturnServices, locked: LockedReturn, now: Date): Promise<void> {
  if (!cancellableReturn(statusOf(locked)) && statusOf(locked) !== "NO_TRACKING_DATA") refuse();
  const open = openContracts(locked);
  await setReturnStatus(tx, locked, "RETURNING", now);
  await setItems(tx, open, "RETURNING");
  await scheduleReturn(tx, locked.ret.rmaNumber, "receive", now);
  const store = mailStoreOf(services.marketplaces, locked.ret.marketplace);
  await mail(
    tx,
    services,
    locked,
    returnOnItsWayMail({
      store,
      rmaNumber: locked.ret.rmaNumber,
      items: linesOf(locked, open),
      carrier: locked.ret.carrier,
    }),
  );
}

async function receiveIn(tx: Db, services: ReturnServices, locked: LockedReturn, now: Date): Promise<void> {
  // A box the warehouse receives before any carrier scan (dropped at the dock) was scanned then.
  if (statusOf(locked) !== "RETURNING") await scanIn(tx, services, locked, now);
  const open = openContracts(locked);
  // An item delivered by mistake (wrong, damaged, never arrived) is inspected, not shelved: its
  // stock is an operator's call.
  const shelved = open.filter((contract) => contract.previousStatus !== "DELIVERY_MISTAKE");
  await returnStock(
    tx,
    linesOf(locked, shelved)
      .filter((line) => !line.isEgc)
      .map((line) => ({ stockId: line.stockId, quantity: line.quantity })),
  );
  await setReturnStatus(tx, locked, "PROCESSED", now);
  await scheduleReturn(tx, locked.ret.rmaNumber, "refund", now);
  const store = mailStoreOf(services.marketplaces, locked.ret.marketplace);
  await mail(
    tx,
    services,
    locked,
    returnReceivedMail({ store, rmaNumber: locked.ret.rmaNumber, items: linesOf(locked, open) }),
  );
}

/** The refund's last move, under the locks: each item's kept refund applied, exchanges closed, the items RETURNED. */
async function refundApplyIn(
  tx: Db,
  services: WarehouseServices,
  locked: LockedReturn,
  refundIds: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  if (statusOf(locked) !== "PROCESSED") refuse();
  const open = openContracts(locked);
  let cardCents = 0;
  let giftCardCents = 0;
  for (const contract of open) {
    if (contract.kind === "return") {
      const applied = await applyRefund(
        tx,
        locked,
        contract,
        refundIds.get(contract.contractId) ?? null,
        now,
      );
      cardCents += applied.cardCents;
      giftCardCents += applied.giftCardCents;
    } else {
      await tx
        .update(returnContracts)
        .set({ state: "closed" })
        .where(eq(returnContracts.contractId, contract.contractId));
    }
  }
  await setItems(tx, open, "RETURNED");
  await setReturnStatus(tx, locked, "REFUNDED", now);
  await scheduleReturn(tx, locked.ret.rmaNumber, null, now);
  const store = mailStoreOf(services.marketplaces, locked.ret.marketplace);
  // The card is named only when every refund went to one order's card.
  const paidBy = new Set(open.filter((c) => c.kind === "return").map((c) => c.refundOrderId));
  const [onlyOrder] = paidBy.size === 1 ? [...paidBy] : [];
  await mail(
    tx,
    services,
    locked,
    refundIssuedMail({
      store,
      rmaNumber: locked.ret.rmaNumber,
      items: linesOf(locked, open),
      cardCents,
      giftCardCents,
      cardLast4: onlyOrder ? (locked.orders.get(onlyOrder)?.cardLast4 ?? null) : null,
      exchanged: open.filter((c) => c.kind === "exchange").length,
    }),
  );
}

/**
 * The refund step (spec: REFUNDED): the refunds worked out and kept in one transaction, the
 * cards refunded outside any (keyed, the kept amounts), then applied in another. A refused card
 * refund leaves the return PROCESSED and waits a whole step before it is tried again.
 */
async function refundReturn(services: WarehouseServices, rmaNumber: string, now: Date): Promise<void> {
  await services.db.transaction(async (tx) => {
    const locked = await lockReturn(tx, rmaNumber, null);
    if (statusOf(locked) !== "PROCESSED") refuse();
    await planRefunds(tx, locked, now, services.logger);
  });
  let refundIds: Map<string, string>;
  try {
    refundIds = await refundCards(services.db, services.paymentGateway, rmaNumber);
  } catch (error) {
    if (error instanceof RefundRefused) {
      await services.db
        .update(returnSchedule)
        .set({ since: now })
        .where(eq(returnSchedule.rmaNumber, rmaNumber));
    }
    throw error;
  }
  await services.db.transaction(async (tx) =>
    refundApplyIn(tx, services, await lockReturn(tx, rmaNumber, null), refundIds, now),
  );
}

/** An operator's (or the demo clock's) step on a return; the mail is kicked after commit. */
export async function returnStep(
  services: WarehouseServices,
  rmaNumber: string,
  step: ReturnStep,
  now: Date,
): Promise<void> {
  if (step === "refund") {
    await refundReturn(services, rmaNumber, now);
  } else {
    await services.db.transaction(async (tx) => {
      const locked = await lockReturn(tx, rmaNumber, null);
      await (step === "scan" ? scanIn(tx, services, locked, now) : receiveIn(tx, services, locked, now));
    });
  }
  services.mailDispatcher?.kick();
}

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
    const outcome = await services.db.transaction(async (tx) => {
      const touched = await tx
        .select({ orderId: returnContracts.orderId, refundOrderId: returnContracts.refundOrderId })
        .from(returnContracts)
        .where(eq(returnContracts.rmaNumber, rmaNumber));
      const orderIds = [...new Set(touched.flatMap((row) => [row.orderId, row.refundOrderId]))].sort();
      const mine = await tx
        .select({ orderId: orders.orderId })
        .from(orders)
        .where(inArray(orders.orderId, orderIds))
        .orderBy(asc(orders.orderId))
        .for("update", { skipLocked: true });
      if (mine.length !== orderIds.length) {
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
        if (step === "scan") await scanIn(tx, services, locked, at);
        else if (step === "receive") await receiveIn(tx, services, locked, at);
        else await scheduleReturn(tx, rmaNumber, null, at);
      });
      return { rmaNumber, refund: false };
    });
    if (outcome === null) return null;
    // The refund calls the gateway between its transactions: after the claim has committed.
    if (outcome.refund) await asStep(rmaNumber, () => refundReturn(services, rmaNumber, at));
    return rmaNumber;
  }

  return createStepClock({
    name: "returns",
    one,
    now: options.now,
    logger: services.logger,
    afterSteps: () => services.mailDispatcher?.kick(),
  });
}
