import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Db, Log } from "../core/index.ts";
import { endpointHost } from "./endpoint-url.ts";
import type { PostOutcome } from "./post.server.ts";
import { nextWebhookAttempt } from "./retry-schedule.ts";
import { webhookDeliveries, webhookEndpoints } from "./schema.server.ts";

/** A delivery as its sender claimed it: `attempts` (this try's number) tells its outcome from a stale one's. */
export interface ClaimedDelivery {
  deliveryId: number;
  attempts: number;
  queuedAt: Date;
  endpointId: number;
  url: string;
  secret: string;
  eventKey: string;
  body: string;
}

/** What a try came to, once recorded: nothing when another sender's record came first. */
export type TryResult = "delivered" | "retry" | "failed" | "stale";

/** This try of this delivery, still pending: a sender whose lease ran out records nothing over another's. */
const thisTry = (claimed: ClaimedDelivery) =>
  and(
    eq(webhookDeliveries.deliveryId, claimed.deliveryId),
    eq(webhookDeliveries.status, "pending"),
    eq(webhookDeliveries.attempts, claimed.attempts),
  );

/** Step: a 2xx: the delivery is done, and its endpoint is failing no more. */
async function recordDelivered(tx: Db, claimed: ClaimedDelivery, statusCode: number, at: Date) {
  const updated = await tx
    .update(webhookDeliveries)
    .set({ status: "delivered", deliveredAt: at, lastStatusCode: statusCode, lastError: null })
    .where(thisTry(claimed))
    .returning({ deliveryId: webhookDeliveries.deliveryId });
  if (updated.length === 0) return "stale";
  await tx
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(
      and(eq(webhookEndpoints.endpointId, claimed.endpointId), isNotNull(webhookEndpoints.failingSince)),
    );
  return "delivered";
}

/** Step: anything else: tried again after the backoff, or failed once its day is over. */
async function recordFailed(
  tx: Db,
  claimed: ClaimedDelivery,
  outcome: Extract<PostOutcome, { delivered: false }>,
  at: Date,
): Promise<TryResult> {
  const next = nextWebhookAttempt(claimed.attempts, claimed.queuedAt, at);
  const updated = await tx
    .update(webhookDeliveries)
    .set({
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
      ...(next ? { nextAttemptAt: next } : { status: "failed" }),
    })
    .where(thisTry(claimed))
    .returning({ deliveryId: webhookDeliveries.deliveryId });
  if (updated.length === 0) return "stale";
  await tx
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)` })
    .where(eq(webhookEndpoints.endpointId, claimed.endpointId));
  return next ? "retry" : "failed";
}

/**
 * Step: an endpoint from which nothing has succeeded for `disableAfterMs` is disabled, and what was
 * queued for it fails (sent again only when redelivered). Answers whether this failure disabled it.
 */
async function disableIfFailingTooLong(tx: Db, endpointId: number, at: Date, disableAfterMs: number) {
  const since = new Date(at.getTime() - disableAfterMs);
  const hours = Math.round(disableAfterMs / 3_600_000);
  const reason = `no delivery succeeded for ${hours} hours`;
  const disabled = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledAt: at, disabledReason: reason })
    .where(
      and(
        eq(webhookEndpoints.endpointId, endpointId),
        eq(webhookEndpoints.enabled, true),
        lte(webhookEndpoints.failingSince, since),
      ),
    )
    .returning({ endpointId: webhookEndpoints.endpointId });
  if (disabled.length === 0) return false;
  await tx
    .update(webhookDeliveries)
    .set({
      status: "failed",
      // A delivery tried before keeps its last answer; one never tried says why it was not.
      lastError: sql`case when ${webhookDeliveries.attempts} = 0 then ${`not sent: the endpoint was disabled (${reason})`} else ${webhookDeliveries.lastError} end`,
    })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, "pending")));
  return true;
}

/** Logs a try that did not deliver: ids, the endpoint's host, the answer; never its secret or full URL. */
function logTry(
  log: Log,
  claimed: ClaimedDelivery,
  outcome: PostOutcome,
  result: TryResult,
  disabled: boolean,
) {
  if (outcome.delivered || result === "stale") return;
  const fields = {
    endpointId: claimed.endpointId,
    host: endpointHost(claimed.url),
    deliveryId: claimed.deliveryId,
    eventKey: claimed.eventKey,
    attempts: claimed.attempts,
    statusCode: outcome.statusCode,
    error: outcome.error,
  };
  if (result === "retry") log.info(fields, "webhooks: a delivery was not accepted; it is tried again later");
  if (result === "failed") log.warn(fields, "webhooks: a delivery failed its last try (a day of retries)");
  if (disabled) {
    log.warn(
      { endpointId: claimed.endpointId, host: fields.host },
      "webhooks: an endpoint was disabled: nothing sent to it succeeded for a day (npm run webhooks -- enable <id>)",
    );
  }
}

/**
 * Records one try's outcome in one transaction: the delivery delivered, retried or failed (only if
 * this try is still the delivery's latest), the endpoint's failing streak, and the disabling rule.
 */
export async function recordTry(
  db: Db,
  log: Log,
  claimed: ClaimedDelivery,
  outcome: PostOutcome,
  at: Date,
  disableAfterMs: number,
): Promise<TryResult> {
  const [result, disabled] = await db.transaction(async (tx): Promise<[TryResult, boolean]> => {
    if (outcome.delivered) return [await recordDelivered(tx, claimed, outcome.statusCode, at), false];
    const failed = await recordFailed(tx, claimed, outcome, at);
    if (failed === "stale") return [failed, false];
    return [failed, await disableIfFailingTooLong(tx, claimed.endpointId, at, disableAfterMs)];
  });
  logTry(log, claimed, outcome, result, disabled);
  return result;
}
