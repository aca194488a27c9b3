import { type RecoveryServices, recoverPayments } from "./payment-recovery.server.ts";

/** How often each server process looks for intents a crash left (besides once at start). */
export const PAYMENT_RECOVERY_TICK_MS = 60_000;

/** Payment recovery in the background of a server process. */
export interface PaymentRecoveryClock {
  /** Runs once now, then every intervalMs (one run at a time; failures logged, never thrown). */
  start(intervalMs: number): void;
  /** Stops for good: the run in flight ends after the intent it is on, and is waited for. */
  stop(): Promise<void>;
}

/**
 * One per server process: a restart ends what the crash before it left as soon as the grace is
 * over, and every process may run it, since each intent is claimed before the gateway is asked.
 */
export function createPaymentRecoveryClock(
  services: RecoveryServices,
  options: { now?: () => Date; graceMs?: number } = {},
): PaymentRecoveryClock {
  const now = options.now ?? (() => new Date());
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const run = () => {
    if (running || stopping.signal.aborted) return;
    running = recoverPayments(services, now(), {
      signal: stopping.signal,
      ...(options.graceMs !== undefined && { graceMs: options.graceMs }),
    })
      .then(
        () => undefined,
        (error: unknown) => {
          services.logger?.warn({ err: error }, "payment recovery: a run failed; trying again at the next");
        },
      )
      .finally(() => {
        running = undefined;
      });
  };

  return {
    start(intervalMs) {
      if (stopping.signal.aborted || timer) return;
      run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },
    async stop() {
      stopping.abort();
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
