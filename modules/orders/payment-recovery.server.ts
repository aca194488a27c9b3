import { and, eq } from "drizzle-orm";
import { type Db, isDatabaseUnavailable, type Log } from "../core/index.ts";
import { cardTokenForRecovery, type GatewayAnswer, type PaymentGateway } from "../payments/index.server.ts";
import { inTime } from "./gateway-in-time.server.ts";
import { abandonIntent, type LedgerRow, ledgerOf, settleIntent, strandedIntents } from "./ledger.server.ts";
import { paymentLedger } from "./schema-ledger.server.ts";
import type { Change } from "./state.server.ts";

/**
 * Payment recovery (issue 29, "Money with no order"; docs/decisions/110-payment-recovery.md): a
 * crash between the gateway's answer and the commit of the change it paid for leaves the intent
 * 'pending'. Past the grace no live request can still settle it, so each is ended: an
 * authorisation voided, a capture refunded (neither has an order that owns it: a committed change
 * settles its intents in its own transaction), a refund or a void finished. The gateway is asked
 * again with the intent's own key, so it answers the very money it gave before.
 */

/** How long an intent may stay pending before it counts as left by a crash (see the decision record). */
export const RECOVERY_GRACE_MS = 5 * 60_000;
/** Intents ended per run at most; the next run takes the rest. */
export const RECOVERY_LIMIT = 100;

export interface RecoveryServices {
  db: Db;
  paymentGateway: PaymentGateway;
  logger?: Log;
}

export interface RecoveryOptions {
  graceMs?: number;
  limit?: number;
  /** Aborted: the run stops before its next intent (the server is stopping). */
  signal?: AbortSignal;
}

/** What became of an intent: its money given back, its change finished, or the gateway's refusal. */
export type RecoveryOutcome = "voided" | "refunded" | "settled" | "refused" | "not asked";

export interface RecoveredIntent {
  entryId: number;
  orderId: string;
  kind: string;
  outcome: RecoveryOutcome;
}

/** The words a recovered row's refusal keeps, and the history's reason. */
export const RECOVERED = {
  reason: "recovered after a crash",
  voided: "recovered: voided",
  refunded: "recovered: refunded",
  notAsked: "recovered: the gateway was never asked",
  refused: (refusal: string) => `recovered: refused (${refusal})`,
} as const;

/** The end of one intent, decided after asking the gateway: a settle, or a failure that may keep the gateway's id. */
type Ending =
  | { settle: GatewayAnswer<Record<string, unknown>>; outcome: RecoveryOutcome }
  | { fail: string; reference?: string; outcome: RecoveryOutcome };

/** An authorisation: asked again with its key to learn its id, then voided. */
async function endAuthorize(tx: Db, services: RecoveryServices, row: LedgerRow): Promise<Ending> {
  const { paymentGateway: gateway, logger } = services;
  const token =
    row.customerId !== null && row.paymentInstrumentId !== null
      ? await cardTokenForRecovery(tx, row.customerId, row.paymentInstrumentId)
      : null;
  if (token === null) {
    logger?.error(
      { entryId: row.entryId, orderId: row.orderId },
      "payment recovery: the card of an authorisation is unknown; look for it at the gateway by its key",
    );
    return { fail: RECOVERED.notAsked, outcome: "not asked" };
  }
  const held = await inTime(gateway.authorize(token, row.cents, row.idempotencyKey));
  if (!held.ok) return { fail: RECOVERED.refused(held.refusal), outcome: "refused" };
  const voided = await inTime(gateway.void(held.authorizationId));
  if (voided.ok) return { fail: RECOVERED.voided, reference: held.authorizationId, outcome: "voided" };
  logger?.error(
    { entryId: row.entryId, orderId: row.orderId, refusal: voided.refusal },
    "payment recovery: could not void an authorisation no order owns; it lapses at the card's bank",
  );
  return { fail: RECOVERED.refused(voided.refusal), reference: held.authorizationId, outcome: "refused" };
}

/** The order's authorisation: its gateway id, or (still pending after a crash) asked again with its key to learn it. */
async function authorizationOfOrder(
  tx: Db,
  services: RecoveryServices,
  orderId: string,
): Promise<string | null> {
  const [authorize] = (await ledgerOf(tx, orderId)).filter((entry) => entry.kind === "authorize");
  if (!authorize) return null;
  if (authorize.reference) return authorize.reference;
  if (
    authorize.status !== "pending" ||
    authorize.customerId === null ||
    authorize.paymentInstrumentId === null
  )
    return null;
  const token = await cardTokenForRecovery(tx, authorize.customerId, authorize.paymentInstrumentId);
  if (token === null) return null;
  const held = await inTime(
    services.paymentGateway.authorize(token, authorize.cents, authorize.idempotencyKey),
  );
  return held.ok ? held.authorizationId : null;
}

/** A capture: asked again with its key (on its authorisation), then refunded whole. */
async function endCapture(services: RecoveryServices, row: LedgerRow, parent: string): Promise<Ending> {
  const { paymentGateway: gateway, logger } = services;
  const taken = await inTime(gateway.capture(parent, row.cents, row.idempotencyKey));
  if (!taken.ok) return { fail: RECOVERED.refused(taken.refusal), outcome: "refused" };
  const undone = await inTime(gateway.refund(taken.captureId, row.cents, `${taken.captureId}:undo`));
  if (undone.ok) return { fail: RECOVERED.refunded, reference: taken.captureId, outcome: "refunded" };
  logger?.error(
    { entryId: row.entryId, orderId: row.orderId, refusal: undone.refusal },
    "payment recovery: could not refund a capture no change owns: refund it by hand",
  );
  return { fail: RECOVERED.refused(undone.refusal), reference: taken.captureId, outcome: "refused" };
}

/** Asks the gateway what the intent asked, and says how the row ends. */
async function ending(tx: Db, services: RecoveryServices, row: LedgerRow): Promise<Ending> {
  const { paymentGateway: gateway } = services;
  const parent = row.parentReference;
  if (row.kind === "authorize") return endAuthorize(tx, services, row);
  // An e-Gift Card order's capture is written before its authorisation is known: the order's names it.
  if (row.kind === "capture" && parent === null) {
    const authorizationId = await authorizationOfOrder(tx, services, row.orderId);
    return authorizationId
      ? endCapture(services, row, authorizationId)
      : { fail: RECOVERED.notAsked, outcome: "not asked" };
  }
  // A capture, refund or void names the money it acts on; without it the gateway was never asked.
  if (parent === null) return { fail: RECOVERED.notAsked, outcome: "not asked" };
  switch (row.kind) {
    case "capture":
      return endCapture(services, row, parent);
    case "refund": {
      // The refund's return exists and waits for it: finished, its step finds it settled by its key.
      const answer = await inTime(gateway.refund(parent, row.cents, row.idempotencyKey));
      return { settle: answer, outcome: answer.ok ? "settled" : "refused" };
    }
    case "void": {
      const answer = await inTime(gateway.void(parent));
      return { settle: answer, outcome: answer.ok ? "settled" : "refused" };
    }
    default:
      return { fail: RECOVERED.notAsked, outcome: "not asked" };
  }
}

/** A capture of the order still pending: its authorisation is voided only once the capture is ended. */
async function captureInFlight(tx: Db, orderId: string): Promise<boolean> {
  const rows = await tx
    .select({ entryId: paymentLedger.entryId })
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.orderId, orderId),
        eq(paymentLedger.kind, "capture"),
        eq(paymentLedger.status, "pending"),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Ends one intent in one transaction: claimed `for update skip locked` (another process ending it,
 * or one that ended it already, leaves nothing to claim), the gateway asked, the row settled or
 * failed with its history (and, settled, its event). A gateway error rolls it all back.
 */
async function endOne(services: RecoveryServices, change: Change, entryId: number) {
  return services.db.transaction(async (tx): Promise<RecoveredIntent | null> => {
    const [row] = await tx
      .select()
      .from(paymentLedger)
      .where(and(eq(paymentLedger.entryId, entryId), eq(paymentLedger.status, "pending")))
      .for("update", { skipLocked: true });
    if (!row) return null;
    if (row.kind === "authorize" && (await captureInFlight(tx, row.orderId))) return null;
    const end = await ending(tx, services, row);
    if ("settle" in end) {
      await settleIntent(tx, change, row.entryId, end.settle);
    } else {
      await abandonIntent(tx, change, row.entryId, end.fail);
      if (end.reference) {
        await tx
          .update(paymentLedger)
          .set({ reference: end.reference })
          .where(eq(paymentLedger.entryId, row.entryId));
      }
    }
    return { entryId: row.entryId, orderId: row.orderId, kind: row.kind, outcome: end.outcome };
  });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : "unknown error");

/**
 * Ends every intent pending since before `now - grace` (see the module comment): captures,
 * refunds and voids first, then authorisations (a capture is asked again before its authorisation
 * is let go). Safe to run in several processes at once: each row is claimed. A gateway that fails
 * leaves the row pending for the next run, with a warning; a database outage rejects.
 */
export async function recoverPayments(
  services: RecoveryServices,
  now: Date,
  options: RecoveryOptions = {},
): Promise<RecoveredIntent[]> {
  const before = new Date(now.getTime() - (options.graceMs ?? RECOVERY_GRACE_MS));
  const stranded = await strandedIntents(services.db, before, options.limit ?? RECOVERY_LIMIT);
  const inTurn = [...stranded].sort(
    (a, b) => Number(a.kind === "authorize") - Number(b.kind === "authorize"),
  );
  const change: Change = { by: { kind: "system" }, at: now, reason: RECOVERED.reason };
  const ended: RecoveredIntent[] = [];
  for (const row of inTurn) {
    if (options.signal?.aborted) break;
    const where = { entryId: row.entryId, orderId: row.orderId, kind: row.kind };
    try {
      const done = await endOne(services, change, row.entryId);
      if (!done) continue;
      ended.push(done);
      services.logger?.info(
        { ...where, outcome: done.outcome },
        "payment recovery: ended an intent a crash left",
      );
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      services.logger?.warn(
        { ...where, error: messageOf(error) },
        "payment recovery: could not end an intent; it is tried again at the next run",
      );
    }
  }
  return ended;
}
