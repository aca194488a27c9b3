import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db, Log } from "../core/index.ts";
import {
  type Change,
  type LedgerRow,
  orderMoney,
  recordGiftCard,
  refundCapture,
  settleIntent,
} from "../orders/index.server.ts";
import { cancellationRefund, type Refund } from "../orders/index.ts";
import type { PaymentGateway } from "../payments/index.server.ts";
import { releasePromotionUse, restoreGiftCardBalance } from "../promotions/index.server.ts";
import { givenBack } from "./expected-refund.server.ts";
import type { ContractRow, LockedReturn } from "./locked-return.server.ts";
import { moveContracts } from "./return-moves.server.ts";
import { returnContracts } from "./schema.server.ts";

/**
 * A return's refund in three moves, so that money is never given twice nor twice differently:
 * each returned item's share is worked out once and kept (planRefunds, committed before anything
 * is asked of the gateway), the card's part is refunded with a key of the contract and the kept
 * amount (refundCards: a retry asks the very same), then the rest is applied (applyRefund).
 */

/** Card money of an order kept for refunds not made yet (other contracts than `except`). */
async function pendingCardCents(tx: Db, orderId: string, except: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${returnContracts.refundCardCents}), 0)` })
    .from(returnContracts)
    .where(
      and(
        eq(returnContracts.refundOrderId, orderId),
        isNotNull(returnContracts.refundPlannedAt),
        isNull(returnContracts.refundedAt),
        ne(returnContracts.contractId, except),
      ),
    );
  return Number(row?.cents ?? 0);
}

/**
 * Works out and keeps the refund of each open returned item not planned yet, in the caller's
 * transaction under its orders' locks: the item's cumulative share of what its order charged
 * (refunds.ts: coupon and tax shared, shipping with the last line, card first), the card's part
 * never above what the capture has left; anything above that is an operator's matter (logged) and
 * goes to the gift card balance rather than being lost.
 */
export async function planRefunds(tx: Db, locked: LockedReturn, now: Date, logger?: Log): Promise<void> {
  for (const contract of locked.contracts) {
    if (contract.state !== "open" || contract.kind !== "return" || contract.refundPlannedAt) continue;
    const order = locked.orders.get(contract.refundOrderId);
    if (!order)
      throw new Error(`order ${contract.refundOrderId} of contract ${contract.contractId} is not locked`);
    const { input, before } = await givenBack(tx, order, contract.contractId);
    const share: Refund = before.has(contract.refundItemUniqueId)
      ? { totalCents: 0, cardCents: 0, giftCardCents: 0 }
      : cancellationRefund(input, before, [contract.refundItemUniqueId]);
    const money = await orderMoney(tx, order.orderId);
    const left =
      money.capturedCents -
      money.cardRefundedCents -
      (await pendingCardCents(tx, order.orderId, contract.contractId));
    const cardCents = Math.max(0, Math.min(share.cardCents, left));
    if (cardCents < share.cardCents) {
      logger?.error(
        { contractId: contract.contractId, orderId: order.orderId, owed: share.cardCents, left },
        "a return's card share is more than its order's capture has left: the rest goes to the gift card balance",
      );
    }
    await tx
      .update(returnContracts)
      .set({
        refundCardCents: cardCents,
        refundGiftCardCents: share.giftCardCents + (share.cardCents - cardCents),
        refundPlannedAt: now,
      })
      .where(eq(returnContracts.contractId, contract.contractId));
  }
}

/** A card refund asked of the gateway, to be settled with its contract; or one settled already. */
export type CardRefund = Awaited<ReturnType<typeof refundCapture>>;

/**
 * Refunds the card's kept part of each planned, unmade refund of a return, outside any
 * transaction: each asked through the orders' ledger (its intent committed first, keyed by the
 * contract: a retry after a failed commit asks the very same, never a second refund). Answers
 * each contract's refund to settle; a refusal throws RefundRefused.
 */
export async function refundCards(
  services: { db: Db; paymentGateway: Pick<PaymentGateway, "refund"> },
  change: Change,
  rmaNumber: string,
): Promise<Map<string, CardRefund>> {
  const due = await services.db
    .select({
      contractId: returnContracts.contractId,
      cents: returnContracts.refundCardCents,
      orderId: returnContracts.refundOrderId,
    })
    .from(returnContracts)
    .where(
      and(
        eq(returnContracts.rmaNumber, rmaNumber),
        eq(returnContracts.state, "open"),
        isNotNull(returnContracts.refundPlannedAt),
        isNull(returnContracts.refundedAt),
      ),
    );
  const refunds = new Map<string, CardRefund>();
  for (const row of due) {
    if (row.cents <= 0) continue;
    refunds.set(
      row.contractId,
      await refundCapture(services, change, {
        orderId: row.orderId,
        cents: row.cents,
        key: `${row.contractId}:refund`,
      }),
    );
  }
  return refunds;
}

/** The card refund settled in the change's transaction: its gateway id. */
async function settleCardRefund(
  tx: Db,
  change: Change,
  refund: CardRefund | undefined,
): Promise<string | null> {
  if (!refund) return null;
  const row: LedgerRow =
    "settled" in refund ? refund.settled : await settleIntent(tx, change, refund.entryId, refund.answer);
  return row.reference;
}

/**
 * Applies one planned refund in the caller's transaction under its order's lock: the order's
 * card counter, the gift card balance, the contract closed; the order's promo code freed once
 * every line gave its money back.
 */
export async function applyRefund(
  tx: Db,
  locked: LockedReturn,
  contract: ContractRow,
  cardRefund: CardRefund | undefined,
  change: Change,
): Promise<{ cardCents: number; giftCardCents: number }> {
  const now = change.at;
  const order = locked.orders.get(contract.refundOrderId);
  if (!order)
    throw new Error(`order ${contract.refundOrderId} of contract ${contract.contractId} is not locked`);
  const refundId = await settleCardRefund(tx, change, cardRefund);
  if (contract.refundGiftCardCents > 0) {
    await restoreGiftCardBalance(
      tx,
      order.customerId,
      contract.refundGiftCardCents,
      `refund:${contract.contractId}`,
      "refund",
      order.orderId,
    );
    await recordGiftCard(
      tx,
      change,
      order.orderId,
      "refund",
      contract.refundGiftCardCents,
      `refund:${contract.contractId}:gift_card`,
    );
  }
  await moveContracts(tx, [contract], "closed", { refundId, refundedAt: now });
  const { input, before } = await givenBack(tx, order, contract.contractId);
  const everything = input.lines.every(
    (line) => before.has(line.itemUniqueId) || line.itemUniqueId === contract.refundItemUniqueId,
  );
  if (everything && order.couponCode) await releasePromotionUse(tx, order.customerId, order.orderId);
  return { cardCents: contract.refundCardCents, giftCardCents: contract.refundGiftCardCents };
}
