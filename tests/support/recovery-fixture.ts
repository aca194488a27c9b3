import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../db/client.ts";
import type { Db } from "../../modules/core/index.ts";
import { RECOVERY_GRACE_MS } from "../../modules/orders/index.server.ts";
import { createTestGateway } from "../../modules/payments/index.server.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { checkoutCustomer } from "./checkout-customer.ts";
import { storesOver } from "./crashed-store.ts";
import { retailStockIds } from "./order-shopper.ts";

/** A minute after the grace of intents written at `at`: no live request can still settle them. */
export const pastGrace = (at: Date) => new Date(at.getTime() + RECOVERY_GRACE_MS + 60_000);

/**
 * A payment recovery test file's setup (call it in its describe): a seeded database, the stores
 * over it, buyers, and `retailCount` retail items to take one by one; stopped and closed after.
 */
export function recoveryFixture(retailCount: number) {
  let database: Database | undefined;
  let stores: ReturnType<typeof storesOver> | undefined;
  let retail: number[] = [];
  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 60 });
    stores = storesOver(database.db);
    retail = await retailStockIds(database.db, retailCount);
  });
  afterAll(async () => {
    await stores?.stop();
    await database?.close();
  });
  const opened = () => {
    if (!database || !stores) throw new Error("the recovery fixture is used before its beforeAll");
    return { db: database.db, stores };
  };
  return {
    get db(): Db {
      return opened().db;
    },
    get stores() {
      return opened().stores;
    },
    buyerAt: (at: Date) => checkoutCustomer(opened().db, createTestGateway(), { now: at }),
    takeItem: () => {
      const item = retail.shift();
      if (item === undefined) throw new Error("the test catalogue ran out of retail items");
      return item;
    },
  };
}
