/** What the primary does after a worker died unexpectedly. */
export type RestartDecision = { action: "replace"; delayMs: number } | { action: "stop"; quickExits: number };

export interface RestartPolicyOptions {
  /** A worker dying sooner than this after it was started counts as a failed start. */
  quickExitMs: number;
  /** This many failed starts in a row stop the store: a broken release, not bad luck. */
  maxQuickExits: number;
  /** The first replacement after a failed start waits this long, and each next one twice as long. */
  firstDelayMs: number;
}

const DEFAULTS: RestartPolicyOptions = { quickExitMs: 15_000, maxQuickExits: 5, firstDelayMs: 1_000 };

/**
 * Guards against a crash loop: a worker that ran a while is replaced at once; one that dies right
 * after it started is replaced after a growing pause, and after several such deaths in a row the
 * store stops (with a log line saying why) rather than forking broken workers forever.
 */
export function restartPolicy(options: Partial<RestartPolicyOptions> = {}) {
  const { quickExitMs, maxQuickExits, firstDelayMs } = { ...DEFAULTS, ...options };
  let quickExits = 0;
  return {
    afterExit(livedMs: number): RestartDecision {
      if (livedMs >= quickExitMs) {
        quickExits = 0;
        return { action: "replace", delayMs: 0 };
      }
      quickExits += 1;
      if (quickExits >= maxQuickExits) return { action: "stop", quickExits };
      return { action: "replace", delayMs: firstDelayMs * 2 ** (quickExits - 1) };
    },
  };
}
