import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { orderLines, orders } from "../orders/index.server.ts";
import {
  CANCELLED_STATUSES,
  cancellationRefund,
  itemStatusOf,
  type Refund,
  type RefundOrder,
} from "../orders/index.ts";
import type { PaymentGateway } from "../payments/index.server.ts";
import { releasePromotionUse, restoreGiftCardBalance } from "../promotions/index.server.ts";
import type { ContractRow, LockedReturn } from "./locked-return.server.ts";
import { returnContracts } from "./schema.server.ts";

/** What one contract's refund gave back. */
export interface ContractRefund {
  contractId: string;
  cardCents: number;
  giftCardCents: number;
}

const REFUND_REFUSED = "The card refund was refused; it is tried again.";

/** The order's lines that gave money back already: cancelled, or refunded by a return. */
async function givenBack(tx: Db, orderId: string): Promise<{ input: RefundOrder; before: Set<string> }> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const refunded = await tx
    .select({ itemUniqueId: returnContracts.refundItemUniqueId })
    .from(returnContracts)
    .where(and(eq(returnContracts.refundOrderId, orderId), isNotNull(returnContracts.refundedAt)));
  const before = new Set([
    ...lines.filter((line) => CANCELLED_STATUSES.has(itemStatusOf(line.status))).map((l) => l.itemUniqueId),
    ...refunded.map((row) => row.itemUniqueId),
  ]);
  const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId));
  if (!order) throw new Error(`order ${orderId} of a return contract is missing`);
  return {
    input: {
      couponCents: order.couponCents,
      shippingCents: order.shippingCents,
      taxCents: order.taxCents,
      giftCardCents: order.giftCardCents,
      cardCents: order.cardCents,
      lines,
    },
    before,
  };
}

/**
 * Refunds one returned item, in the caller's transaction under its order's lock: its cumulative
 * share of what its order charged (refunds.ts: coupon and tax shared, shipping with the last line,
 * card first), the card's part refunded on the order's capture (keyed by the contract: a step
 * retried after a failed commit never refunds twice) and never more than was captured, the rest
 * back to the gift card balance; the order's promo code freed once every line gave its money back.
 */
export async function refundContract(
  tx: Db,
  gateway: PaymentGateway,
  locked: LockedReturn,
  contract: ContractRow,
  now: Date,
): Promise<ContractRefund> {
  const order = locked.orders.get(contract.refundOrderId);
  if (!order)
    throw new Error(`order ${contract.refundOrderId} of contract ${contract.contractId} is not locked`);
  const { input, before } = await givenBack(tx, order.orderId);
  const share: Refund = before.has(contract.refundItemUniqueId)
    ? { totalCents: 0, cardCents: 0, giftCardCents: 0 }
    : cancellationRefund(input, before, [contract.refundItemUniqueId]);
  const [fresh] = await tx
    .select({ captured: orders.capturedCents, refunded: orders.cardRefundedCents })
    .from(orders)
    .where(eq(orders.orderId, order.orderId));
  const refundable = order.captureId && fresh ? fresh.captured - fresh.refunded : 0;
  const cardCents = Math.max(0, Math.min(share.cardCents, refundable));
  const giftCardCents = share.giftCardCents + (share.cardCents - cardCents);
  let refundId: string | null = null;
  if (cardCents > 0 && order.captureId) {
    const refunded = await gateway.refund(order.captureId, cardCents, `${contract.contractId}:refund`);
    if (!refunded.ok) throw new Error(`${REFUND_REFUSED} (${refunded.refusal})`);
    refundId = refunded.refundId;
    await tx
      .update(orders)
      .set({ cardRefundedCents: (fresh?.refunded ?? 0) + cardCents })
      .where(eq(orders.orderId, order.orderId));
  }
  if (giftCardCents > 0) {
    await restoreGiftCardBalance(
      tx,
      order.customerId,
      giftCardCents,
      `refund:${contract.contractId}`,
      "refund",
      order.orderId,
    );
  }
  await tx
    .update(returnContracts)
    .set({
      state: "closed",
      refundCardCents: cardCents,
      refundGiftCardCents: giftCardCents,
      refundId,
      refundedAt: now,
    })
    .where(eq(returnContracts.contractId, contract.contractId));
  const everything = input.lines.every(
    (line) => before.has(line.itemUniqueId) || line.itemUniqueId === contract.refundItemUniqueId,
  );
  if (everything && order.couponCode) await releasePromotionUse(tx, order.customerId, order.orderId);
  return { contractId: contract.contractId, cardCents, giftCardCents };
}
