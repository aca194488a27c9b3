import { isDatabaseUnavailable } from "./database-unavailable.ts";
import type { Log } from "./log.ts";

/**
 * A clock of durable schedules (the warehouse's fulfilment and returns steps): each tick does
 * every step whose wait is over, one transaction each, until none is left. What a step is and how
 * it is found and locked is the caller's `one`; the clock owns the loop, the passing over of a
 * failed step until the next tick, the background timer and a clean stop.
 */
export interface StepClock {
  /** Does every step whose wait is over; answers how many were done. Rejects if the database fails. */
  tick(): Promise<number>;
  /** Also ticks every intervalMs in the background (errors logged, never thrown). */
  start(intervalMs: number): void;
  /** Stops for good and waits for the tick in flight. */
  stop(): Promise<void>;
}

/** A step's failure, naming what it was for so the tick passes over it. */
export class StepError extends Error {
  constructor(
    readonly key: string,
    cause: unknown,
  ) {
    super(`step of ${key} failed`, { cause });
  }
}

/**
 * Does one due step at `at`, passing over the keys in `skip`: false when none is due, null when
 * the one found was taken by another worker meanwhile (its key added to `skip`, so the tick does
 * not spin on it), else its key. A failing step throws a StepError naming its key (or the
 * database's error when it is unavailable).
 */
export type DoOneStep = (at: Date, skip: Set<string>) => Promise<string | null | false>;

export interface StepClockOptions {
  /** What the clock's log lines are about ('fulfilment', 'returns'). */
  name: string;
  one: DoOneStep;
  now?: () => Date;
  logger?: Log;
  /** Called after a batch of steps and at the end of a tick that did some (the mail's kick). */
  afterSteps?: () => void;
}

const BATCH = 10;

/** Runs the step, mapping its failure to a StepError for `key` (a database outage passes as is). */
export async function asStep<T>(key: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    throw new StepError(key, error);
  }
}

/** A clock that runs `options.one` until no step is due, at each tick (see StepClock). */
export function createStepClock(options: StepClockOptions): StepClock {
  const now = options.now ?? (() => new Date());
  const { logger, name } = options;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<number> | undefined;

  async function tick(): Promise<number> {
    const at = now();
    const failed = new Set<string>();
    let count = 0;
    for (;;) {
      if (stopped) break;
      let outcome: string | null | false;
      try {
        outcome = await options.one(at, failed);
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        // The step that failed waits for the next tick; the others go on.
        const key = error instanceof StepError ? error.key : null;
        logger?.error({ err: error }, `${name}: a step failed; it is tried again at the next tick`);
        if (key === null) break;
        failed.add(key);
        continue;
      }
      if (outcome === false) break;
      if (outcome === null) continue;
      count += 1;
      if (count % BATCH === 0) options.afterSteps?.();
    }
    if (count > 0) options.afterSteps?.();
    return count;
  }

  return {
    tick() {
      const run = tick();
      // Kept for stop() to wait for, and let go when done, so the timer's next tick runs again.
      const settled = run
        .catch(() => 0)
        .finally(() => {
          if (running === settled) running = undefined;
        });
      running = settled;
      return run;
    },
    start(intervalMs) {
      if (stopped || timer) return;
      timer = setInterval(() => {
        if (running) return;
        const settled: Promise<number> = tick()
          .catch((error: unknown) => {
            logger?.warn({ err: error }, `${name}: a tick failed; trying again at the next`);
            return 0;
          })
          .finally(() => {
            if (running === settled) running = undefined;
          });
        running = settled;
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => 0);
    },
  };
}
