import { and, eq, isNotNull, ne } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import type { Marketplace } from "../marketplace/index.ts";
import {
  alreadyCancelled,
  cancelInput,
  type OrderRow,
  ordersById,
  trackedLines,
} from "../orders/index.server.ts";
import { cancellationRefund, type RefundOrder } from "../orders/index.ts";
import { getReturnView, type ReturnView } from "./return-views.server.ts";
import { returnContracts } from "./schema.server.ts";

/**
 * An order's money as refunds.ts reads it, and its lines that gave money back already: cancelled,
 * or with a refund kept by another contract than `except` (planRefunds works one contract out at a
 * time; the confirmation works out a whole return's before any is kept).
 */
export async function givenBack(
  tx: Db,
  order: OrderRow,
  except?: string,
): Promise<{ input: RefundOrder; before: Set<string> }> {
  const lines = (await trackedLines(tx, { orderIds: [order.orderId] })).map((row) => row.line);
  const planned = await tx
    .select({ itemUniqueId: returnContracts.refundItemUniqueId })
    .from(returnContracts)
    .where(
      and(
        eq(returnContracts.refundOrderId, order.orderId),
        isNotNull(returnContracts.refundPlannedAt),
        except === undefined ? undefined : ne(returnContracts.contractId, except),
      ),
    );
  const before = new Set([...alreadyCancelled(lines), ...planned.map((row) => row.itemUniqueId)]);
  return { input: cancelInput(order, lines), before };
}

/**
 * The refund a return's items are owed, in cents, as the confirmation states it (issue 30): each
 * returned item's share of what its order charged (refunds.ts, as planRefunds will work it out
 * when the items are back), or the share kept already. An exchange's items are owed nothing: they
 * are paid for by the replacement.
 */
export async function expectedRefundCents(db: Db, rmaNumber: string): Promise<number> {
  const contracts = await db
    .select()
    .from(returnContracts)
    .where(
      and(
        eq(returnContracts.rmaNumber, rmaNumber),
        eq(returnContracts.kind, "return"),
        ne(returnContracts.state, "cancelled"),
      ),
    );
  let cents = 0;
  const toWorkOut = new Map<string, string[]>();
  for (const contract of contracts) {
    if (contract.refundPlannedAt) cents += contract.refundCardCents + contract.refundGiftCardCents;
    else {
      const items = toWorkOut.get(contract.refundOrderId) ?? [];
      toWorkOut.set(contract.refundOrderId, [...items, contract.refundItemUniqueId]);
    }
  }
  const orders = await ordersById(db, [...toWorkOut.keys()]);
  for (const [orderId, items] of toWorkOut) {
    const order = orders.get(orderId);
    if (!order) continue;
    const { input, before } = await givenBack(db, order);
    const owed = items.filter((item) => !before.has(item));
    cents += cancellationRefund(input, before, owed).totalCents;
  }
  return cents;
}

/** A customer's return as its confirmation shows it: the return, and the refund to expect in cents. */
export async function getReturnConfirmation(
  db: Db,
  marketplaces: readonly Marketplace[],
  customerId: number,
  rmaNumber: string,
): Promise<{ view: ReturnView; expectedRefundCents: number }> {
  const view = await getReturnView(db, marketplaces, customerId, rmaNumber);
  return { view, expectedRefundCents: await expectedRefundCents(db, rmaNumber) };
}
