import type { Db, Log } from "../core/index.ts";
import type { PaymentGateway } from "../payments/index.server.ts";
import { type LedgerRow, ledgerOf, openIntent, recordSettled, settleIntent } from "./ledger.server.ts";
import { authorizationLeft, captureFor, moneyOf } from "./ledger-sums.ts";
import type { Change } from "./state.server.ts";

/**
 * The payment transitions other steps call: card money released by a cancellation and the gift
 * card balance given back (settled rows, in the change's transaction), an authorisation voided and
 * a capture refunded (gateway calls, asked after an intent is committed and settled after).
 */

/** Card money a cancellation lets go of the open authorisation, in the change's transaction. */
export async function releaseCard(
  tx: Db,
  change: Change,
  orderId: string,
  cents: number,
  key: string,
): Promise<void> {
  if (cents <= 0) return;
  const money = moneyOf(await ledgerOf(tx, orderId));
  await recordSettled(tx, change, {
    orderId,
    method: "card",
    kind: "release",
    cents: Math.min(cents, money.dueCents),
    parentReference: money.authorizationId,
    idempotencyKey: key,
  });
}

/** Gift card balance an order spent (capture) or gave back (refund), in the change's transaction. */
export async function recordGiftCard(
  tx: Db,
  change: Change,
  orderId: string,
  kind: "capture" | "refund",
  cents: number,
  key: string,
): Promise<void> {
  if (cents <= 0) return;
  await recordSettled(tx, change, { orderId, method: "gift_card", kind, cents, idempotencyKey: key });
}

/**
 * Lets an authorisation go (an order cancelled whole, a card replaced, an order that did not
 * commit): the void's intent committed, the gateway asked, the answer settled. Never throws: a
 * failure is logged for the operator (an authorisation left alone expires at the card's bank),
 * and a pending intent is ended by recovery.
 */
export async function voidAuthorization(
  services: { db: Db; paymentGateway: Pick<PaymentGateway, "void">; logger?: Log },
  change: Change,
  orderId: string,
  authorizationId: string,
): Promise<void> {
  try {
    const cents = authorizationLeft(await ledgerOf(services.db, orderId), authorizationId);
    const intent = await openIntent(services.db, change, {
      orderId,
      method: "card",
      kind: "void",
      cents,
      parentReference: authorizationId,
      idempotencyKey: `${authorizationId}:void`,
    });
    if (intent.status !== "pending") return;
    const answer = await services.paymentGateway.void(authorizationId);
    await services.db.transaction((tx) => settleIntent(tx, change, intent.entryId, answer));
    if (!answer.ok)
      services.logger?.error({ orderId, refusal: answer.refusal }, "could not void an authorisation");
  } catch (error) {
    services.logger?.error({ err: error, orderId }, "could not void an authorisation");
  }
}

/** A card refund the gateway refused: the caller's step waits and is tried again. */
export class RefundRefused extends Error {}

/**
 * Gives card money back from the order's captures, once per key: the intent committed, the gateway
 * asked with the key (a retry asks the very same), the answer settled in `settleIn`'s transaction
 * (the caller's change: a return's contract closed with it) or alone. Answers the settled row;
 * a refusal throws RefundRefused with the intent settled failed.
 */
export async function refundCapture(
  services: { db: Db; paymentGateway: Pick<PaymentGateway, "refund"> },
  change: Change,
  input: { orderId: string; cents: number; key: string },
): Promise<
  { entryId: number; answer: Awaited<ReturnType<PaymentGateway["refund"]>> } | { settled: LedgerRow }
> {
  const entries = await ledgerOf(services.db, input.orderId);
  const capture = captureFor(moneyOf(entries), input.cents);
  // A refused refund is asked again under a key of its own (key, key:2, ...): a key once refused
  // stays refused at the gateway and in the ledger.
  const refused = entries.filter(
    (e) =>
      e.status === "failed" &&
      (e.idempotencyKey === input.key || e.idempotencyKey.startsWith(`${input.key}:`)),
  );
  const key = refused.length === 0 ? input.key : `${input.key}:${refused.length + 1}`;
  const earlier = entries.find((e) => e.idempotencyKey === key);
  if (earlier?.status === "succeeded") return { settled: earlier };
  if (!earlier && !capture)
    throw new RefundRefused(`order ${input.orderId} has no capture to refund ${input.cents} from`);
  const intent =
    earlier ??
    (await openIntent(services.db, change, {
      orderId: input.orderId,
      method: "card",
      kind: "refund",
      cents: input.cents,
      parentReference: capture?.captureId ?? null,
      idempotencyKey: key,
    }));
  if (intent.status === "succeeded") return { settled: intent };
  if (!intent.parentReference)
    throw new RefundRefused(`order ${input.orderId} has no capture to refund ${input.cents} from`);
  const answer = await services.paymentGateway.refund(
    intent.parentReference,
    intent.cents,
    intent.idempotencyKey,
  );
  if (!answer.ok) {
    await services.db.transaction((tx) => settleIntent(tx, change, intent.entryId, answer));
    throw new RefundRefused(`the card refund ${key} was refused (${answer.refusal})`);
  }
  return { entryId: intent.entryId, answer };
}
