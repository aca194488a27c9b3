import { AppError, type Db } from "../core/index.ts";
import type { GatewayAnswer } from "../payments/index.server.ts";
import { type LedgerRow, settleIntent } from "./ledger.server.ts";
import type { Change } from "./state.server.ts";

/** The words of a change refused because payment recovery gave its money back first (ours). */
export const OWN_INTENT_ANSWERS = {
  recovered: "There was a problem with the payment. Nothing was charged; please try again.",
} as const;

/**
 * Settles an intent in the transaction of the change its own request asked it for, and refuses
 * that change when payment recovery ended the intent first (the request outlived the grace, and
 * the authorisation was voided or the capture refunded): no order, shipment or card change is
 * committed on money the gateway has given back. Throwing rolls the caller's transaction back.
 */
export async function settleOwnIntent(
  tx: Db,
  change: Change,
  entryId: number,
  answer: GatewayAnswer<Record<string, unknown>>,
): Promise<LedgerRow> {
  const row = await settleIntent(tx, change, entryId, answer);
  if (answer.ok && row.status !== "succeeded") {
    throw new AppError("conflict", "payment.recovered", OWN_INTENT_ANSWERS.recovered);
  }
  return row;
}
