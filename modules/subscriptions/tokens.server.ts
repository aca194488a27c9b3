import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { AppError, type Db } from "../core/index.ts";
import { subscriptionTokens } from "./schema.server.ts";

/**
 * The tokens in the store's emails: 32 random bytes (hex: a page path with an underscore or a dot is
 * no page, spec 3 "Other routes", and base64url would hold one in every other token), kept only as their SHA-256, each for
 * one address and one marketplace, and expiring. A forged, unknown or expired token opens nothing.
 */
export type TokenPurpose = "manage" | "confirm";

/** How long each kind of link works, in days: a marketing email's link, a sign-up's confirmation. */
export const TOKEN_LIFETIME_DAYS: Record<TokenPurpose, number> = { manage: 60, confirm: 2 };
/** 32 bytes in hex. */
const TOKEN_SHAPE = /^[0-9a-f]{64}$/;

export const isTokenShape = (token: string) => TOKEN_SHAPE.test(token);
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Makes a token for the address in the caller's transaction; answers it (shown only in the mail). */
export async function issueToken(
  tx: Db,
  input: { purpose: TokenPurpose; email: string; subsiteId: string; listIds?: string[]; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString("hex");
  const expiresAt = new Date(input.now.getTime() + TOKEN_LIFETIME_DAYS[input.purpose] * 86_400_000);
  // Expired tokens of the address go as new ones come: the table holds live links only.
  await tx
    .delete(subscriptionTokens)
    .where(and(eq(subscriptionTokens.email, input.email), lt(subscriptionTokens.expiresAt, input.now)));
  await tx.insert(subscriptionTokens).values({
    tokenHash: hashOf(token),
    purpose: input.purpose,
    email: input.email,
    subsiteId: input.subsiteId,
    listIds: input.listIds ?? [],
    expiresAt,
  });
  return token;
}

export interface TokenHolder {
  email: string;
  subsiteId: string;
  listIds: string[];
}

export type TokenLookup = { holder: TokenHolder } | { refused: "invalid" | "expired" };

/** Whose address a live token opens; a confirmation token already used is invalid. */
export async function readToken(
  db: Db,
  purpose: TokenPurpose,
  token: string,
  now: Date,
): Promise<TokenLookup> {
  if (!isTokenShape(token)) return { refused: "invalid" };
  const [row] = await db
    .select()
    .from(subscriptionTokens)
    .where(and(eq(subscriptionTokens.tokenHash, hashOf(token)), eq(subscriptionTokens.purpose, purpose)));
  if (!row || row.usedAt !== null) return { refused: "invalid" };
  if (row.expiresAt <= now) return { refused: "expired" };
  return { holder: { email: row.email, subsiteId: row.subsiteId, listIds: row.listIds } };
}

/**
 * Takes a confirmation token of the marketplace once (a conditional update: two clicks, one
 * sign-up); null if not live or another marketplace's (which leaves it for its own host).
 */
export async function takeToken(
  tx: Db,
  token: string,
  subsiteId: string,
  now: Date,
): Promise<TokenHolder | null> {
  if (!isTokenShape(token)) return null;
  const [row] = await tx
    .update(subscriptionTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(subscriptionTokens.tokenHash, hashOf(token)),
        eq(subscriptionTokens.purpose, "confirm"),
        eq(subscriptionTokens.subsiteId, subsiteId),
        isNull(subscriptionTokens.usedAt),
        gt(subscriptionTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ? { email: row.email, subsiteId: row.subsiteId, listIds: row.listIds } : null;
}

/** Words for a refused link, ours (spec 3 gives none). */
export const TOKEN_REFUSALS = {
  invalid: "This link is not valid. Open the newest email from us, or sign in to manage your subscriptions.",
  expired: "This link has expired. Open a newer email from us, or sign in to manage your subscriptions.",
} as const;

/**
 * The address a manage link opens (token type 'email', spec 3's tokenType), on the marketplace it was
 * mailed for; refused with 403 subscription.token.invalid or .expired, never more said.
 */
export async function manageTokenHolder(
  db: Db,
  tokenType: string,
  token: string,
  subsiteId: string,
  now: Date,
): Promise<TokenHolder> {
  const found: TokenLookup =
    tokenType === "email" ? await readToken(db, "manage", token, now) : { refused: "invalid" };
  if ("refused" in found || found.holder.subsiteId !== subsiteId) {
    const why = "refused" in found ? found.refused : "invalid";
    throw new AppError("not_allowed", `subscription.token.${why}`, TOKEN_REFUSALS[why]);
  }
  return found.holder;
}
