import { and, asc, eq } from "drizzle-orm";
import { returnStock } from "../catalog/index.server.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import { type MailDispatcher, queueMail } from "../mail/index.server.ts";
import { type PaymentGateway, voidQuietly } from "../payments/index.server.ts";
import { releasePromotionUse, restoreGiftCardBalance } from "../promotions/index.server.ts";
import { normaliseOrderId } from "./order-id.ts";
import { cancellationMail, mailStoreOf } from "./order-mails.ts";
import { orderStatusOf } from "./order-views.server.ts";
import { cancellationRefund, type Refund } from "./refunds.ts";
import { fulfilmentSchedule, orderLines, orders } from "./schema.server.ts";
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
  const answer = await db.transaction(async (tx) => {
    const owner =
      actor.kind === "customer"
        ? eq(orders.customerId, actor.customerId)
        : actor.kind === "guest"
          ? eq(orders.orderId, actor.orderId)
          : undefined;
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderId, normaliseOrderId(request.orderId)), owner))
      .for("update");
    if (!order) throw new AppError("not_found", "order.not.found", CANCEL_ANSWERS.orderNotFound);
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.orderId))
      .orderBy(asc(orderLines.lineNumber));
    const byId = new Map(lines.map((line) => [line.itemUniqueId, line]));
    for (const id of ids) {
      const line = byId.get(id);
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
      if (!(actor.kind === "operator" ? flags.cancellable : flags.customerCancellable)) {
        throw new AppError("conflict", "order.item.not.cancellable", CANCEL_ANSWERS.notCancellable);
      }
    }

    const before = new Set(
      lines.filter((line) => CANCELLED_STATUSES.has(itemStatusOf(line.status))).map((l) => l.itemUniqueId),
    );
    const refund = cancellationRefund(
      {
        couponCents: order.couponCents,
        shippingCents: order.shippingCents,
        taxCents: order.taxCents,
        giftCardCents: order.giftCardCents,
        cardCents: order.cardCents,
        lines,
      },
      before,
      ids,
    );
    const reasons = new Map(request.items.map((item) => [item.itemUniqueId, item.reason]));
    for (const id of ids) {
      const line = byId.get(id);
      if (!line) continue;
      await tx
        .update(orderLines)
        .set({
          status: cancelledStatusOf(itemStatusOf(line.status)),
          cancelReason: reasons.get(id) ?? "no-reason",
          cancelledAt: now,
        })
        .where(and(eq(orderLines.orderId, order.orderId), eq(orderLines.lineNumber, line.lineNumber)));
    }
    await returnStock(
      tx,
      ids.flatMap((id) => {
        const line = byId.get(id);
        return line && !line.isEgc ? [{ stockId: line.stockId, quantity: line.quantity }] : [];
      }),
    );
    if (refund.giftCardCents > 0) {
      await restoreGiftCardBalance(
        tx,
        order.customerId,
        refund.giftCardCents,
        `cancel:${ids[0]}`,
        "cancel",
        order.orderId,
      );
    }
    const statuses = lines.map((line): ItemStatus => {
      const status = itemStatusOf(line.status);
      return ids.includes(line.itemUniqueId) ? cancelledStatusOf(status) : status;
    });
    const orderCancelled = statuses.every((status) => CANCELLED_STATUSES.has(status));
    await tx
      .update(orders)
      .set({
        cardReleasedCents: order.cardReleasedCents + refund.cardCents,
        status: orderStatusOf(statuses),
      })
      .where(eq(orders.orderId, order.orderId));
    if (orderCancelled) {
      if (order.couponCode) await releasePromotionUse(tx, order.customerId, order.orderId);
      await tx.delete(fulfilmentSchedule).where(eq(fulfilmentSchedule.orderId, order.orderId));
    }
    const store = mailStoreOf(services.marketplaces, order.marketplace);
    const mail = cancellationMail({
      store,
      orderId: order.orderId,
      lines: ids.flatMap((id) => {
        const line = byId.get(id);
        return line ? [line] : [];
      }),
      refund,
      cardLast4: order.cardLast4,
    });
    await queueMail(tx, { to: order.email, fromName: store.name, ...mail });
    return {
      answer: { orderId: order.orderId, cancelled: ids, refund, orderCancelled },
      voidAuthorization: orderCancelled && order.captureId === null ? order.authorizationId : null,
    };
  });
  services.mailDispatcher?.kick();
  if (answer.voidAuthorization) {
    await voidQuietly(services.paymentGateway, answer.voidAuthorization, services.logger);
  }
  return answer.answer;
}
