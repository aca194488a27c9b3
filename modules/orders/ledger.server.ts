import { and, asc, eq, lt } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import type { EventType } from "../events/index.ts";
import type { GatewayAnswer } from "../payments/index.server.ts";
import {
  type LedgerEntry,
  type LedgerKind,
  type LedgerMethod,
  moneyOf,
  type OrderMoney,
} from "./ledger-sums.ts";
import { paymentLedger } from "./schema-ledger.server.ts";
import { announce, type Change, recordHistory } from "./state.server.ts";

/**
 * Writing the payment ledger (issue 29). Money the store moves itself (a release of card money
 * after a cancellation, the gift card balance spent or given back) is written settled in the
 * change's transaction. Money the gateway moves is asked in three steps: the intent is written
 * 'pending' with its idempotency key and committed (openIntent), the gateway is asked, and the
 * answer settled in the transaction of the change it pays for (settleIntent). A crash between
 * leaves a pending row that recovery (payment-recovery.server.ts) ends.
 */

export type LedgerRow = typeof paymentLedger.$inferSelect;

/** The event each kind of settled money announces. */
const EVENT_OF: Readonly<Record<LedgerKind, EventType>> = {
  authorize: "payment.authorized",
  capture: "payment.captured",
  void: "payment.voided",
  release: "payment.released",
  refund: "refund.issued",
};

/** An order's ledger rows, oldest first. */
export async function ledgerOf(db: Db, orderId: string): Promise<LedgerRow[]> {
  return db
    .select()
    .from(paymentLedger)
    .where(eq(paymentLedger.orderId, orderId))
    .orderBy(asc(paymentLedger.entryId));
}

/** An order's money: the sums of its ledger (ledger-sums.ts). */
export async function orderMoney(db: Db, orderId: string): Promise<OrderMoney & { entries: LedgerEntry[] }> {
  const entries = await ledgerOf(db, orderId);
  return { ...moneyOf(entries), entries };
}

/** A row to write. */
export interface NewEntry {
  orderId: string;
  method: LedgerMethod;
  kind: LedgerKind;
  cents: number;
  idempotencyKey: string;
  parentReference?: string | null;
  reference?: string | null;
  customerId?: number | null;
  paymentInstrumentId?: number | null;
}

function payloadOf(row: LedgerRow): Record<string, unknown> {
  return {
    orderId: row.orderId,
    entryId: row.entryId,
    method: row.method,
    kind: row.kind,
    cents: row.cents,
    ...(row.reason && { reason: row.reason }),
  };
}

/** A ledger row's state as its history reads it: "capture succeeded", "gift card refund succeeded". */
export const paymentStatusWords = (row: Pick<LedgerRow, "method" | "kind" | "status">): string =>
  `${row.method === "gift_card" ? "gift card " : ""}${row.kind} ${row.status}`;

/** History and event of a settled row, in the change's transaction. */
async function told(tx: Db, change: Change, row: LedgerRow, from: string | null): Promise<void> {
  await recordHistory(tx, change, [
    {
      orderId: row.orderId,
      subject: "payment",
      subjectId: String(row.entryId),
      from,
      to: `${row.kind} ${row.status}`,
    },
  ]);
  if (row.status === "succeeded" && row.cents > 0) {
    await announce(tx, change, [
      { type: EVENT_OF[row.kind as LedgerKind], stream: row.orderId, payload: payloadOf(row) },
    ]);
  }
}

/**
 * Writes money the store moves itself, settled, in the change's transaction: once per key (a
 * replay answers the row written first).
 */
export async function recordSettled(tx: Db, change: Change, entry: NewEntry): Promise<LedgerRow> {
  const [row] = await tx
    .insert(paymentLedger)
    .values({
      ...entry,
      status: "succeeded",
      reason: change.reason ?? null,
      createdAt: change.at,
      settledAt: change.at,
    })
    .onConflictDoNothing({ target: paymentLedger.idempotencyKey })
    .returning();
  if (!row) return byKey(tx, entry.idempotencyKey);
  await told(tx, change, row, null);
  return row;
}

async function byKey(db: Db, key: string): Promise<LedgerRow> {
  const [row] = await db.select().from(paymentLedger).where(eq(paymentLedger.idempotencyKey, key));
  if (!row) throw new Error(`no ledger row has the key ${key}`);
  return row;
}

/**
 * Writes the intent to ask the gateway, pending, and commits it before the gateway is asked (db,
 * not a transaction): once per key, so a retry finds the intent it wrote before.
 */
export async function openIntent(db: Db, change: Change, entry: NewEntry): Promise<LedgerRow> {
  const [row] = await db
    .insert(paymentLedger)
    .values({ ...entry, status: "pending", reason: change.reason ?? null, createdAt: change.at })
    .onConflictDoNothing({ target: paymentLedger.idempotencyKey })
    .returning();
  return row ?? byKey(db, entry.idempotencyKey);
}

/** The reference the gateway answered with, of each kind. */
export function referenceOf(answer: GatewayAnswer<Record<string, unknown>>): string | null {
  if (!answer.ok) return null;
  for (const field of ["authorizationId", "captureId", "refundId"]) {
    const value = answer[field];
    if (typeof value === "string") return value;
  }
  return null;
}

/**
 * Settles a pending intent with the gateway's answer, in the transaction of the change it pays for
 * (or alone, for a refusal): 'succeeded' with the gateway's id, or 'failed' with its refusal.
 */
export async function settleIntent(
  tx: Db,
  change: Change,
  entryId: number,
  answer: GatewayAnswer<Record<string, unknown>>,
): Promise<LedgerRow> {
  const [row] = await tx
    .update(paymentLedger)
    .set(
      answer.ok
        ? { status: "succeeded", reference: referenceOf(answer), settledAt: change.at }
        : { status: "failed", refusal: answer.refusal, settledAt: change.at },
    )
    .where(and(eq(paymentLedger.entryId, entryId), eq(paymentLedger.status, "pending")))
    .returning();
  if (!row) {
    const [settled] = await tx.select().from(paymentLedger).where(eq(paymentLedger.entryId, entryId));
    if (!settled) throw new Error(`ledger row ${entryId} is missing`);
    return settled;
  }
  await told(tx, change, row, "pending");
  return row;
}

/** Marks a pending intent failed (its change did not commit and its money was given back). */
export async function abandonIntent(db: Db, change: Change, entryId: number, why: string): Promise<void> {
  await db.transaction((tx) => abandonIntentIn(tx, change, entryId, why));
}

/** abandonIntent in the caller's transaction (an intent another request made needless, say). */
export async function abandonIntentIn(tx: Db, change: Change, entryId: number, why: string): Promise<void> {
  const [row] = await tx
    .update(paymentLedger)
    .set({ status: "failed", refusal: why, settledAt: change.at })
    .where(and(eq(paymentLedger.entryId, entryId), eq(paymentLedger.status, "pending")))
    .returning();
  if (row) await told(tx, change, row, "pending");
}

/** Names the authorisation a capture asked before it was known is of (an e-Gift Card order's). */
export async function nameParent(tx: Db, entryId: number, parentReference: string): Promise<void> {
  await tx.update(paymentLedger).set({ parentReference }).where(eq(paymentLedger.entryId, entryId));
}

/** Intents asked before `before` and never settled: what a crash left. */
export async function strandedIntents(db: Db, before: Date, limit: number): Promise<LedgerRow[]> {
  return db
    .select()
    .from(paymentLedger)
    .where(and(eq(paymentLedger.status, "pending"), lt(paymentLedger.createdAt, before)))
    .orderBy(asc(paymentLedger.entryId))
    .limit(limit);
}
