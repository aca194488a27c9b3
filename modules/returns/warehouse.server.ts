import { eq } from "drizzle-orm";
import { returnStock } from "../catalog/index.server.ts";
import { AppError, type Db } from "../core/index.ts";
import { type Change, moveReturnedItems, RefundRefused } from "../orders/index.server.ts";
import type { PaymentGateway } from "../payments/index.server.ts";
import {
  type ContractRow,
  type LockedReturn,
  linesOf,
  lockReturn,
  type ReturnStep,
  scheduleReturn,
} from "./locked-return.server.ts";
import { applyRefund, type CardRefund, planRefunds, refundCards } from "./refund-return.server.ts";
import { tellOfReturn } from "./return-history.server.ts";
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

/** The events of the warehouse's moves of a return. */
const EVENT_OF_STATUS = {
  RETURNING: "return.in_transit",
  PROCESSED: "return.received",
  REFUNDED: "return.refunded",
} as const;

/** Moves the return's tracking status, with its orders' history rows and (scanned, received) its event. */
async function setReturnStatus(
  tx: Db,
  change: Change,
  locked: LockedReturn,
  status: ReturnTrackingStatus,
  told: Record<string, unknown> = {},
) {
  const from = locked.ret.status;
  await tx
    .update(returns)
    .set({ status, updatedAt: change.at })
    .where(eq(returns.rmaNumber, locked.ret.rmaNumber));
  locked.ret = { ...locked.ret, status, updatedAt: change.at };
  const type =
    status === "RETURNING" || status === "PROCESSED" || status === "REFUNDED"
      ? EVENT_OF_STATUS[status]
      : null;
  await tellOfReturn(tx, change, {
    rmaNumber: locked.ret.rmaNumber,
    orderIds: locked.contracts.map((c) => c.orderId),
    from,
    to: status,
    ...(type && {
      event: { type, payload: { itemUniqueIds: openContracts(locked).map((c) => c.itemUniqueId), ...told } },
    }),
  });
}

/** The contracts' items moved on (scanned: RETURNING; back and settled: RETURNED). */
async function setItems(
  tx: Db,
  change: Change,
  locked: LockedReturn,
  contracts: readonly ContractRow[],
  to: "RETURNING" | "RETURNED",
) {
  await moveReturnedItems(tx, change, linesOf(locked, contracts), to);
}

function refuse(): never {
  throw new AppError("conflict", "return.step.not.waiting", WAREHOUSE_ANSWERS.notWaiting);
}

export async function scanIn(
  tx: Db,
  _services: ReturnServices,
  locked: LockedReturn,
  change: Change,
): Promise<void> {
  const now = change.at;
  if (!cancellableReturn(statusOf(locked)) && statusOf(locked) !== "NO_TRACKING_DATA") refuse();
  const open = openContracts(locked);
  await setReturnStatus(tx, change, locked, "RETURNING");
  await setItems(tx, change, locked, open, "RETURNING");
  await scheduleReturn(tx, locked.ret.rmaNumber, "receive", now);
}

export async function receiveIn(
  tx: Db,
  services: ReturnServices,
  locked: LockedReturn,
  change: Change,
): Promise<void> {
  const now = change.at;
  // A box the warehouse receives before any carrier scan (dropped at the dock) was scanned then.
  if (statusOf(locked) !== "RETURNING") await scanIn(tx, services, locked, change);
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
  await setReturnStatus(tx, change, locked, "PROCESSED");
  await scheduleReturn(tx, locked.ret.rmaNumber, "refund", now);
}

/** The refund's last move, under the locks: each item's kept refund applied, exchanges closed, the items RETURNED. */
async function refundApplyIn(
  tx: Db,
  _services: WarehouseServices,
  locked: LockedReturn,
  refunds: ReadonlyMap<string, CardRefund>,
  change: Change,
): Promise<void> {
  const now = change.at;
  if (statusOf(locked) !== "PROCESSED") refuse();
  const open = openContracts(locked);
  let cardCents = 0;
  let giftCardCents = 0;
  for (const contract of open) {
    if (contract.kind === "return") {
      const applied = await applyRefund(tx, locked, contract, refunds.get(contract.contractId), change);
      cardCents += applied.cardCents;
      giftCardCents += applied.giftCardCents;
    } else {
      await tx
        .update(returnContracts)
        .set({ state: "closed" })
        .where(eq(returnContracts.contractId, contract.contractId));
    }
  }
  await setItems(tx, change, locked, open, "RETURNED");
  // The card is named only when every refund went to one order's card.
  const paidBy = new Set(open.filter((c) => c.kind === "return").map((c) => c.refundOrderId));
  const [onlyOrder] = paidBy.size === 1 ? [...paidBy] : [];
  await setReturnStatus(tx, change, locked, "REFUNDED", {
    cardCents,
    giftCardCents,
    cardLast4: onlyOrder ? (locked.orders.get(onlyOrder)?.cardLast4 ?? null) : null,
    exchanged: open.filter((c) => c.kind === "exchange").length,
  });
  await scheduleReturn(tx, locked.ret.rmaNumber, null, now);
}

/**
 * The refund step (spec: REFUNDED): the refunds worked out and kept in one transaction, the
 * cards refunded outside any (keyed, the kept amounts), then applied in another. A refused card
 * refund leaves the return PROCESSED and waits a whole step before it is tried again.
 */
export async function refundReturn(
  services: WarehouseServices,
  rmaNumber: string,
  change: Change,
): Promise<void> {
  const now = change.at;
  await services.db.transaction(async (tx) => {
    const locked = await lockReturn(tx, rmaNumber, null);
    if (statusOf(locked) !== "PROCESSED") refuse();
    await planRefunds(tx, locked, now, services.logger);
  });
  let refunds: Map<string, CardRefund>;
  try {
    refunds = await refundCards(services, change, rmaNumber);
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
    refundApplyIn(tx, services, await lockReturn(tx, rmaNumber, null), refunds, change),
  );
}

/** An operator's (or the demo clock's) step on a return; the mail is kicked after commit. */
export async function returnStep(
  services: WarehouseServices,
  rmaNumber: string,
  step: ReturnStep,
  now: Date,
): Promise<void> {
  const change: Change = { by: { kind: "operator" }, at: now };
  if (step === "refund") {
    await refundReturn(services, rmaNumber, change);
  } else {
    await services.db.transaction(async (tx) => {
      const locked = await lockReturn(tx, rmaNumber, null);
      await (step === "scan"
        ? scanIn(tx, services, locked, change)
        : receiveIn(tx, services, locked, change));
    });
  }
  services.events?.kick();
}
