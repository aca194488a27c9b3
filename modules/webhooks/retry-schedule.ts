/** The wait after a first failed try; it doubles after each further one, up to the longest. */
export const WEBHOOK_FIRST_RETRY_MS = 30_000;
export const WEBHOOK_LONGEST_RETRY_MS = 4 * 60 * 60_000;
/** A delivery is tried for this long after it was queued; its last try is at the end of it. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** An endpoint from which nothing has succeeded for this long is disabled at its next failure. */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 60 * 60_000;

/** The wait after `attempts` failed tries: 30 s, 1 min, 2, 4, ... at most 4 hours. */
export function webhookRetryDelayMs(attempts: number): number {
  return Math.min(WEBHOOK_FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), WEBHOOK_LONGEST_RETRY_MS);
}

/**
 * When a delivery that failed its `attempts`-th try at `at` is tried next: after the backoff, but
 * never past the end of its day (the last try is at that end); null once the day is over (it fails).
 */
export function nextWebhookAttempt(attempts: number, queuedAt: Date, at: Date): Date | null {
  const end = queuedAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
  if (at.getTime() >= end) return null;
  return new Date(Math.min(at.getTime() + webhookRetryDelayMs(attempts), end));
}
