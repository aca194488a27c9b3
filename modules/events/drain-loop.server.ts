import { isDatabaseUnavailable, type Log } from "../core/index.ts";

/**
 * Work that runs after commit from a table (an event consumer, the webhook sender): drained at
 * once when kicked, on a timer for retries and other processes' rows, and stopped cleanly before
 * the database closes. The shape of the mail dispatcher (modules/mail/dispatcher.server.ts).
 */
export interface BackgroundDrain {
  /** Drains soon, in the background (call it after a commit that wrote work). Never throws. */
  kick(): void;
  /** Does every due piece of work and answers how many were done; rejects if the database fails. */
  drainOnce(): Promise<number>;
  /** Also drains every intervalMs: retries, work written by other processes or left by a restart. */
  start(intervalMs: number): void;
  /** Stops for good: no more timer or kicks, and waits for the drain in flight. */
  stop(): Promise<void>;
  /** Resolves once no drain is in flight (a kicked one, the timer's, or a direct one). */
  settled(): Promise<void>;
}

export interface DrainLoopOptions {
  /** One drain: does the due work, checking `stopped()` between pieces, and answers how many were done. */
  drain(stopped: () => boolean): Promise<number>;
  /** Told of a kicked or timed drain's failure (a drain called directly rejects instead). */
  report(error: unknown): void;
}

/**
 * The kick, timer and stop around a drain. Many kicks during a drain make one more drain; a stop
 * waits for the drain in flight (its current piece), so nothing is cut half-way.
 */
export function createDrainLoop(options: DrainLoopOptions): BackgroundDrain {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let kicked: Promise<void> | undefined;
  let kickedAgain = false;
  const inFlight = new Set<Promise<number>>();
  const isStopped = () => stopped;

  function drainOnce(): Promise<number> {
    const drained = stopped ? Promise.resolve(0) : options.drain(isStopped);
    inFlight.add(drained);
    const settle = () => inFlight.delete(drained);
    drained.then(settle, settle);
    return drained;
  }

  /**
   * Drains until no kick came in meanwhile. `kicked` is cleared in the same step as the last
   * check, so no kick falls between the two.
   */
  async function drainWhileKicked(): Promise<void> {
    try {
      do {
        kickedAgain = false;
        try {
          await drainOnce();
        } catch (error) {
          options.report(error);
        }
      } while (kickedAgain && !stopped);
    } finally {
      kicked = undefined;
    }
  }

  function kick(): void {
    try {
      if (stopped) return;
      if (kicked) {
        kickedAgain = true;
        return;
      }
      // Its first step awaits, so `kicked` is set before the drain can end and clear it.
      kicked = drainWhileKicked();
    } catch (error) {
      options.report(error);
    }
  }

  async function settled(): Promise<void> {
    while (kicked || inFlight.size > 0) {
      await kicked;
      await Promise.allSettled([...inFlight]);
    }
  }

  return {
    kick,
    drainOnce,
    settled,
    start(intervalMs) {
      if (stopped || timer) return;
      timer = setInterval(kick, intervalMs);
      // The HTTP server keeps the process alive; the timer alone should not.
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await kicked;
      await Promise.allSettled([...inFlight]);
    },
  };
}

/**
 * Several drains run as one, in the order given (the outbox's consumers, then the webhook sender
 * that sends what a consumer queued): one kick drains each in turn, one timer serves them all, and
 * a stop stops them all. A member that fails does not keep the others from their turn.
 */
export function drainInTurn(members: readonly BackgroundDrain[], log: Log) {
  const loop = createDrainLoop({
    report(error) {
      if (isDatabaseUnavailable(error)) {
        log.warn({ err: error }, "events: the database is unavailable; events wait for the next drain");
      } else {
        log.error({ err: error }, "events: a drain failed; events wait for the next drain");
      }
    },
    async drain(stopped) {
      let done = 0;
      let failure: unknown;
      for (const member of members) {
        if (stopped()) break;
        try {
          done += await member.drainOnce();
        } catch (error) {
          failure ??= error;
        }
      }
      if (failure !== undefined) throw failure;
      return done;
    },
  });
  return {
    ...loop,
    async stop() {
      await loop.stop();
      for (const member of members) await member.stop();
    },
    async settled() {
      await loop.settled();
      for (const member of members) await member.settled();
    },
  } satisfies BackgroundDrain;
}

/**
 * Drains until nothing due is left (work that waits for a retry time stays): what a test or an
 * operator's command calls to see every committed event through its consumers and the sender,
 * without timers or waits. Answers how many pieces of work were done.
 */
export async function drainUntilIdle(drain: BackgroundDrain, maxRounds = 100): Promise<number> {
  let total = 0;
  for (let round = 0; round < maxRounds; round++) {
    // A drain kicked by a commit may hold work claimed (so not due to this one): its end first.
    await drain.settled();
    const done = await drain.drainOnce();
    if (done === 0) return total;
    total += done;
  }
  throw new Error(`still draining after ${maxRounds} rounds`);
}
