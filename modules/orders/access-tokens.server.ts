import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { orderAccessTokens } from "./schema.server.ts";

/** How long the link in an order's confirmation mail opens it: the return window (spec 2, 60 days). */
export const ORDER_ACCESS_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A token as sent: 32 random bytes, base64url (43 characters). */
export const ORDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new guest access token for one order, in the caller's transaction (the order's): kept as its
 * SHA-256 only, good for ORDER_ACCESS_DAYS. Answers the token, for the confirmation mail's link.
 */
export async function createOrderAccessToken(tx: Db, orderId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(orderAccessTokens).values({
    tokenHash: hashOf(token),
    orderId,
    expiresAt: new Date(now.getTime() + ORDER_ACCESS_DAYS * DAY_MS),
    createdAt: now,
  });
  return token;
}

/** The order a guest token opens, if it is well formed, known and not expired; else null. */
export async function orderOfAccessToken(db: Db, token: string, now: Date): Promise<string | null> {
  if (!ORDER_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ orderId: orderAccessTokens.orderId })
    .from(orderAccessTokens)
    .where(and(eq(orderAccessTokens.tokenHash, hashOf(token)), gt(orderAccessTokens.expiresAt, now)));
  return row?.orderId ?? null;
}
