import { and, asc, eq, inArray, lt, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Db, isDatabaseUnavailable, type Log } from "../core/index.ts";
import { type BackgroundDrain, createDrainLoop } from "../events/index.server.ts";
import { endpointTarget } from "./endpoint-url.ts";
import { postWebhook } from "./post.server.ts";
import { type ClaimedDelivery, recordTry } from "./record-try.server.ts";
import { WEBHOOK_DISABLE_AFTER_MS } from "./retry-schedule.ts";
import { webhookDeliveries, webhookEndpoints, webhookMessages } from "./schema.server.ts";
import { signWebhook } from "./signature.server.ts";

/** How long a receiver has to answer a delivery (WEBHOOK_TIMEOUT_SECONDS). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const DEFAULT_BATCH_SIZE = 10;
const USER_AGENT = "Fleetfoot-Webhooks/1";

/**
 * How long a claimed delivery is kept from every other sender: well past the timeout, so a try in
 * flight is never sent again beside it; a process that dies mid-send leaves it to be sent after this.
 */
export const webhookLeaseMs = (timeoutMs: number): number => Math.max(60_000, 3 * timeoutMs);

export interface WebhookSenderOptions {
  db: Db;
  log: Log;
  /** The clock of retries, leases and the `webhook-timestamp` (tests move it). */
  now?: () => Date;
  timeoutMs?: number;
  /** Deliveries claimed (and sent at once) per round. */
  batchSize?: number;
  disableAfterMs?: number;
}

/** A sender's settings, defaults filled in. */
interface Sender {
  db: Db;
  log: Log;
  now: () => Date;
  timeoutMs: number;
  leaseMs: number;
  batchSize: number;
  disableAfterMs: number;
}

/** Pending, to an enabled endpoint, with no older delivery of its stream to that endpoint pending (being sent included). */
function pendingHead(db: Db) {
  const older = alias(webhookDeliveries, "older");
  const earlierPending = db
    .select({ one: sql`1` })
    .from(older)
    .where(
      and(
        eq(older.endpointId, webhookDeliveries.endpointId),
        eq(older.stream, webhookDeliveries.stream),
        eq(older.status, "pending"),
        lt(older.messageId, webhookDeliveries.messageId),
      ),
    );
  const enabledEndpoints = db
    .select({ endpointId: webhookEndpoints.endpointId })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.enabled, true));
  return and(
    eq(webhookDeliveries.status, "pending"),
    inArray(webhookDeliveries.endpointId, enabledEndpoints),
    notExists(earlierPending),
  );
}

/**
 * Due at `at`: never tried (queued by another process, whose clock may be ahead of this one's), or
 * its retry or lease time come (the column keeps microseconds, the clock milliseconds).
 */
const dueAt = (at: Date) =>
  or(eq(webhookDeliveries.attempts, 0), lt(webhookDeliveries.nextAttemptAt, new Date(at.getTime() + 1)));

/** Step 1: claims due heads in one statement: the try counted, the row leased past the timeout. */
async function claim(sender: Sender, at: Date): Promise<{ deliveryId: number; attempts: number }[]> {
  const { db } = sender;
  const due = db
    .select({ deliveryId: webhookDeliveries.deliveryId })
    .from(webhookDeliveries)
    .where(and(pendingHead(db), dueAt(at)))
    .orderBy(asc(webhookDeliveries.messageId))
    .limit(sender.batchSize)
    .for("update", { skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      nextAttemptAt: new Date(at.getTime() + sender.leaseMs),
      lastAttemptAt: at,
    })
    .where(and(inArray(webhookDeliveries.deliveryId, due), eq(webhookDeliveries.status, "pending")))
    .returning({ deliveryId: webhookDeliveries.deliveryId, attempts: webhookDeliveries.attempts });
}

/** Step 2: what the claimed deliveries need to be sent: their endpoint's URL and secret, and the body. */
async function load(db: Db, claimed: { deliveryId: number; attempts: number }[]): Promise<ClaimedDelivery[]> {
  if (claimed.length === 0) return [];
  const rows = await db
    .select({
      deliveryId: webhookDeliveries.deliveryId,
      queuedAt: webhookDeliveries.queuedAt,
      endpointId: webhookEndpoints.endpointId,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      eventKey: webhookMessages.eventKey,
      body: webhookMessages.body,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.endpointId, webhookDeliveries.endpointId))
    .innerJoin(webhookMessages, eq(webhookMessages.messageId, webhookDeliveries.messageId))
    .where(
      inArray(
        webhookDeliveries.deliveryId,
        claimed.map((row) => row.deliveryId),
      ),
    );
  const attemptsOf = new Map(claimed.map((row) => [row.deliveryId, row.attempts]));
  return rows.map((row) => ({ ...row, attempts: attemptsOf.get(row.deliveryId) ?? 0 }));
}

/** Step 3: one signed try, its outcome recorded; answers whether it was delivered. */
async function send(sender: Sender, delivery: ClaimedDelivery): Promise<boolean> {
  const timestamp = Math.floor(sender.now().getTime() / 1000);
  const target = endpointTarget(delivery.url);
  const headers = {
    "content-type": "application/json",
    "user-agent": USER_AGENT,
    "webhook-id": delivery.eventKey,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signWebhook(delivery.secret, delivery.eventKey, timestamp, delivery.body),
    ...(target.authorization !== undefined && { authorization: target.authorization }),
  };
  const outcome = await postWebhook({ url: target.url, headers, body: delivery.body }, sender.timeoutMs);
  const result = await recordTry(
    sender.db,
    sender.log,
    delivery,
    outcome,
    sender.now(),
    sender.disableAfterMs,
  );
  return result === "delivered";
}

/** Rounds until nothing is due: a delivered head makes its stream's next delivery due. */
async function drain(sender: Sender, stopped: () => boolean): Promise<number> {
  let delivered = 0;
  while (!stopped()) {
    const batch = await load(sender.db, await claim(sender, sender.now()));
    if (batch.length === 0) break;
    // Every try of the batch ends (and is recorded) before the drain does, even when one fails.
    const tries = await Promise.allSettled(batch.map((delivery) => send(sender, delivery)));
    const failure = tries.find((outcome) => outcome.status === "rejected");
    if (failure) throw failure.reason;
    delivered += tries.filter((outcome) => outcome.status === "fulfilled" && outcome.value).length;
  }
  return delivered;
}

/**
 * The webhook sender: each round claims the due pending deliveries that head their endpoint's stream
 * (in order per endpoint and order: a later event waits while an earlier one is pending), to enabled
 * endpoints, in one statement (`for update skip locked`, the try counted, the row leased), posts them
 * at once, signed, and records each outcome. At least once: receivers dedupe by `webhook-id`.
 */
export function createWebhookSender(options: WebhookSenderOptions): BackgroundDrain {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const sender: Sender = {
    db: options.db,
    log: options.log,
    now: options.now ?? (() => new Date()),
    timeoutMs,
    leaseMs: webhookLeaseMs(timeoutMs),
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
    disableAfterMs: options.disableAfterMs ?? WEBHOOK_DISABLE_AFTER_MS,
  };
  const { log } = sender;
  function report(error: unknown): void {
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error }, "webhooks: the database is unavailable; deliveries wait for the next drain");
    } else {
      log.error({ err: error }, "webhooks: a drain failed; deliveries wait for the next drain");
    }
  }
  return createDrainLoop({ drain: (stopped) => drain(sender, stopped), report });
}
