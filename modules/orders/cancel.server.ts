import { and, eq } from "drizzle-orm";
import { returnStock } from "../catalog/index.server.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import type { BackgroundDrain } from "../events/index.server.ts";
import type { MailDispatcher } from "../mail/index.server.ts";
import type { PaymentGateway } from "../payments/index.server.ts";
import { releasePromotionUse, restoreGiftCardBalance } from "../promotions/index.server.ts";
import { type LedgerRow, ledgerOf } from "./ledger.server.ts";
import { moneyOf } from "./ledger-sums.ts";
import { type LineRow, lockOrder, type OrderRow } from "./locked-order.server.ts";
import { normaliseOrderId } from "./order-id.ts";
import { recordGiftCard, releaseCard, voidAuthorization } from "./payment-moves.server.ts";
import { cancellationRefund, type Refund, type RefundOrder } from "./refunds.ts";
import { fulfilmentSchedule, orders } from "./schema.server.ts";
import { type Actor, announce, type Change, moveLines } from "./state.server.ts";
import {
  AWAITING_PAYMENT,
  CANCELLED_STATUSES,
  type CancelReason,
  type ItemStatus,
  itemStatusOf,
  lineFlags,
} from "./statuses.ts";

/** Who cancels: the order's customer, the holder of its emailed link, or an operator. */
export type CancelActor =
  | { kind: "customer"; customerId: number }
  | { kind: "guest"; orderId: string }
  | { kind: "operator" };

export interface CancelRequest {
  orderId: string;
  items: readonly { itemUniqueId: string; reason: CancelReason }[];
}

export interface CancelServices {
  db: Db;
  marketplaces: readonly { subsiteId: string; name: string; baseUrl: string }[];
  paymentGateway: PaymentGateway;
  mailDispatcher?: Pick<MailDispatcher, "kick">;
  /** The outbox's consumers (the mails, webhooks): kicked after the cancellation commits. */
  events?: Pick<BackgroundDrain, "kick">;
  logger?: Log;
}

export interface CancelAnswer {
  orderId: string;
  cancelled: string[];
  refund: Refund;
  /** The whole order is cancelled now. */
  orderCancelled: boolean;
}

/** The words of a refused cancellation (spec 2 gives none; see docs/decisions.md). */
export const CANCEL_ANSWERS = {
  orderNotFound: "We could not find that order.",
  itemNotFound: "That item is not part of this order.",
  duplicateItem: "Each item can be cancelled once per request.",
  alreadyCancelled: "This item has already been cancelled.",
  notCancellable: "This item has shipped and can no longer be cancelled.",
  cancelled: "Your cancellation is confirmed.",
} as const;

/** What a line becomes when cancelled: 'cancelled - card declined' when it waited for a card. */
const cancelledStatusOf = (status: ItemStatus): ItemStatus =>
  AWAITING_PAYMENT.has(status) ? "DECLINED_CANCELLED" : "CANCELLED";

const actorOf = (actor: CancelActor): Actor =>
  actor.kind === "guest" ? { kind: "guest" } : actor.kind === "customer" ? actor : { kind: "operator" };

/** The items of these lines that are cancelled already (and so gave their money back). */
export const alreadyCancelled = (lines: readonly LineRow[]) =>
  new Set(
    lines.filter((line) => CANCELLED_STATUSES.has(itemStatusOf(line.status))).map((l) => l.itemUniqueId),
  );

/** An order's money and lines as refunds.ts reads them (cancellations and returns alike). */
export const cancelInput = (order: OrderRow, lines: LineRow[]): RefundOrder => ({
  couponCents: order.couponCents,
  shippingCents: order.shippingCents,
  taxCents: order.taxCents,
  giftCardCents: order.giftCardCents,
  cardCents: order.cardCents,
  lines,
});

/**
 * The lines asked for, each in the order and cancellable by the actor (customers by
 * customerCancellable, operators by cancellable) and not being shipped (a capture in flight):
 * else the whole request is refused.
 */
function checkCancellable(
  actor: CancelActor,
  order: OrderRow,
  lines: readonly LineRow[],
  ids: readonly string[],
  entries: readonly LedgerRow[],
  now: Date,
): LineRow[] {
  const shipping = entries.some((entry) => entry.kind === "capture" && entry.status === "pending");
  return ids.map((id) => {
    const line = lines.find((l) => l.itemUniqueId === id);
    if (!line) throw new AppError("not_found", "order.item.not.found", CANCEL_ANSWERS.itemNotFound);
    const status = itemStatusOf(line.status);
    if (CANCELLED_STATUSES.has(status)) {
      throw new AppError("conflict", "order.item.already.cancelled", CANCEL_ANSWERS.alreadyCancelled);
    }
    const flags = lineFlags(
      {
        status,
        tracking: null,
        isGiftCard: line.isGiftCard,
        isEgc: line.isEgc,
        placedAt: order.placedAt,
        isReplacement: line.exchangeOfItemUniqueId !== null,
      },
      now,
    );
    if (shipping || !(actor.kind === "operator" ? flags.cancellable : flags.customerCancellable)) {
      throw new AppError("conflict", "order.item.not.cancellable", CANCEL_ANSWERS.notCancellable);
    }
    return line;
  });
}

/** The lines cancelled with their reasons, and the event that tells of it. */
async function cancelLines(
  tx: Db,
  change: Change,
  order: OrderRow,
  chosen: readonly LineRow[],
  request: CancelRequest,
  money: { refund: Refund; netTotalCents: number },
) {
  const reasons = new Map(request.items.map((item) => [item.itemUniqueId, item.reason]));
  await moveLines(
    tx,
    change,
    chosen.map((line) => {
      const cancelReason = reasons.get(line.itemUniqueId) ?? "no-reason";
      return {
        line,
        to: cancelledStatusOf(itemStatusOf(line.status)),
        set: { cancelReason, cancelledAt: change.at },
        reason: cancelReason,
      };
    }),
  );
  await announce(tx, change, [
    {
      type: "order.line.cancelled",
      stream: order.orderId,
      payload: {
        orderId: order.orderId,
        items: chosen.map((line) => ({
          itemUniqueId: line.itemUniqueId,
          reason: reasons.get(line.itemUniqueId) ?? "no-reason",
        })),
        ...money,
      },
    },
  ]);
}

/**
 * Cancels items of an order (POST /v2/order/cancel, the cancel pages, the guest link, the
 * operators' command) in one transaction under the order's row lock: each item must be in the
 * order and cancellable by the actor (customers by customerCancellable, operators by cancellable),
 * else nothing is cancelled. The stock goes back on the shelf; the money comes back by the
 * cumulative shares of refunds.ts: the card's part is let go of the authorisation (voided once
 * the whole order is cancelled, after commit), the gift card's part back to the balance; the
 * whole order cancelled also frees its promo code. A cancellation mail is queued. A second,
 * concurrent cancellation of the same item waits for the lock and is refused as already cancelled.
 */
export async function cancelItems(
  services: CancelServices,
  actor: CancelActor,
  request: CancelRequest,
  now: Date,
): Promise<CancelAnswer> {
  const { db } = services;
  const ids = request.items.map((item) => item.itemUniqueId);
  if (new Set(ids).size !== ids.length) {
    throw new AppError("invalid_input", "order.cancel.duplicate", CANCEL_ANSWERS.duplicateItem, {
      field: "items",
    });
  }
  const change: Change = { by: actorOf(actor), at: now };
  const answer = await db.transaction(async (tx) => {
    const owner =
      actor.kind === "customer"
        ? eq(orders.customerId, actor.customerId)
        : actor.kind === "guest"
          ? eq(orders.orderId, actor.orderId)
          : undefined;
    const [found] = await tx
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.orderId, normaliseOrderId(request.orderId)), owner));
    if (!found) throw new AppError("not_found", "order.not.found", CANCEL_ANSWERS.orderNotFound);
    const { order, lines } = await lockOrder(tx, found.orderId);
    const entries = await ledgerOf(tx, order.orderId);
    const chosen = checkCancellable(actor, order, lines, ids, entries, now);
    const refund = cancellationRefund(cancelInput(order, lines), alreadyCancelled(lines), ids);
    const netTotalCents = order.grandTotalCents - moneyOf(entries).creditedCents - refund.totalCents;
    await cancelLines(tx, change, order, chosen, request, { refund, netTotalCents });
    await returnStock(
      tx,
      chosen.flatMap((line) => (line.isEgc ? [] : [{ stockId: line.stockId, quantity: line.quantity }])),
    );
    await releaseCard(tx, change, order.orderId, refund.cardCents, `cancel:${ids[0]}:card`);
    if (refund.giftCardCents > 0) {
      await restoreGiftCardBalance(
        tx,
        order.customerId,
        refund.giftCardCents,
        `cancel:${ids[0]}`,
        "cancel",
        order.orderId,
      );
      await recordGiftCard(
        tx,
        change,
        order.orderId,
        "refund",
        refund.giftCardCents,
        `cancel:${ids[0]}:gift_card`,
      );
    }
    const statuses = lines.map((line) =>
      ids.includes(line.itemUniqueId)
        ? cancelledStatusOf(itemStatusOf(line.status))
        : itemStatusOf(line.status),
    );
    const orderCancelled = statuses.every((status) => CANCELLED_STATUSES.has(status));
    if (orderCancelled) {
      if (order.couponCode) await releasePromotionUse(tx, order.customerId, order.orderId);
      await tx.delete(fulfilmentSchedule).where(eq(fulfilmentSchedule.orderId, order.orderId));
      await announce(tx, change, [
        { type: "order.cancelled", stream: order.orderId, payload: { orderId: order.orderId } },
      ]);
    }
    const money = moneyOf(await ledgerOf(tx, order.orderId));
    return {
      answer: { orderId: order.orderId, cancelled: ids, refund, orderCancelled },
      voidAuthorization: orderCancelled && money.capturedCents === 0 ? money.authorizationId : null,
    };
  });
  services.events?.kick();
  if (answer.voidAuthorization) {
    await voidAuthorization(services, change, answer.answer.orderId, answer.voidAuthorization);
  }
  return answer.answer;
}
