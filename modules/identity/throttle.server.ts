import { eq, sql } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { signInThrottle } from "./schema.server.ts";

/**
 * Attempts allowed per key in one window before the key is locked for LOCK_MINUTES: failed
 * sign-ins per account and per client address, and password reset requests per client address.
 */
export const MAX_FAILURES = { account: 5, address: 20, reset: 20 } as const;
export const WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

export type ThrottleKey = { kind: keyof typeof MAX_FAILURES; value: string };

const keyOf = (key: ThrottleKey) => `${key.kind}:${key.value}`;

/** Whether any of the keys is locked now. */
export async function isLocked(db: Db, keys: readonly ThrottleKey[]): Promise<boolean> {
  for (const key of keys) {
    const [row] = await db
      .select({ locked: sql<boolean>`${signInThrottle.lockedUntil} > now()` })
      .from(signInThrottle)
      .where(eq(signInThrottle.key, keyOf(key)));
    if (row?.locked) return true;
  }
  return false;
}

/** Counts a failure for each key (a new window when the last one is over) and locks a key past its limit. */
export async function recordFailure(db: Db, keys: readonly ThrottleKey[]): Promise<void> {
  for (const key of keys) {
    const limit = MAX_FAILURES[key.kind];
    await db.execute(sql`
      insert into sign_in_throttle (key, failures, window_started_at)
      values (${keyOf(key)}, 1, now())
      on conflict (key) do update set
        failures = case when sign_in_throttle.window_started_at < now() - make_interval(mins => ${WINDOW_MINUTES})
          then 1 else sign_in_throttle.failures + 1 end,
        window_started_at = case when sign_in_throttle.window_started_at < now() - make_interval(mins => ${WINDOW_MINUTES})
          then now() else sign_in_throttle.window_started_at end`);
    await db.execute(sql`
      update sign_in_throttle set locked_until = now() + make_interval(mins => ${LOCK_MINUTES}), failures = 0, window_started_at = now()
      where key = ${keyOf(key)} and failures >= ${limit}`);
  }
}

/** A successful sign-in clears the account's count (the address keeps its own). */
export async function clearFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, keyOf(key)));
}
