import { eq, sql } from "drizzle-orm";
import type { Db } from "../../modules/core/index.ts";
import { hashToken, requestPasswordReset } from "../../modules/identity/index.server.ts";
import {
  federatedIdentities,
  passwordResets,
  pendingRegistrations,
  sessions,
  signInThrottle,
} from "../../modules/identity/schema.server.ts";
import type { MailMessage } from "../../modules/mail/index.server.ts";

const silent = { info() {}, warn() {}, error() {} };

/** The token of a new password reset link for the account of this email, as the form asks for one. */
export async function passwordResetToken(db: Db, email: string): Promise<string> {
  const sent: MailMessage[] = [];
  const mailer = { destination: "test", send: async (message: MailMessage) => void sent.push(message) };
  const resetUrl = (token: string) => `token:${token}:`;
  await requestPasswordReset(db, mailer, { email, resetUrl, storeName: "Fleetfoot" }, silent);
  const token = /token:([^:]+):/.exec(sent[0]?.text ?? "")?.[1];
  if (!token) throw new Error(`no password reset was sent to ${email}`);
  return token;
}

/** Ends a reset link's hour a minute ago. */
export async function expirePasswordReset(db: Db, token: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(passwordResets.tokenHash, hashToken(token)));
}

/** What the store keeps of every reset link: only its token's hash. */
export function storedResetTokens(db: Db) {
  return db.select({ tokenHash: passwordResets.tokenHash }).from(passwordResets);
}

/** Ends a registration link's lifetime a minute ago. */
export async function expireRegistration(db: Db, email: string): Promise<void> {
  await db
    .update(pendingRegistrations)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(pendingRegistrations.email, email));
}

/** The registration waiting for its emailed link, as stored. */
export function storedRegistrations(db: Db, email: string) {
  return db
    .select({ passwordHash: pendingRegistrations.passwordHash })
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.email, email));
}

/** Ends a session's sign-in a minute ago, as its server-side expiry passing would. */
export async function expireSignIn(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ authExpiresAt: sql`now() - interval '1 minute'` })
    .where(eq(sessions.sessionId, sessionId));
}

/** The accounts at other providers linked to a customer, or to a provider's subject. */
export function federatedLinks(db: Db, of: { customerId: number } | { subject: string }) {
  return db
    .select({ provider: federatedIdentities.provider, subject: federatedIdentities.subject })
    .from(federatedIdentities)
    .where(
      "customerId" in of
        ? eq(federatedIdentities.customerId, of.customerId)
        : eq(federatedIdentities.subject, of.subject),
    );
}

/** Forgets every counted sign-in, registration and sign-up attempt: every test's client starts afresh. */
export async function forgetAttempts(db: Db): Promise<void> {
  await db.delete(signInThrottle);
}
