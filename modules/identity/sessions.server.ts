import { createHash, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { AppError, type Db } from "../core/index.ts";
import { sessions } from "./schema.server.ts";
import type { SessionCredentials } from "./session-ids.ts";

/** Whose things a request may read and change: a verified session and its customer, if any. */
export interface SessionOwner {
  sessionId: string;
  customerId: number | null;
}

function hashToken(token: string): string {
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
    .select({ tokenHash: sessions.tokenHash, customerId: sessions.customerId })
    .from(sessions)
    .where(eq(sessions.sessionId, credentials.id));
  if (!row || !sameHash(row.tokenHash, hashToken(credentials.token))) return null;
  return { sessionId: credentials.id, customerId: row.customerId };
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
