/** Timers as the queue uses them (the browser's, or a test's). */
export interface QueueTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: QueueTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Batches events: sends a full batch at once, and what it holds once no event has come for
 * `delayMs` (or when told to flush: the page is being hidden). Batches never exceed `maxBatch`.
 */
export function createEventQueue<T>(options: {
  send: (batch: T[]) => void;
  maxBatch: number;
  delayMs: number;
  timers?: QueueTimers;
}) {
  const { send, maxBatch, delayMs, timers = browserTimers } = options;
  let pending: T[] = [];
  let timer: unknown;
  const flush = () => {
    timers.clear(timer);
    timer = undefined;
    while (pending.length > 0) send(pending.splice(0, maxBatch));
  };
  return {
    add(event: T): void {
      pending.push(event);
      if (pending.length >= maxBatch) {
        flush();
        return;
      }
      timers.clear(timer);
      timer = timers.set(flush, delayMs);
    },
    flush,
    get size(): number {
      return pending.length;
    },
    clear(): void {
      timers.clear(timer);
      pending = [];
    },
  };
}
