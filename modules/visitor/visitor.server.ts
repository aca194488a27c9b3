import { createHash } from "node:crypto";
import { countCartItems } from "../cart/index.server.ts";
import type { Db } from "../core/index.ts";
import { findCustomer, type SessionOwner } from "../identity/index.server.ts";
import type { SessionCredentials } from "../identity/index.ts";
import { countHearts } from "../lists/index.server.ts";
import { isBestForYouEligible } from "../recos/index.server.ts";
import type { Visitor } from "./types.ts";

/**
 * The session's key for the local bag backup: the same on every page of the session, and a hash of
 * its id, so a page's data never holds the id itself (it stays in its HttpOnly cookie) nor anything
 * that could be sent back as one.
 */
function sessionBackupKey(sessionId: string): string {
  return createHash("sha256").update(`bag-backup:${sessionId}`).digest("base64url").slice(0, 32);
}

/** The visitor's own parts of a page: bag count, name when recognised, hearts when signed in. */
export async function readVisitor(
  db: Db,
  session: SessionCredentials | null,
  owner: SessionOwner | null,
): Promise<Visitor> {
  const recognised = owner?.recognizedCustomerId ?? null;
  const signedIn = owner?.customerId ?? null;
  const [cartCount, customer, favoritesCount, bestForYouEligible] = await Promise.all([
    countCartItems(db, owner),
    recognised === null ? null : findCustomer(db, recognised),
    signedIn === null ? null : countHearts(db, signedIn),
    signedIn === null ? false : isBestForYouEligible(db, signedIn),
  ]);
  const authenticated = signedIn !== null;
  return {
    cartCount,
    sessionId: session ? sessionBackupKey(session.id) : null,
    favoritesCount,
    customer: customer ? { firstName: customer.firstName, authenticated } : null,
    // The bag backup belongs to the signed-in customer; a recognised one's bag is a guest's.
    customerKey: customer && authenticated ? String(customer.customerId) : null,
    isVip: false,
    bestForYouEligible,
  };
}
