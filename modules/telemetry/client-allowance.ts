/** Past this many client addresses in the window, the allowance forgets the ones whose minute is over. */
const PRUNE_ABOVE = 10_000;
/** And past this many (a spread of addresses), it starts again rather than grow. */
const FORGET_ABOVE = 50_000;

/**
 * How many events each client address may still send in its current minute, kept in the process
 * (the events are telemetry: an allowance per worker is enough to keep a flood out of the table).
 * `take(client, n)` answers whether the n events fit, and counts them if so.
 */
export function clientAllowance(perMinute: number, now: () => number = Date.now) {
  const windowMs = 60_000;
  const windows = new Map<string, { start: number; used: number }>();
  return function take(client: string, events: number): boolean {
    const at = now();
    if (windows.size > PRUNE_ABOVE) {
      for (const [key, window] of windows) if (at - window.start >= windowMs) windows.delete(key);
      if (windows.size > FORGET_ABOVE) windows.clear();
    }
    let window = windows.get(client);
    if (!window || at - window.start >= windowMs) {
      window = { start: at, used: 0 };
      windows.set(client, window);
    }
    if (window.used + events > perMinute) return false;
    window.used += events;
    return true;
  };
}
