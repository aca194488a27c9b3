import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stocks } from "../modules/catalog/schema.server.ts";
import { getOrderView } from "../modules/orders/index.server.ts";
import { submitReturn } from "../modules/returns/index.server.ts";
import { seedCatalogue } from "../seed/index.ts";
import { loadConfig } from "../server/config.ts";
import { openConfiguredDatabase } from "../server/database.ts";
import { checkoutCustomer } from "../tests/support/checkout-customer.ts";
import { placeTestOrder } from "../tests/support/placed-order.ts";
import { testServices } from "../tests/support/test-services.ts";

const run = promisify(execFile);

// The operators' command against an embedded database on disk, as an operator runs it with the
// store stopped: list, ship with a carrier and tracking number, deliver, and a return received and
// refunded; bad arguments refused before the database is opened.

describe("npm run orders", () => {
  let dataDir: string;
  let orderId = "";
  let customerId = 0;
  const orders = async (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
    delete env.DATABASE_URL;
    try {
      const { stdout } = await run("node", ["--import", "tsx", "scripts/orders.ts", ...args], { env });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: `${failed.stdout}${failed.stderr}` };
    }
  };
  const open = () => openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "orders-cli-"));
    const database = await open();
    try {
      await seedCatalogue(database.db, { products: 20 });
      const services = testServices(database.db);
      const buyer = await checkoutCustomer(database.db, services.paymentGateway);
      customerId = buyer.customerId;
      const [item] = await database.db
        .select({ stockId: stocks.stockId })
        .from(stocks)
        .innerJoin(products, eq(products.productId, stocks.productId))
        .where(and(eq(products.isGiftCard, false), gt(stocks.onHand, 2)))
        .limit(1);
      orderId = await placeTestOrder(services, buyer, [item?.stockId ?? 0], new Date());
      await services.mailDispatcher.stop();
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("lists, ships and delivers an order, and refuses bad arguments with the usage", async () => {
    const listed = await orders("list");
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(orderId);
    expect(listed.out).toContain("SUBMITTED");
    expect(listed.out).toContain("next: process");

    expect(await orders("ship", "not-an-order")).toMatchObject({ code: 1 });
    expect((await orders("ship", orderId, "--carrier", "UPS")).out).toContain(
      "give --carrier and --tracking together",
    );
    expect((await orders("frobnicate")).out).toContain("usage: npm run orders");

    const shipped = await orders("ship", orderId, "--carrier", "UPS", "--tracking", "1ZCLI0000000001");
    expect(shipped.out).toContain(`shipped as ${orderId}-S1`);
    expect((await orders("ship", orderId)).out).toContain("This order has nothing to ship.");
    expect((await orders("deliver", orderId)).out).toContain("delivered");

    const database = await open();
    try {
      const view = await getOrderView(database.db, { customerId }, orderId, new Date());
      expect(view?.shipments[0]).toMatchObject({
        carrier: "UPS",
        trackingNumber: "1ZCLI0000000001",
        status: "DELIVERED",
      });
      expect(view?.statusWords).toBe("delivered");
    } finally {
      await database.close();
    }
  }, 120_000);

  it("lists a return and moves it through the warehouse to its refund", async () => {
    let rmaNumber = "";
    const before = await open();
    try {
      const services = testServices(before.db);
      const view = await getOrderView(before.db, { customerId }, orderId, new Date());
      const item = view?.lines[0]?.itemUniqueId ?? "";
      rmaNumber = (
        await submitReturn(
          services,
          customerId,
          { items: [{ itemUniqueId: item, reason: "too-small" }], labelType: "PRINT" },
          new Date(),
        )
      ).rmaNumber;
      await services.mailDispatcher.stop();
    } finally {
      await before.close();
    }
    const listed = await orders("returns");
    expect(listed.out).toContain(rmaNumber);
    expect(listed.out).toContain("DROPOFF_PENDING");
    expect(listed.out).toContain("next: scan");
    expect((await orders("return-receive", "RMA-12")).out).toContain("an RMA number is RMA- and ten digits");
    expect((await orders("return-refund", rmaNumber)).out).toContain(
      "This return is not waiting for that step.",
    );
    expect((await orders("return-receive", rmaNumber)).out).toContain(`Return ${rmaNumber}: received.`);
    expect((await orders("return-refund", rmaNumber)).out).toContain(`Return ${rmaNumber}: refunded.`);

    const after = await open();
    try {
      const view = await getOrderView(after.db, { customerId }, orderId, new Date());
      expect(view?.lines[0]?.status).toBe("RETURNED");
      expect(view?.cardRefundedCents).toBe(view?.cardCents);
    } finally {
      await after.close();
    }
  }, 120_000);
});
