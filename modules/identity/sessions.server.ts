import { createHash, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { AppError, type Db } from "../core/index.ts";
import { sessions } from "./schema.server.ts";
import { newSessionToken, newVisitorId, type SessionCredentials } from "./session-ids.ts";

/** How long a sign-in lasts without signing in again (the at-main token's server-side expiry). */
export const AUTH_LIFETIME_DAYS = 30;

/** Whose things a request may read and change: a verified session and its customer, if any. */
export interface SessionOwner {
  sessionId: string;
  /** The signed-in customer (a valid at-main): whose bag, lists and account these are. */
  customerId: number | null;
  /**
   * The customer this browser is recognised as (x-main), signed in or not: enough to greet them by
   * name, never to show or change their things.
   */
  recognizedCustomerId?: number | null;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The owner behind session cookies, or null when the session has stored nothing yet or its token
 * does not match (a guessed or stale session id never opens someone else's bag).
 */
export async function findSessionOwner(
  db: Db,
  credentials: SessionCredentials | null,
): Promise<SessionOwner | null> {
  if (!credentials) return null;
  const [row] = await db
    .select({
      tokenHash: sessions.tokenHash,
      customerId: sessions.customerId,
      atMainHash: sessions.atMainHash,
      xMainHash: sessions.xMainHash,
      authValid: sql<boolean>`coalesce(${sessions.authExpiresAt} > now(), false)`,
    })
    .from(sessions)
    .where(eq(sessions.sessionId, credentials.id));
  if (!row || !sameHash(row.tokenHash, hashToken(credentials.token))) return null;
  // Signed in only with the session's own at-main, before its expiry; else the session is a guest's.
  const signedIn =
    row.customerId !== null &&
    row.authValid &&
    row.atMainHash !== null &&
    credentials.atMain !== undefined &&
    sameHash(row.atMainHash, hashToken(credentials.atMain));
  // Recognised (spec 3: soft-authenticated) by the session's own x-main, even once the sign-in expired.
  const recognised =
    row.customerId !== null &&
    row.xMainHash !== null &&
    credentials.xMain !== undefined &&
    sameHash(row.xMainHash, hashToken(credentials.xMain));
  return {
    sessionId: credentials.id,
    customerId: signedIn ? row.customerId : null,
    recognizedCustomerId: signedIn || recognised ? row.customerId : null,
  };
}

/** The cookies of a signed-in session: a new session id and token, and its at-main and x-main. */
export interface SignedInSession extends SessionCredentials {
  atMain: string;
  xMain: string;
}

/**
 * Starts a signed-in session for a customer: always a new session id (so an id known before
 * sign-in is worth nothing after), with the authentication token's expiry kept here.
 */
export async function startSignedInSession(db: Db, customerId: number): Promise<SignedInSession> {
  const session: SignedInSession = {
    id: newVisitorId(),
    token: newSessionToken(),
    atMain: newSessionToken(),
    xMain: newSessionToken(),
  };
  await db.insert(sessions).values({
    sessionId: session.id,
    tokenHash: hashToken(session.token),
    customerId,
    atMainHash: hashToken(session.atMain),
    xMainHash: hashToken(session.xMain),
    authExpiresAt: sql`now() + make_interval(days => ${AUTH_LIFETIME_DAYS})`,
  });
  return session;
}

/** Ends a session on the server (sign-out): its cookies open nothing any more. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sessionId, sessionId));
}

/**
 * The owner behind session cookies, storing the session on its first write. Cookies whose id
 * is already stored with another token are refused.
 */
export async function claimSession(db: Db, credentials: SessionCredentials | null): Promise<SessionOwner> {
  if (!credentials) throw sessionRequired();
  await db
    .insert(sessions)
    .values({ sessionId: credentials.id, tokenHash: hashToken(credentials.token) })
    .onConflictDoUpdate({
      target: sessions.sessionId,
      set: { lastSeenAt: sql`now()` },
      setWhere: eq(sessions.tokenHash, hashToken(credentials.token)),
    });
  const owner = await findSessionOwner(db, credentials);
  if (!owner) throw sessionRequired();
  return owner;
}

export const SESSION_REQUIRED_MESSAGE = "Your session has expired. Please reload the page and try again.";

function sessionRequired(): AppError {
  return new AppError("invalid_input", "session.required", SESSION_REQUIRED_MESSAGE);
}
