import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { AppError, type Db, type Log } from "../core/index.ts";
import type { Mailer } from "../mail/index.server.ts";
import { findCustomer, findCustomerByEmail, setPassword } from "./customers.server.ts";
import { passwordResets, sessions } from "./schema.server.ts";
import { newSessionToken } from "./session-ids.ts";
import { hashToken } from "./sessions.server.ts";
import { clearAccountFailures, countAttempt, type ThrottleKey } from "./throttle.server.ts";
import { emailError, MESSAGES, normaliseEmail, passwordError } from "./validation.ts";

/** A reset link works for an hour, once. */
export const PASSWORD_RESET_LIFETIME_MINUTES = 60;
/** Links that may be outstanding for one account at once; further requests send nothing. */
export const MAX_OPEN_PASSWORD_RESETS = 3;

export const PASSWORD_RESET_MESSAGES = {
  sent: "If an account exists for that email address, we've sent it a link to reset your password. The link works for one hour.",
  invalid: "This password reset link is not valid. Please request a new one.",
  expired: "This password reset link has expired. Please request a new one.",
  used: "This password reset link has already been used. Please request a new one.",
  tooMany: "Too many password reset requests. Please wait 15 minutes and try again.",
} as const;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Emails a reset link to the account with this address, if there is one. The caller answers the
 * same either way (PASSWORD_RESET_MESSAGES.sent), and the mail leaves in the background, so
 * neither the words nor the time of the answer tell whether an account exists.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  input: { email: string; resetUrl: (token: string) => string; storeName: string; address?: string },
  log: Log,
): Promise<void> {
  if (emailError(input.email))
    throw new AppError("invalid_input", "input.invalid", MESSAGES.email, { field: "email" });
  // Requests per client address are limited, whatever the email, so the form cannot be used to
  // flood inboxes or to probe for accounts at speed.
  if (input.address !== undefined) {
    const key: ThrottleKey = { kind: "reset", value: input.address };
    if ((await countAttempt(db, [key])).refused)
      throw new AppError("not_allowed", "reset.locked", PASSWORD_RESET_MESSAGES.tooMany);
  }
  const customer = await findCustomerByEmail(db, normaliseEmail(input.email));
  if (!customer) return;
  const [open] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.customerId, customer.customerId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    );
  if ((open?.count ?? 0) >= MAX_OPEN_PASSWORD_RESETS) {
    log.warn({ customerId: customer.customerId }, "password reset: too many open links, none sent");
    return;
  }
  const token = newSessionToken();
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    customerId: customer.customerId,
    expiresAt: sql`now() + make_interval(mins => ${PASSWORD_RESET_LIFETIME_MINUTES})`,
  });
  const link = input.resetUrl(token);
  const message = {
    to: customer.email,
    fromName: input.storeName,
    subject: `Reset your ${input.storeName} password`,
    text: [
      `Hello ${customer.firstName},`,
      "",
      `Someone (we hope you) asked to reset the password of your ${input.storeName} account. To choose a new one, open this link within the next hour:`,
      "",
      link,
      "",
      "The link works once. If you didn't ask for it, ignore this email: your password stays as it is.",
    ].join("\n"),
  };
  mailer.send(message).catch((error: unknown) => {
    log.error({ err: error, customerId: customer.customerId }, "password reset: the mail could not be sent");
  });
}

export type PasswordResetStatus = "valid" | "invalid" | "expired" | "used";

/** Whether a reset link's token can still be used, and if not, why (the page says so). */
export async function passwordResetStatus(db: Db, token: string): Promise<PasswordResetStatus> {
  if (!TOKEN_PATTERN.test(token)) return "invalid";
  const [row] = await db
    .select({
      used: sql<boolean>`${passwordResets.usedAt} is not null`,
      expired: sql<boolean>`${passwordResets.expiresAt} <= now()`,
    })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, hashToken(token)));
  if (!row) return "invalid";
  if (row.used) return "used";
  return row.expired ? "expired" : "valid";
}

/**
 * Sets a new password with a reset link's token, once: the link and every other open link of the
 * account are used up, and the account's sessions elsewhere are signed out. Answers the customer
 * to sign in here.
 */
export async function resetPassword(db: Db, input: { token: string; password: string }): Promise<number> {
  const problem = passwordError(input.password);
  if (problem) throw new AppError("invalid_input", "input.invalid", problem, { field: "password" });
  const status = await passwordResetStatus(db, input.token);
  if (status !== "valid") {
    throw new AppError("not_allowed", `password.reset.${status}`, PASSWORD_RESET_MESSAGES[status]);
  }
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ customerId: passwordResets.customerId });
    // Used by a simultaneous request between the check and here.
    if (!claimed) throw new AppError("not_allowed", "password.reset.used", PASSWORD_RESET_MESSAGES.used);
    await setPassword(tx, claimed.customerId, input.password);
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.customerId, claimed.customerId), isNull(passwordResets.usedAt)));
    await tx.delete(sessions).where(eq(sessions.customerId, claimed.customerId));
    const customer = await findCustomer(tx, claimed.customerId);
    if (customer) await clearAccountFailures(tx, normaliseEmail(customer.email));
    return claimed.customerId;
  });
}
