import { sql } from "drizzle-orm";
import { bigint, check, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { BENEFIT_REASONS } from "./shipping-benefit.ts";

const reasonList = sql.raw(BENEFIT_REASONS.map((reason) => `'${reason}'`).join(", "));

/**
 * A customer's shipping benefit, where it is not 'plain' (no row: plain). Set by an operator until
 * the rewards programme sets it from a member's tier.
 */
export const customerBenefits = pgTable(
  "customer_benefits",
  {
    /** The customer (modules/identity), by id. */
    customerId: bigint("customer_id", { mode: "number" }).primaryKey(),
    shippingBenefit: text("shipping_benefit").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("customer_benefits_reason", sql`${t.shippingBenefit} in (${reasonList})`)],
);
