import { and, asc, eq, lt, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Db, isDatabaseUnavailable, type Log } from "../core/index.ts";
import { type BackgroundDrain, createDrainLoop } from "./drain-loop.server.ts";
import type { EventConsumerName } from "./event-types.ts";
import { domainEvents, eventDeliveries } from "./schema.server.ts";

/** How often the server's consumers look for due events; a kick after a commit drains at once besides. */
export const EVENT_DRAIN_INTERVAL_MS = 10_000;
/** Tries of a delivery before it is marked failed (about 70 minutes of retries at the default waits). */
export const EVENT_MAX_ATTEMPTS = 10;
/** The wait after a first failed try; it doubles after each further one, up to the longest. */
export const EVENT_FIRST_RETRY_MS = 10_000;
export const EVENT_LONGEST_RETRY_MS = 30 * 60_000;
const DEFAULT_BATCH_SIZE = 20;
/** last_error keeps the start of the handler's error message, never the event's payload. */
const MAX_ERROR_LENGTH = 500;

/** An event as a consumer's handler sees it. */
export interface ConsumedEvent {
  /** The outbox's number: events of a stream are handed over in this order. */
  eventId: number;
  /** The public id (`evt_...`), a webhook's `webhook-id`: what consumers dedupe by. */
  eventKey: string;
  /** One of EVENT_TYPES as recorded; a handler passes over types it does not know (a newer store's). */
  type: string;
  /** The aggregate it is about (an order's id). */
  stream: string;
  payload: Record<string, unknown>;
  occurredAt: Date;
}

/**
 * A consumer's effect of one event, written with `tx`: it commits with the delivery's 'done' (once
 * per event id) or rolls back with it when the handler throws (the try is then counted and retried).
 */
export type EventHandler = (tx: Db, event: ConsumedEvent) => Promise<void>;

export interface EventConsumer extends BackgroundDrain {
  readonly name: EventConsumerName;
}

export interface EventConsumerOptions {
  name: EventConsumerName;
  db: Db;
  handle: EventHandler;
  log: Log;
  /** The clock that says which deliveries are due and when to retry (tests move it). */
  now?: () => Date;
  /** Deliveries looked at per statement. */
  batchSize?: number;
  maxAttempts?: number;
  /** The wait before the next try after `attempts` failed ones (default: eventRetryDelayMs). */
  retryDelayMs?: (attempts: number) => number;
}

/** The wait before the next try after `attempts` failed ones: 10 s, 20 s, 40 s, ... at most 30 minutes. */
export function eventRetryDelayMs(attempts: number): number {
  return Math.min(EVENT_FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), EVENT_LONGEST_RETRY_MS);
}

type Outcome =
  | { kind: "skipped" }
  | { kind: "done" }
  | { kind: "retry" | "failed"; event: ConsumedEvent; attempts: number; error: unknown; waitMs: number };

/**
 * A delivery is due at `at` when never tried (it was stamped by the database's clock, which a
 * process's may be behind: a kick after the commit must find it) or when its retry time has come
 * (the column keeps microseconds, the clock milliseconds: see the mail outbox).
 */
const dueAt = (at: Date) =>
  or(eq(eventDeliveries.attempts, 0), lt(eventDeliveries.nextAttemptAt, new Date(at.getTime() + 1)));

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

/** A consumer's settings, defaults filled in. */
type Runner = Required<Omit<EventConsumerOptions, "now">> & { now: () => Date };

/** Pending for this consumer, with no earlier event of its stream still pending for it. */
function pendingHead(runner: Runner) {
  const older = alias(eventDeliveries, "older");
  const earlierPending = runner.db
    .select({ one: sql`1` })
    .from(older)
    .where(
      and(
        eq(older.consumer, eventDeliveries.consumer),
        eq(older.stream, eventDeliveries.stream),
        eq(older.status, "pending"),
        lt(older.eventId, eventDeliveries.eventId),
      ),
    );
  return and(
    eq(eventDeliveries.consumer, runner.name),
    eq(eventDeliveries.status, "pending"),
    notExists(earlierPending),
  );
}

/** Step 1: the due deliveries that head their stream, oldest first. */
async function dueHeads(runner: Runner, at: Date): Promise<number[]> {
  const rows = await runner.db
    .select({ eventId: eventDeliveries.eventId })
    .from(eventDeliveries)
    .where(and(pendingHead(runner), dueAt(at)))
    .orderBy(asc(eventDeliveries.eventId))
    .limit(runner.batchSize);
  return rows.map((row) => row.eventId);
}

/** Step 2: the delivery locked with its event, if it is still a due head (another process may have taken it). */
async function lockDelivery(runner: Runner, tx: Db, eventId: number, at: Date) {
  const [row] = await tx
    .select({
      attempts: eventDeliveries.attempts,
      eventId: domainEvents.eventId,
      eventKey: domainEvents.eventKey,
      type: domainEvents.type,
      stream: domainEvents.stream,
      payload: domainEvents.payload,
      occurredAt: domainEvents.occurredAt,
    })
    .from(eventDeliveries)
    .innerJoin(domainEvents, eq(domainEvents.eventId, eventDeliveries.eventId))
    .where(and(pendingHead(runner), eq(eventDeliveries.eventId, eventId), dueAt(at)))
    .for("update", { of: eventDeliveries, skipLocked: true });
  return row;
}

/** Step 3: hands one event to the handler in the delivery's transaction and records the outcome there. */
function handleOne(runner: Runner, eventId: number, at: Date): Promise<Outcome> {
  return runner.db.transaction(async (tx): Promise<Outcome> => {
    const locked = await lockDelivery(runner, tx, eventId, at);
    if (!locked) return { kind: "skipped" };
    const { attempts: before, ...event } = locked;
    const thisDelivery = and(eq(eventDeliveries.consumer, runner.name), eq(eventDeliveries.eventId, eventId));
    const attempts = before + 1;
    try {
      // A savepoint: a failing handler's writes go, the lock and the count of its try stay.
      await tx.transaction((inner) => runner.handle(inner, event));
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      const failed = attempts >= runner.maxAttempts;
      const waitMs = failed ? 0 : runner.retryDelayMs(attempts);
      const retry = { nextAttemptAt: new Date(runner.now().getTime() + waitMs) };
      await tx
        .update(eventDeliveries)
        .set({ attempts, lastError: errorText(error), ...(failed ? { status: "failed" } : retry) })
        .where(thisDelivery);
      return { kind: failed ? "failed" : "retry", event, attempts, error, waitMs };
    }
    await tx
      .update(eventDeliveries)
      .set({ status: "done", attempts, doneAt: runner.now(), lastError: null })
      .where(thisDelivery);
    return { kind: "done" };
  });
}

/** Logs a failed try once its count is committed: ids and the error, never the payload. */
function logFailure({ name, log }: Runner, outcome: Outcome): void {
  if (outcome.kind !== "retry" && outcome.kind !== "failed") return;
  const { event, attempts, error } = outcome;
  const fields = { consumer: name, eventKey: event.eventKey, type: event.type, attempts, err: error };
  if (outcome.kind === "failed") {
    log.error(fields, `events (${name}): an event failed its last try; its stream goes on without it`);
  } else {
    log.warn(
      { ...fields, retryInSeconds: outcome.waitMs / 1000 },
      `events (${name}): an event could not be handled; retrying (its stream's later events wait)`,
    );
  }
}

/** Rounds of heads until a round moves nothing: handling a head makes its stream's next one due. */
async function drain(runner: Runner, stopped: () => boolean): Promise<number> {
  let done = 0;
  for (let moved = 1; moved > 0 && !stopped(); ) {
    moved = 0;
    const at = runner.now();
    for (const eventId of await dueHeads(runner, at)) {
      if (stopped()) break;
      const outcome = await handleOne(runner, eventId, at);
      logFailure(runner, outcome);
      if (outcome.kind !== "skipped") moved += 1;
      if (outcome.kind === "done") done += 1;
    }
  }
  return done;
}

/**
 * An outbox consumer: each drain takes its due pending deliveries that are the oldest pending of
 * their stream (so a later event of an order waits while an earlier one waits or retries), each in
 * its own transaction: the row locked `for update skip locked` (several processes may run the same
 * consumer; none handles a delivery another holds), the handler run and the row marked done in that
 * transaction. A handler that throws is rolled back to a savepoint and the try counted there, with
 * backoff; after `maxAttempts` the delivery is 'failed' (an error log line) and the stream goes on.
 */
export function createEventConsumer(options: EventConsumerOptions): EventConsumer {
  const runner: Runner = {
    ...options,
    now: options.now ?? (() => new Date()),
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
    maxAttempts: options.maxAttempts ?? EVENT_MAX_ATTEMPTS,
    retryDelayMs: options.retryDelayMs ?? eventRetryDelayMs,
  };
  const { name, log } = runner;
  function report(error: unknown): void {
    if (isDatabaseUnavailable(error)) {
      log.warn(
        { err: error },
        `events (${name}): the database is unavailable; events wait for the next drain`,
      );
    } else {
      log.error({ err: error }, `events (${name}): a drain failed; events wait for the next drain`);
    }
  }
  return { name, ...createDrainLoop({ drain: (stopped) => drain(runner, stopped), report }) };
}
