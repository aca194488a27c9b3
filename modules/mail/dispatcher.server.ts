import { and, asc, eq, inArray, isNotNull, isNull, lt, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Db, isDatabaseUnavailable, type Log } from "../core/index.ts";
import { createDrainLoop } from "../events/index.server.ts";
import type { Mailer, MailMessage } from "./mailer.server.ts";
import { mailOutbox } from "./schema.server.ts";

/** How often the server's dispatcher looks for due mail; kick() sends new mail at once besides. */
export const MAIL_DISPATCH_INTERVAL_MS = 30_000;
/** Sends tried per message before it is marked failed (about two hours of retries). */
export const MAIL_MAX_ATTEMPTS = 8;
/** The wait after a first failed send; it doubles after each further failure, up to the longest. */
export const MAIL_FIRST_RETRY_MS = 60_000;
export const MAIL_LONGEST_RETRY_MS = 60 * 60_000;
/**
 * How long a claimed message is kept from every other dispatcher while it is sent: past the
 * mailer's SMTP timeouts (10 s to connect, 10 s for the greeting, 20 s of silence). A process that
 * dies mid-send leaves its message to another process after this; a store on the embedded
 * database (one process) takes its own claims back at once when it starts (releaseClaims).
 */
export const MAIL_CLAIM_LEASE_MS = 60_000;
const DEFAULT_BATCH_SIZE = 10;
/** last_error keeps the start of the mailer's error message, never the message's body. */
const MAX_ERROR_LENGTH = 500;

/** Sends the outbox's mail after commit; one per process, several processes share the outbox safely. */
export interface MailDispatcher {
  /** Drains soon, in the background (call it after a commit that queued mail). Never throws. */
  kick(): void;
  /** Sends every due message, oldest first, and answers how many were sent; rejects if the database fails. */
  drainOnce(): Promise<number>;
  /** Also drains every intervalMs: retries, mail queued by other processes or left by a restart. */
  start(intervalMs: number): void;
  /** Stops for good: no more timer or kicks, and waits for the drain in flight (its current send). */
  stop(): Promise<void>;
  /**
   * Hands back every claim at once (their attempts uncounted): for a process that knows no other
   * sends this outbox (the embedded database's only process, at start), so mail a crash left
   * claimed goes within seconds rather than after its lease. Answers how many.
   */
  releaseClaims(): Promise<number>;
}

export interface MailDispatcherOptions {
  db: Db;
  mailer: Mailer;
  log: Log;
  /** The clock that says which messages are due and when to retry (tests move it). */
  now?: () => Date;
  /** Messages claimed per statement. */
  batchSize?: number;
  maxAttempts?: number;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/** The wait before the next send after `attempts` failed ones: 1 minute, 2, 4, ... at most an hour. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(MAIL_FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), MAIL_LONGEST_RETRY_MS);
}

function messageOf(row: OutboxRow): MailMessage {
  return {
    ...(row.eventKey !== null && { messageId: `${row.eventKey}.mail` }),
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    ...(row.html !== null && { html: row.html }),
    ...(row.fromName !== null && { fromName: row.fromName }),
    ...(Object.keys(row.headers).length > 0 && { headers: row.headers }),
  };
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * The outbox's dispatcher. A drain claims due messages in one statement (`for update skip locked`,
 * counting the attempt and pushing the message a lease ahead), so two processes never send one
 * message twice; then sends each, and marks it sent (its body, HTML and headers cleared: they may
 * hold claim codes and access links) or schedules a retry with exponential backoff, failing it
 * after `maxAttempts`. Database failures of a kicked or timed drain are logged, never thrown.
 */
export function createMailDispatcher(options: MailDispatcherOptions): MailDispatcher {
  const { db, mailer, log } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS;
  const pendingRow = (mailId: number) => and(eq(mailOutbox.mailId, mailId), eq(mailOutbox.status, "pending"));

  async function claim(): Promise<OutboxRow[]> {
    const at = now();
    const earlier = alias(mailOutbox, "earlier");
    const due = db
      .select({ mailId: mailOutbox.mailId })
      .from(mailOutbox)
      // The column keeps microseconds (now() stamps a queued message), the clock milliseconds: a
      // message queued within the millisecond the clock reads is due, not left for the next drain.
      // A message of an order waits while an earlier one of that order waits (in order per order).
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lt(mailOutbox.nextAttemptAt, new Date(at.getTime() + 1)),
          or(
            isNull(mailOutbox.stream),
            notExists(
              db
                .select({ one: sql`1` })
                .from(earlier)
                .where(
                  and(
                    eq(earlier.stream, mailOutbox.stream),
                    eq(earlier.status, "pending"),
                    lt(earlier.mailId, mailOutbox.mailId),
                  ),
                ),
            ),
          ),
        ),
      )
      .orderBy(asc(mailOutbox.mailId))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const rows = await db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + MAIL_CLAIM_LEASE_MS),
        claimedAt: at,
      })
      .where(and(inArray(mailOutbox.mailId, due), eq(mailOutbox.status, "pending")))
      .returning();
    return rows.sort((a, b) => a.mailId - b.mailId);
  }

  async function recordFailure(row: OutboxRow, error: unknown): Promise<void> {
    const lastError = errorText(error);
    const fields = { mailId: row.mailId, attempts: row.attempts, err: error };
    if (row.attempts >= maxAttempts) {
      await db
        .update(mailOutbox)
        .set({ status: "failed", lastError, claimedAt: null })
        .where(pendingRow(row.mailId));
      log.error(fields, "mail outbox: a message failed its last attempt and will not be sent");
      return;
    }
    const wait = mailRetryDelayMs(row.attempts);
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now().getTime() + wait), lastError, claimedAt: null })
      .where(pendingRow(row.mailId));
    log.warn(
      { ...fields, retryInSeconds: wait / 1000 },
      "mail outbox: a message could not be sent; retrying",
    );
  }

  /** Sends one claimed message and records the outcome; answers whether it was sent. */
  async function deliver(row: OutboxRow): Promise<boolean> {
    try {
      await mailer.send(messageOf(row));
    } catch (error) {
      await recordFailure(row, error);
      return false;
    }
    try {
      await db
        .update(mailOutbox)
        .set({
          status: "sent",
          sentAt: now(),
          body: "",
          html: null,
          headers: {},
          lastError: null,
          claimedAt: null,
        })
        .where(pendingRow(row.mailId));
    } catch (error) {
      // At least once: after its lease the message is sent again.
      log.error(
        { mailId: row.mailId },
        "mail outbox: a message was sent but not marked sent; it may go twice",
      );
      throw error;
    }
    return true;
  }

  /** Hands claimed messages not tried (the dispatcher stopped) back at once, attempt uncounted. */
  async function release(rows: readonly OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: now(), claimedAt: null })
      .where(
        and(
          inArray(
            mailOutbox.mailId,
            rows.map((row) => row.mailId),
          ),
          eq(mailOutbox.status, "pending"),
        ),
      )
      .catch((error: unknown) => log.warn({ err: error }, "mail outbox: claimed mail waits out its lease"));
  }

  async function drain(stopped: () => boolean): Promise<number> {
    let sent = 0;
    while (!stopped()) {
      const rows = await claim();
      for (const [index, row] of rows.entries()) {
        if (stopped()) {
          await release(rows.slice(index));
          return sent;
        }
        if (await deliver(row)) sent += 1;
      }
      if (rows.length < batchSize) break;
    }
    return sent;
  }

  function report(error: unknown): void {
    if (isDatabaseUnavailable(error)) {
      log.warn({ err: error }, "mail outbox: the database is unavailable; mail waits for the next drain");
    } else {
      log.error({ err: error }, "mail outbox: a drain failed; mail waits for the next drain");
    }
  }

  async function releaseClaims(): Promise<number> {
    const released = await db
      .update(mailOutbox)
      .set({ attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)`, nextAttemptAt: now(), claimedAt: null })
      .where(and(eq(mailOutbox.status, "pending"), isNotNull(mailOutbox.claimedAt)))
      .returning({ mailId: mailOutbox.mailId });
    if (released.length > 0)
      log.info({ count: released.length }, "mail outbox: claims a stopped process left taken back");
    return released.length;
  }

  // The kick, the timer and the stop are the outbox's common loop (events' createDrainLoop).
  return { ...createDrainLoop({ drain, report }), releaseClaims };
}
