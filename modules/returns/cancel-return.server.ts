import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "../core/index.ts";
import { type Change, endReturn } from "../orders/index.server.ts";
import { itemStatusOf } from "../orders/index.ts";
import { RETURN_ANSWERS } from "./answers.ts";
import { lockReturn, scheduleReturn } from "./locked-return.server.ts";
import { tellOfReturn } from "./return-history.server.ts";
import { cancellableReturn, isReturnTrackingStatus } from "./rules.ts";
import { returnContracts, returns } from "./schema.server.ts";
import type { ReturnServices } from "./submit.server.ts";

export interface CancelledReturn {
  rmaNumber: string;
  cancelledContractIds: string[];
  /** The whole return is cancelled now (no open contract left). */
  returnCancelled: boolean;
}

/**
 * POST /v1/return/cancelReturnItems: calls off some contracts of a return (all its open ones when
 * none are named) while the carrier does not have it yet. Each item's line goes back to what it
 * was (delivered, or delivered by mistake) and may be returned again (the attempt stays counted);
 * once no contract is open the return is cancelled and leaves the warehouse's schedule. An
 * exchange is not cancelled here: its replacement has shipped.
 */
export async function cancelReturnItems(
  services: ReturnServices,
  customerId: number,
  request: { rmaNumber: string; contractIds?: readonly string[] },
  now: Date,
): Promise<CancelledReturn> {
  const change: Change = { by: { kind: "customer", customerId }, at: now };
  const answer = await services.db.transaction(async (tx) => {
    const locked = await lockReturn(tx, request.rmaNumber, customerId);
    const { ret, contracts } = locked;
    const named = request.contractIds ? new Set(request.contractIds) : null;
    if (named) {
      for (const id of named) {
        if (!contracts.some((contract) => contract.contractId === id)) {
          throw new AppError("not_found", "return.contract.not.found", RETURN_ANSWERS.returnNotFound);
        }
      }
    }
    if (named && contracts.some((c) => named.has(c.contractId) && c.state === "cancelled")) {
      throw new AppError("conflict", "return.contract.cancelled", RETURN_ANSWERS.contractCancelled);
    }
    const status = isReturnTrackingStatus(ret.status) ? ret.status : "RETURNING";
    const chosen = contracts.filter((c) => c.state === "open" && (named === null || named.has(c.contractId)));
    if (
      !cancellableReturn(status) ||
      chosen.length === 0 ||
      chosen.some((contract) => contract.kind === "exchange")
    ) {
      throw new AppError("conflict", "return.not.cancellable", RETURN_ANSWERS.notCancellable);
    }
    await endReturn(
      tx,
      change,
      chosen.flatMap((contract) => {
        const line = locked.lines.get(contract.itemUniqueId);
        return line ? [{ line, to: itemStatusOf(contract.previousStatus) }] : [];
      }),
    );
    await tx
      .update(returnContracts)
      .set({ state: "cancelled" })
      .where(
        and(
          eq(returnContracts.rmaNumber, ret.rmaNumber),
          inArray(
            returnContracts.contractId,
            chosen.map((c) => c.contractId),
          ),
        ),
      );
    const returnCancelled = chosen.length === contracts.filter((c) => c.state === "open").length;
    await tellOfReturn(tx, change, {
      rmaNumber: ret.rmaNumber,
      orderIds: chosen.map((c) => c.orderId),
      from: ret.status,
      to: returnCancelled ? "CANCELLED" : ret.status,
      event: {
        type: "return.cancelled",
        payload: { contractIds: chosen.map((c) => c.contractId), returnCancelled },
      },
    });
    if (returnCancelled) {
      await tx
        .update(returns)
        .set({ status: "CANCELLED", updatedAt: now })
        .where(eq(returns.rmaNumber, ret.rmaNumber));
      await scheduleReturn(tx, ret.rmaNumber, null, now);
    }
    return {
      rmaNumber: ret.rmaNumber,
      cancelledContractIds: chosen.map((c) => c.contractId),
      returnCancelled,
    };
  });
  services.events?.kick();
  return answer;
}
