import { eq, sql } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { signInThrottle } from "./schema.server.ts";

/**
 * Attempts allowed per key in one window before the key is locked for LOCK_MINUTES. No key locks
 * an account for everyone (a stranger could then lock the owner out at will): failed sign-ins are
 * counted per client address and account together (one client guessing one account's password)
 * and per client address (one client trying many accounts); password reset requests and
 * registrations per client address; registration notes mailed to an existing account.
 */
export const MAX_FAILURES = {
  clientAccount: 5,
  address: 20,
  reset: 20,
  register: 10,
  /** 'Someone tried to register with your email' notes per account. */
  registeredNotice: 3,
} as const;
export const WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

export type ThrottleKey = { kind: keyof typeof MAX_FAILURES; value: string };

const keyOf = (key: ThrottleKey) => `${key.kind}:${key.value}`;

/** The key of one client's sign-ins to one account (the account first, so its keys share a prefix). */
export function clientAccountKey(email: string, address: string): ThrottleKey {
  return { kind: "clientAccount", value: `${email} ${address}` };
}

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

/** A successful sign-in clears that client's count for the account (the address keeps its own). */
export async function clearFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, keyOf(key)));
}

/** A password reset (the owner proved the mailbox) clears every client's count for the account. */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  const prefix = `${keyOf({ kind: "clientAccount", value: email })} `;
  await db.delete(signInThrottle).where(sql`starts_with(${signInThrottle.key}, ${prefix})`);
}
