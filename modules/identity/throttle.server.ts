import { and, eq, isNull, sql } from "drizzle-orm";
import { queryRows } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import { signInThrottle } from "./schema.server.ts";

/**
 * Attempts allowed per key in one window. Password resets, registrations, registration notes and
 * newsletter sign-ups past theirs are refused for LOCK_MINUTES (countAttempt). Sign-ins are never
 * refused (a stranger could then lock the owner, or a whole office, out at will): past any of the
 * three sign-in limits the next sign-in needs a captcha (countSignInAttempt, decision 122).
 * Failed sign-ins are counted per client address and account together (one client guessing one
 * password), per account from every address (guesses spread over many addresses), and per client
 * address (one client trying many accounts).
 */
export const MAX_FAILURES = {
  clientAccount: 5,
  account: 10,
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

/** The key of one account's sign-ins from every address. */
export function accountKey(email: string): ThrottleKey {
  return { kind: "account", value: email };
}

/** The key of one client's sign-ins to one account (the account first, so its keys share a prefix). */
export function clientAccountKey(email: string, address: string): ThrottleKey {
  return { kind: "clientAccount", value: `${email} ${address}` };
}

/**
 * Counts one attempt on one key and says whether it is past the key's limit. The attempt is counted
 * BEFORE the slow work it guards (a password check takes about 0.2 s) and in one statement
 * (PostgreSQL's upsert locks the row, so parallel attempts each see their own count): checking
 * first and counting after the password check let thirty parallel guesses through a limit of five.
 * With `lock`, an attempt past the limit locks the key for LOCK_MINUTES and a locked key refuses
 * without counting; a lock that ended, or a window that ended, starts a new window.
 */
async function countOn(db: Db, key: ThrottleKey, lock: boolean): Promise<boolean> {
  const limit = MAX_FAILURES[key.kind];
  const lockedNow = lock
    ? sql`(sign_in_throttle.locked_until is not null and sign_in_throttle.locked_until > now())`
    : sql`false`;
  const freshWindow = sql`(sign_in_throttle.locked_until is not null or sign_in_throttle.window_started_at < now() - make_interval(mins => ${WINDOW_MINUTES}))`;
  const counted = sql`case when ${freshWindow} then 1 else sign_in_throttle.failures + 1 end`;
  const lockUntil = lock ? sql`now() + make_interval(mins => ${LOCK_MINUTES})` : sql`null`;
  const [row] = await queryRows<{ over: boolean }>(
    db,
    sql`
    insert into sign_in_throttle (key, failures, window_started_at)
    values (${keyOf(key)}, 1, now())
    on conflict (key) do update set
      failures = case when ${lockedNow} then sign_in_throttle.failures else ${counted} end,
      window_started_at = case when ${lockedNow} or not ${freshWindow} then sign_in_throttle.window_started_at else now() end,
      locked_until = case
        when ${lockedNow} then sign_in_throttle.locked_until
        when ${counted} > ${limit} then ${lockUntil}
        else null end
    returning (locked_until is not null or failures > ${limit}) as over`,
  );
  return row?.over ?? false;
}

/** Counts one attempt for each key (countOn): refused when any key is locked (password resets, registrations, ...). */
export async function countAttempt(db: Db, keys: readonly ThrottleKey[]): Promise<{ refused: boolean }> {
  let refused = false;
  for (const key of keys) if (await countOn(db, key, true)) refused = true;
  return { refused };
}

/**
 * Counts one sign-in attempt for each key, before the password check, and says whether any key is
 * past its limit in the window: then the sign-in needs a captcha. Nothing is locked (decision 122).
 */
export async function countSignInAttempt(
  db: Db,
  keys: readonly ThrottleKey[],
): Promise<{ needsCaptcha: boolean }> {
  let needsCaptcha = false;
  for (const key of keys) if (await countOn(db, key, false)) needsCaptcha = true;
  return { needsCaptcha };
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

/** A password reset (the owner proved the mailbox) clears the account's counts, every client's too. */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  const prefix = `${keyOf(clientAccountKey(email, ""))}`;
  await db
    .delete(signInThrottle)
    .where(
      sql`starts_with(${signInThrottle.key}, ${prefix}) or ${signInThrottle.key} = ${keyOf(accountKey(email))}`,
    );
}
