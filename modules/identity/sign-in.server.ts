import type { Db } from "../core/index.ts";
import {
  endSession,
  type SessionLifetime,
  type SessionOwner,
  type SignedInSession,
  startSignedInSession,
} from "./sessions.server.ts";

/**
 * What else passes from the guest to the customer at sign-in, inside the sign-in's transaction:
 * the guest's bag (the cart module's mergeGuestCart). It is handed in because the cart module
 * already builds on this one (sessions, their owners): identity importing it would be a cycle.
 */
export type GuestHandOver = (tx: Db, guest: SessionOwner, signedIn: SessionOwner) => Promise<void>;

/** Who signs in on this browser, and the guest session they sign in from (none for a new browser). */
export interface SignInRequest {
  customerId: number;
  guest: SessionOwner | null;
  /** When the sign-in's idle and absolute limits start. */
  at: Date;
  lifetime: SessionLifetime;
}

/**
 * Signs a customer in on this browser (password, registration's confirm step, federated sign-in,
 * password reset), as one transaction: a new signed-in session, the guest's bag handed over, the
 * guest session ended. All three happen or none does: no half sign-in, no bag lost or doubled.
 */
export function signInFromGuest(
  db: Db,
  request: SignInRequest,
  handOver: GuestHandOver,
): Promise<SignedInSession> {
  const { customerId, guest } = request;
  return db.transaction(async (tx) => {
    const session = await startSignedInSession(tx, customerId, {
      at: request.at,
      lifetime: request.lifetime,
    });
    if (guest) {
      await handOver(tx, guest, { sessionId: session.id, customerId });
      await endSession(tx, guest.sessionId);
    }
    return session;
  });
}
