import type { Db, Log } from "../core/index.ts";
import { type BackgroundDrain, drainInTurn, type EventType, recordEvents } from "../events/index.server.ts";
import { createWebhooks } from "./webhooks.server.ts";

/** A clock a test moves by hand: the store's webhooks read it for retries, leases and timestamps. */
export function testClock(start = Date.now() + 1_000) {
  let at = start;
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
    /** Moves to a later time (a retry's), never back. */
    to(date: Date) {
      at = Math.max(at, date.getTime());
    },
    seconds: () => Math.floor(at / 1000),
  };
}
export type TestClock = ReturnType<typeof testClock>;

/** Records one committed event, as an order's transition would; answers its key (the `webhook-id`). */
export async function recordTestEvent(
  db: Db,
  stream: string,
  type: EventType,
  payload: Record<string, unknown> = {},
): Promise<string> {
  const [key] = await db.transaction((tx) => recordEvents(tx, [{ stream, type, payload, at: new Date() }]));
  if (!key) throw new Error("no event recorded");
  return key;
}

/**
 * The store's webhooks as a process builds them (the consumer, then the sender, drained in turn):
 * each call is a new process's, on the same database (a restart).
 */
export function webhooksProcess(db: Db, clock: TestClock, log: Log, timeoutMs = 5_000): BackgroundDrain {
  const { consumer, sender } = createWebhooks({ db, log, now: clock.now, settings: { timeoutMs } });
  return drainInTurn([consumer, sender], log);
}
