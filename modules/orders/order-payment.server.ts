import { and, eq } from "drizzle-orm";
import { AppError, type Db } from "../core/index.ts";
import { cardToken, getCard } from "../payments/index.server.ts";
import type { FulfilmentServices } from "./fulfilment.server.ts";
import { abandonIntent, ledgerOf, openIntent, settleIntent } from "./ledger.server.ts";
import { moneyOf } from "./ledger-sums.ts";
import { FULFILMENT_ANSWERS, lockOrder, schedule } from "./locked-order.server.ts";
import { normaliseOrderId } from "./order-id.ts";
import { settleOwnIntent } from "./own-intent.server.ts";
import { voidAuthorization } from "./payment-moves.server.ts";
import { orders } from "./schema.server.ts";
import { type Change, moveLinesTo } from "./state.server.ts";
import { AWAITING_PAYMENT, itemStatusOf } from "./statuses.ts";

/**
 * POST /v1/updatePayment: another card for an order whose capture was refused (customer action
 * required), in three steps around the gateway: under the order's lock the new card is checked and
 * the authorisation's intent committed; the gateway is asked; under the lock again the answer is
 * settled, the order's card changed and its lines sent back to processing and on to shipping. The
 * old authorisation is let go after commit; a refusal changes nothing but the settled intent.
 */

const declined = (extraInfo?: Record<string, unknown>) =>
  new AppError("invalid_input", "payment.declined", FULFILMENT_ANSWERS.paymentDeclined, {
    field: "paymentInstrumentId",
    ...(extraInfo && { extraInfo }),
  });

async function waitingLines(tx: Db, orderId: string) {
  const locked = await lockOrder(tx, orderId);
  const waiting = locked.lines.filter((line) => AWAITING_PAYMENT.has(itemStatusOf(line.status)));
  if (waiting.length === 0) {
    throw new AppError("conflict", "order.payment.not.awaited", FULFILMENT_ANSWERS.notAwaitingPayment);
  }
  return { ...locked, waiting };
}

/** The first step: the order is the customer's and waits, the card is good; the intent is committed. */
async function askForCard(
  services: FulfilmentServices,
  change: Change,
  customerId: number,
  orderId: string,
  id: number,
) {
  return services.db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.orderId, orderId), eq(orders.customerId, customerId)));
    if (!owned) throw new AppError("not_found", "order.not.found", FULFILMENT_ANSWERS.orderNotFound);
    await waitingLines(tx, orderId);
    const card = await getCard(tx, customerId, id, change.at);
    if (card.isExpired) throw declined();
    const token = await cardToken(tx, customerId, id);
    const entries = await ledgerOf(tx, orderId);
    const money = moneyOf(entries);
    const attempt = entries.filter((entry) => entry.kind === "authorize").length + 1;
    const intent = await openIntent(tx, change, {
      orderId,
      method: "card",
      kind: "authorize",
      cents: money.dueCents,
      idempotencyKey: `${orderId}:authorize:${attempt}`,
      customerId,
      paymentInstrumentId: id,
    });
    return { card, token, intent, oldAuthorization: money.authorizationId };
  });
}

/** Another card for an order waiting for one; see the module comment. */
export async function updateOrderPayment(
  services: FulfilmentServices,
  customerId: number,
  id: string,
  paymentInstrumentId: number,
  now: Date,
): Promise<void> {
  const orderId = normaliseOrderId(id);
  const change: Change = { by: { kind: "customer", customerId }, at: now };
  const asked = await askForCard(services, change, customerId, orderId, paymentInstrumentId);
  const { intent } = asked;
  const answer = await services.paymentGateway.authorize(asked.token, intent.cents, intent.idempotencyKey);
  if (!answer.ok) {
    await services.db.transaction((tx) => settleIntent(tx, change, intent.entryId, answer));
    throw declined({ refusal: answer.refusal });
  }
  try {
    await services.db.transaction(async (tx) => {
      const { waiting } = await waitingLines(tx, orderId);
      await settleOwnIntent(tx, change, intent.entryId, answer);
      await tx
        .update(orders)
        .set({ paymentInstrumentId, cardBrand: asked.card.brand, cardLast4: asked.card.last4 })
        .where(eq(orders.orderId, orderId));
      await moveLinesTo(tx, change, waiting, "PROCESSING");
      await schedule(tx, orderId, "ship", now);
    });
  } catch (error) {
    // The new card's authorisation of an update that did not commit is let go.
    await abandonIntent(services.db, change, intent.entryId, "not committed").catch(() => undefined);
    await services.paymentGateway.void(answer.authorizationId).catch(() => undefined);
    throw error;
  }
  services.events?.kick();
  if (asked.oldAuthorization) await voidAuthorization(services, change, orderId, asked.oldAuthorization);
}
