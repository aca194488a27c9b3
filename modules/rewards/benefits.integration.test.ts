import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../db/test-database.ts";
import { registerCustomer } from "../identity/index.server.ts";
import { setShippingBenefit, shippingBenefitOf } from "./index.server.ts";
import { customerBenefits } from "./schema.server.ts";

describe("a customer's shipping benefit (the flag the rewards programme will set)", () => {
  let database: Database;
  const customer = async (email: string) =>
    (await registerCustomer(database.db, { name: "Vera Vip", email, password: "a long enough password" }))
      .customerId;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("is 'plain' until set, then the reason set; 'plain' again removes the flag", async () => {
    const vera = await customer("vera@example.com");
    const other = await customer("other@example.com");
    expect(await shippingBenefitOf(database.db, vera)).toBe("plain");
    await setShippingBenefit(database.db, vera, "rewards-gold");
    expect(await shippingBenefitOf(database.db, vera)).toBe("rewards-gold");
    await setShippingBenefit(database.db, vera, "prime-linked");
    expect(await shippingBenefitOf(database.db, vera)).toBe("prime-linked");
    // One customer's flag is theirs alone.
    expect(await shippingBenefitOf(database.db, other)).toBe("plain");
    await setShippingBenefit(database.db, vera, "plain");
    expect(await shippingBenefitOf(database.db, vera)).toBe("plain");
    // No row is kept for a plain customer.
    expect(await database.db.select().from(customerBenefits)).toEqual([]);
  });

  it("keeps reasons to the spec's list in the database itself", async () => {
    const vera = await customer("vera2@example.com");
    const refused = await database.db
      .execute(
        sql`insert into customer_benefits (customer_id, shipping_benefit) values (${vera}, 'platinum-plus')`,
      )
      .then(
        () => null,
        (error: Error) => error,
      );
    // Drizzle wraps the driver's error (PGlite's or pg's, the same words).
    expect(String((refused?.cause as Error | undefined)?.message)).toMatch(
      /violates check constraint "customer_benefits_reason"/,
    );
    expect(await shippingBenefitOf(database.db, vera)).toBe("plain");
  });
});
