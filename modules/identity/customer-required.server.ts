import { AppError, type Db } from "../core/index.ts";
import type { SessionCredentials } from "./session-ids.ts";
import { findSessionOwner } from "./sessions.server.ts";

/** Spec 3 section 8: the words of a 403 that sends the shopper to sign-in. */
export const NOT_RECOGNISED = { id: "customer.auth.required", message: "Customer not recognized" } as const;

/** The signed-in customer behind these session cookies; anyone else is refused with NOT_RECOGNISED (403). */
export async function requireCustomerId(db: Db, session: SessionCredentials | null): Promise<number> {
  const owner = await findSessionOwner(db, session);
  if (owner?.customerId == null) {
    throw new AppError("not_authenticated", NOT_RECOGNISED.id, NOT_RECOGNISED.message);
  }
  return owner.customerId;
}
