import { and, eq, inArray } from "drizzle-orm";
import { AppError, type Db } from "../core/index.ts";
import type { EventType } from "../events/index.ts";
import type { Change } from "../orders/index.server.ts";
import type { ContractRow, LockedReturn } from "./locked-return.server.ts";
import { tellOfReturn } from "./return-history.server.ts";
import { isReturnTrackingStatus, RETURN_TRACKING_WORDS, type ReturnTrackingStatus } from "./rules.ts";
import { returnContracts, returns } from "./schema.server.ts";
import { type ContractState, contractMayMove, returnMayMove } from "./transitions.ts";

/**
 * The returns module's transitions (issue 29): a return's tracking status and its contracts'
 * states, each checked against the transition table and written with its orders' history rows
 * and its event, in the caller's transaction under the return's locks.
 */

/** The words of a refused move (ours). */
export const RETURN_MOVE_ANSWERS = {
  refused: (rmaNumber: string, from: ReturnTrackingStatus, to: ReturnTrackingStatus) =>
    `Return ${rmaNumber} cannot go from ${RETURN_TRACKING_WORDS[from].toLowerCase()} to ${RETURN_TRACKING_WORDS[to].toLowerCase()}.`,
  contractRefused: (contractId: string, from: string, to: string) =>
    `Contract ${contractId} cannot go from ${from} to ${to}.`,
} as const;

const statusOf = (value: string): ReturnTrackingStatus =>
  isReturnTrackingStatus(value) ? value : "NO_TRACKING_DATA";

/** Moves a return to a tracking status, with a history row for each of its orders and, when given, its event. */
export async function moveReturn(
  tx: Db,
  change: Change,
  locked: LockedReturn,
  to: ReturnTrackingStatus,
  event?: { type: EventType; payload: Record<string, unknown> },
): Promise<void> {
  const from = statusOf(locked.ret.status);
  if (!returnMayMove(from, to)) {
    throw new AppError(
      "conflict",
      "return.transition.refused",
      RETURN_MOVE_ANSWERS.refused(locked.ret.rmaNumber, from, to),
      {
        extraInfo: { rmaNumber: locked.ret.rmaNumber, from, to },
      },
    );
  }
  await tx
    .update(returns)
    .set({ status: to, updatedAt: change.at })
    .where(eq(returns.rmaNumber, locked.ret.rmaNumber));
  locked.ret = { ...locked.ret, status: to, updatedAt: change.at };
  await tellOfReturn(tx, change, {
    rmaNumber: locked.ret.rmaNumber,
    orderIds: locked.contracts.map((c) => c.orderId),
    from,
    to,
    ...(event && { event }),
  });
}

/**
 * Moves contracts of a return to a state (cancelled with their items, closed when settled), each
 * checked first; `set` carries what goes with the move (a refund's id and time).
 */
export async function moveContracts(
  tx: Db,
  contracts: readonly ContractRow[],
  to: ContractState,
  set: Partial<Pick<ContractRow, "refundId" | "refundedAt">> = {},
): Promise<void> {
  for (const contract of contracts) {
    const from = contract.state as ContractState;
    if (!contractMayMove(from, to)) {
      throw new AppError(
        "conflict",
        "return.transition.refused",
        RETURN_MOVE_ANSWERS.contractRefused(contract.contractId, from, to),
      );
    }
  }
  if (contracts.length === 0) return;
  await tx
    .update(returnContracts)
    .set({ ...set, state: to })
    .where(
      and(
        inArray(
          returnContracts.contractId,
          contracts.map((c) => c.contractId),
        ),
        eq(returnContracts.state, "open"),
      ),
    );
}
