import { and, eq, isNull, sql } from "drizzle-orm";
import { queryRows } from "../core/index.server.ts";
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
  /** Newsletter sign-ups per client address (modules/subscriptions). */
  newsletter: 10,
} as const;
export const WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

export type ThrottleKey = { kind: keyof typeof MAX_FAILURES; value: string };

const keyOf = (key: ThrottleKey) => `${key.kind}:${key.value}`;

/** The key of one client's sign-ins to one account (the account first, so its keys share a prefix). */
export function clientAccountKey(email: string, address: string): ThrottleKey {
  return { kind: "clientAccount", value: `${email} ${address}` };
}

/**
 * Counts one attempt for each key and says whether the attempt may go on. The attempt is counted
 * BEFORE the slow work it guards (a password check takes about 0.2 s) and in one statement per key
 * (PostgreSQL's upsert locks the row, so parallel attempts each see their own count): checking
 * first and counting after the password check let thirty parallel guesses through a limit of five.
 * An attempt past a key's limit locks that key for LOCK_MINUTES; a locked key refuses without
 * counting; a lock that ended, or a window that ended, starts a new window.
 */
export async function countAttempt(db: Db, keys: readonly ThrottleKey[]): Promise<{ refused: boolean }> {
  let refused = false;
  for (const key of keys) {
    const limit = MAX_FAILURES[key.kind];
    const lockedNow = sql`(sign_in_throttle.locked_until is not null and sign_in_throttle.locked_until > now())`;
    const freshWindow = sql`(sign_in_throttle.locked_until is not null or sign_in_throttle.window_started_at < now() - make_interval(mins => ${WINDOW_MINUTES}))`;
    const counted = sql`case when ${freshWindow} then 1 else sign_in_throttle.failures + 1 end`;
    const [row] = await queryRows<{ refused: boolean }>(
      db,
      sql`
      insert into sign_in_throttle (key, failures, window_started_at)
      values (${keyOf(key)}, 1, now())
      on conflict (key) do update set
        failures = case when ${lockedNow} then sign_in_throttle.failures else ${counted} end,
        window_started_at = case when ${lockedNow} or not ${freshWindow} then sign_in_throttle.window_started_at else now() end,
        locked_until = case
          when ${lockedNow} then sign_in_throttle.locked_until
          when ${counted} > ${limit} then now() + make_interval(mins => ${LOCK_MINUTES})
          else null end
      returning (locked_until is not null) as refused`,
    );
    if (row?.refused) refused = true;
  }
  return { refused };
}

/** A successful sign-in clears that client's count for the account. */
export async function clearFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, keyOf(key)));
}

/**
 * Takes back one counted attempt that succeeded: an address counts failures only (many customers
 * may sign in from one office router), and every attempt was counted before it was checked.
 */
export async function uncountAttempt(db: Db, key: ThrottleKey): Promise<void> {
  await db
    .update(signInThrottle)
    .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
    .where(and(eq(signInThrottle.key, keyOf(key)), isNull(signInThrottle.lockedUntil)));
}

/** A password reset (the owner proved the mailbox) clears every client's count for the account. */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  const prefix = `${keyOf({ kind: "clientAccount", value: email })} `;
  await db.delete(signInThrottle).where(sql`starts_with(${signInThrottle.key}, ${prefix})`);
}
