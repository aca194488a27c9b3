import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { getOrderView } from "../modules/orders/index.server.ts";
import { submitReturn } from "../modules/returns/index.server.ts";
import type { Services } from "../modules/services/index.server.ts";
import { seedCatalogue } from "../seed/index.ts";
import { loadConfig } from "../server/config.ts";
import { openConfiguredDatabase } from "../server/database.ts";
import { checkoutCustomer } from "../tests/support/checkout-customer.ts";
import { placeTestOrder } from "../tests/support/placed-order.ts";
import { refusalOf } from "../tests/support/refusal-of.ts";
import { pickStocks } from "../tests/support/stock-fixtures.ts";
import { testServices } from "../tests/support/test-services.ts";
import { parseOrdersCommand, runOrdersCommand } from "./orders-command.ts";

const run = promisify(execFile);

// The operators' command against an embedded database on disk, as an operator runs it with the
// store stopped: its own processes list the orders and refuse bad arguments (the wiring). Then its
// steps run in this process on the same database, as a process for each step paid tsx's start and
// the database's opening every time: ship with a carrier and tracking number, deliver, and a
// return received and refunded. The arguments' refusals are in orders-command.test.ts.

describe("npm run orders", () => {
  let dataDir = "";
  let orderId = "";
  let customerId = 0;
  const open = () => openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "orders-cli-"));
    const database = await open();
    try {
      await seedCatalogue(database.db, { products: 20 });
      const services = testServices(database.db);
      const buyer = await checkoutCustomer(database.db, services.paymentGateway);
      customerId = buyer.customerId;
      const [item] = await pickStocks(database.db, { kind: "retail", moreThan: 2 });
      orderId = await placeTestOrder(services, buyer, [item?.stockId ?? 0], new Date());
      await services.mailDispatcher.stop();
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("runs as its own process: lists the orders, and refuses bad arguments with the usage", async () => {
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
    // Side by side: the refused ones never open the database that the listing opens.
    const [listed, unknownCommand, unknownOption] = await Promise.all([
      orders("list"),
      orders("frobnicate"),
      orders("list", "--frobnicate"),
    ]);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(orderId);
    expect(listed.out).toContain("SUBMITTED");
    expect(listed.out).toContain("next: process");
    expect(unknownCommand.code).toBe(1);
    expect(unknownCommand.out).toContain("usage: npm run orders");
    // node's parseArgs refusals have always exited with 2, the command's own with 1.
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.out).toContain("usage: npm run orders");
  }, 60_000);

  describe("in process, on the same database", () => {
    let database: Database;
    let services: Services;
    const orders = (...args: string[]) => runOrdersCommand(services, parseOrdersCommand(args), new Date());

    beforeAll(async () => {
      database = await open();
      services = testServices(database.db);
    }, 60_000);
    afterAll(async () => {
      await services?.mailDispatcher.stop();
      await database?.close();
    });

    it("ships an order with a carrier and tracking number, and delivers it", async () => {
      expect(await orders("ship", orderId, "--carrier", "UPS", "--tracking", "1ZCLI0000000001")).toBe(
        `Order ${orderId}: shipped as ${orderId}-S1.`,
      );
      expect(await refusalOf(orders("ship", orderId))).toMatchObject({
        code: "order.nothing.to.ship",
        message: "This order has nothing to ship.",
      });
      expect(await orders("deliver", orderId)).toBe(`Order ${orderId}: delivered.`);

      const view = await getOrderView(database.db, { customerId }, orderId, new Date());
      expect(view?.shipments[0]).toMatchObject({
        carrier: "UPS",
        trackingNumber: "1ZCLI0000000001",
        status: "DELIVERED",
      });
      expect(view?.statusWords).toBe("delivered");
      const history = (await orders("history", orderId)).split("\n");
      expect(history.at(-1)).toMatch(
        new RegExp(`^\\S+Z  shipment ${orderId}-S1  IN_TRANSIT -> DELIVERED  by operator$`),
      );
      expect(history.some((line) => line.includes(`order ${orderId}  SUBMITTED`))).toBe(true);
      expect(await orders("history", "111-1111111-1111111")).toBe("No order 111-1111111-1111111.");
    });

    it("lists a return and moves it through the warehouse to its refund", async () => {
      const before = await getOrderView(database.db, { customerId }, orderId, new Date());
      const item = before?.lines[0]?.itemUniqueId ?? "";
      const { rmaNumber } = await submitReturn(
        services,
        customerId,
        { items: [{ itemUniqueId: item, reason: "too-small" }], labelType: "PRINT" },
        new Date(),
      );

      const listed = await orders("returns");
      expect(listed).toContain(rmaNumber);
      expect(listed).toContain("DROPOFF_PENDING");
      expect(listed).toContain("next: scan");
      // A refused step is an AppError: the command prints its message and code.
      expect(await refusalOf(orders("return-refund", rmaNumber))).toMatchObject({
        code: "return.step.not.waiting",
        message: "This return is not waiting for that step.",
      });
      expect(await orders("return-receive", rmaNumber)).toBe(`Return ${rmaNumber}: received.`);
      expect(await orders("return-refund", rmaNumber)).toBe(`Return ${rmaNumber}: refunded.`);

      const after = await getOrderView(database.db, { customerId }, orderId, new Date());
      expect(after?.lines[0]?.status).toBe("RETURNED");
      expect(after?.cardRefundedCents).toBe(after?.cardCents);
    });
  });
});
