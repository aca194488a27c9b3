import { eq } from "drizzle-orm";
import { AppError, type Db } from "../core/index.ts";
import { CC_BLOCKED } from "./blocked.ts";
import { customers } from "./schema.server.ts";

/** Whether operators have blocked this customer (a customer who does not exist is not blocked). */
export async function isCustomerBlocked(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ blocked: customers.blocked })
    .from(customers)
    .where(eq(customers.customerId, customerId));
  return row?.blocked ?? false;
}

/** Refuses a blocked customer with CC_BLOCKED's words (403): what checkout asks before an order. */
export async function refuseBlockedCustomer(db: Db, customerId: number): Promise<void> {
  if (await isCustomerBlocked(db, customerId)) {
    throw new AppError("not_allowed", CC_BLOCKED.id, CC_BLOCKED.message);
  }
}

/** Sets or clears the operators' block on a customer; answers false when there is no such customer. */
export async function setCustomerBlocked(db: Db, customerId: number, blocked: boolean): Promise<boolean> {
  const changed = await db
    .update(customers)
    .set({ blocked })
    .where(eq(customers.customerId, customerId))
    .returning({ customerId: customers.customerId });
  return changed.length > 0;
}
