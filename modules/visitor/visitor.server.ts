import { countCartItems } from "../cart/index.server.ts";
import type { Db } from "../core/index.ts";
import { findCustomer, type SessionOwner } from "../identity/index.server.ts";
import type { SessionCredentials } from "../identity/index.ts";
import { countHearts } from "../lists/index.server.ts";
import { isBestForYouEligible } from "../recos/index.server.ts";
import type { Visitor } from "./types.ts";

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
    sessionId: session?.id ?? null,
    favoritesCount,
    customer: customer ? { firstName: customer.firstName, authenticated } : null,
    // The bag backup belongs to the signed-in customer; a recognised one's bag is a guest's.
    customerKey: customer && authenticated ? String(customer.customerId) : null,
    isVip: false,
    bestForYouEligible,
  };
}
