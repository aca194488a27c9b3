import { eq, sql } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { customerBenefits } from "./schema.server.ts";
import { type BenefitReason, isBenefitReason, PLAIN_BENEFIT } from "./shipping-benefit.ts";

/** The customer's shipping benefit reason: their flag, or 'plain'. */
export async function shippingBenefitOf(db: Db, customerId: number): Promise<BenefitReason> {
  const [row] = await db
    .select({ reason: customerBenefits.shippingBenefit })
    .from(customerBenefits)
    .where(eq(customerBenefits.customerId, customerId));
  // The table's check keeps the reasons to the list; an older list's reason counts as none.
  return row && isBenefitReason(row.reason) ? row.reason : PLAIN_BENEFIT;
}

/** Sets the customer's shipping benefit reason; 'plain' removes the flag. */
export async function setShippingBenefit(db: Db, customerId: number, reason: BenefitReason): Promise<void> {
  if (reason === PLAIN_BENEFIT) {
    await db.delete(customerBenefits).where(eq(customerBenefits.customerId, customerId));
    return;
  }
  await db
    .insert(customerBenefits)
    .values({ customerId, shippingBenefit: reason })
    .onConflictDoUpdate({
      target: customerBenefits.customerId,
      set: { shippingBenefit: reason, updatedAt: sql`now()` },
    });
}
