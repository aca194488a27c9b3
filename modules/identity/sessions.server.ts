import { createHash, timingSafeEqual } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { AppError, type Db } from "../core/index.ts";
import { sessions } from "./schema.server.ts";
import { newSessionToken, newVisitorId, type SessionCredentials } from "./session-ids.ts";

/**
 * How long a sign-in lasts (OWASP ASVS 4.0 3.3.2, level 2): it ends after `idleMinutes` without
 * a request, and `absoluteMinutes` after it began however active. After either, x-main still
 * recognises the customer (greeted by name) but nothing private opens until they sign in again.
 */
export interface SessionLifetime {
  idleMinutes: number;
  absoluteMinutes: number;
}

/** ASVS 3.3.2 level 2: 30 minutes idle, 12 hours in all. */
export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleMinutes: 30, absoluteMinutes: 12 * 60 };

/**
 * A signed-in request moves the idle clock at most once a minute, so reads are not all writes;
 * the idle timeout is thus exact to within a minute.
 */
const ACTIVITY_GRANULARITY_MS = 60_000;

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
  const at = credentials.at ?? new Date();
  const [row] = await db
    .select({
      tokenHash: sessions.tokenHash,
      customerId: sessions.customerId,
      atMainHash: sessions.atMainHash,
      xMainHash: sessions.xMainHash,
      authExpiresAt: sessions.authExpiresAt,
      authActiveAt: sessions.authActiveAt,
      authIdleSeconds: sessions.authIdleSeconds,
    })
    .from(sessions)
    .where(eq(sessions.sessionId, credentials.id));
  if (!row || !sameHash(row.tokenHash, hashToken(credentials.token))) return null;
  // Signed in only with the session's own at-main, within its idle and absolute limits; else the
  // session is a guest's (and its customer, with x-main, a recognised one).
  const signedIn =
    row.customerId !== null &&
    signInCurrent(row, at) &&
    row.atMainHash !== null &&
    credentials.atMain !== undefined &&
    sameHash(row.atMainHash, hashToken(credentials.atMain));
  if (signedIn) await markActive(db, credentials.id, row.authActiveAt, at);
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

/**
 * Whether a sign-in is still on at `at`: before its absolute end and within its idle timeout of
 * its last use. Sessions signed in before these limits existed (no last use) are over.
 */
function signInCurrent(
  row: { authExpiresAt: Date | null; authActiveAt: Date | null; authIdleSeconds: number | null },
  at: Date,
): boolean {
  if (!row.authExpiresAt || !row.authActiveAt || row.authIdleSeconds === null) return false;
  const idleEndsAt = row.authActiveAt.getTime() + row.authIdleSeconds * 1000;
  return at.getTime() < row.authExpiresAt.getTime() && at.getTime() < idleEndsAt;
}

/** Moves a valid sign-in's idle clock (at most once a minute; never backwards). */
async function markActive(db: Db, sessionId: string, activeAt: Date | null, at: Date): Promise<void> {
  if (activeAt && at.getTime() - activeAt.getTime() < ACTIVITY_GRANULARITY_MS) return;
  await db
    .update(sessions)
    .set({ authActiveAt: at })
    .where(and(eq(sessions.sessionId, sessionId), lt(sessions.authActiveAt, at)));
}

/** The cookies of a signed-in session: a new session id and token, and its at-main and x-main. */
export interface SignedInSession extends SessionCredentials {
  atMain: string;
  xMain: string;
}

/**
 * Starts a signed-in session for a customer: always a new session id (so an id known before
 * sign-in is worth nothing after; ASVS 3.2.1), its limits counted from `at`.
 */
export async function startSignedInSession(
  db: Db,
  customerId: number,
  options: { at?: Date; lifetime?: SessionLifetime } = {},
): Promise<SignedInSession> {
  const at = options.at ?? new Date();
  const lifetime = options.lifetime ?? DEFAULT_SESSION_LIFETIME;
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
    authExpiresAt: new Date(at.getTime() + lifetime.absoluteMinutes * 60_000),
    authActiveAt: at,
    authIdleSeconds: lifetime.idleMinutes * 60,
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
