import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { checkoutCustomer } from "../../tests/support/checkout-customer.ts";
import { placeTestOrder } from "../../tests/support/placed-order.ts";
import { pickStocks } from "../../tests/support/stock-fixtures.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { eventsOfStream } from "../events/index.server.ts";
import { returnStep, submitExchange, submitReturn } from "../returns/index.server.ts";
import {
  cancelItems,
  customerOrderTimeline,
  deliverOrder,
  getOrderView,
  historyLine,
  lockOrder,
  moveLinesTo,
  processOrder,
  readOrderHistory,
  shipOrder,
} from "./index.server.ts";

/** Tuesday 10 March 2026, 10 am in New York. */
const NOW = new Date("2026-03-10T14:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe("the order history and its events (issue 29)", () => {
  let database: Database;
  let services: ReturnType<typeof testServices>;
  let retail: { stockId: number; productId: number }[] = [];
  const takeItem = () => {
    const item = retail.shift();
    if (!item) throw new Error("the test catalogue ran out of retail items");
    return item;
  };
  const buyer = () => checkoutCustomer(database.db, services.paymentGateway, { now: NOW });
  const moves = async (orderId: string) =>
    (await readOrderHistory(database.db, orderId)).map((row) => [
      row.subject,
      row.fromStatus,
      row.toStatus,
      row.actorKind,
    ]);

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 60 });
    services = testServices(database.db, { now: () => NOW });
    retail = await pickStocks(database.db, { kind: "retail", moreThan: 5, count: 40 });
  });
  afterAll(async () => {
    await services?.mailDispatcher.stop();
    await database?.close();
  });

  it("writes who moved what, from what to what and why, for placing, cancelling, shipping and delivering", async () => {
    const b = await buyer();
    const orderId = await placeTestOrder(services, b, [takeItem().stockId, takeItem().stockId], NOW);
    const [first, second] =
      (await getOrderView(database.db, { customerId: b.customerId }, orderId, NOW))?.lines ?? [];
    if (!first || !second) throw new Error("two lines expected");
    await cancelItems(
      services,
      { kind: "customer", customerId: b.customerId },
      { orderId, items: [{ itemUniqueId: first.itemUniqueId, reason: "too-late" }] },
      later(1),
    );
    await processOrder(services, orderId, later(2));
    await shipOrder(services, orderId, { carrier: "UPS", trackingNumber: "1ZHISTORY000000001" }, later(3));
    await deliverOrder(services, orderId, later(4));

    expect(await moves(orderId)).toEqual([
      ["order", null, "SUBMITTED", "customer"],
      ["line", null, "SUBMITTED", "customer"],
      ["line", null, "SUBMITTED", "customer"],
      ["payment", "pending", "authorize succeeded", "customer"],
      ["line", "SUBMITTED", "CANCELLED", "customer"],
      ["payment", null, "release succeeded", "customer"],
      ["line", "SUBMITTED", "PROCESSING", "operator"],
      ["order", "SUBMITTED", "PROCESSING", "operator"],
      ["payment", "pending", "capture succeeded", "operator"],
      ["shipment", null, "IN_TRANSIT", "operator"],
      ["line", "PROCESSING", "SHIPPED", "operator"],
      ["order", "PROCESSING", "SHIPPED", "operator"],
      ["shipment", "IN_TRANSIT", "DELIVERED", "operator"],
    ]);
    const rows = await readOrderHistory(database.db, orderId);
    const cancelled = rows.find((row) => row.toStatus === "CANCELLED");
    expect(cancelled).toMatchObject({
      subjectId: first.itemUniqueId,
      reason: "too-late",
      actorId: String(b.customerId),
    });
    if (!cancelled) throw new Error("a cancellation row expected");
    expect(historyLine(cancelled)).toContain(
      `line ${first.itemUniqueId}  SUBMITTED -> CANCELLED  by customer ${b.customerId} (too-late)`,
    );
    expect((await eventsOfStream(database.db, orderId)).map((event) => event.type)).toEqual([
      "order.placed",
      "payment.authorized",
      "order.line.cancelled",
      "payment.released",
      "order.line.processing",
      "payment.captured",
      "shipment.shipped",
      "shipment.delivered",
    ]);
  });

  it("tells the customer what concerns them, in their words, with the money coming back", async () => {
    const b = await buyer();
    const orderId = await placeTestOrder(services, b, [takeItem().stockId, takeItem().stockId], NOW);
    const view = await getOrderView(database.db, { customerId: b.customerId }, orderId, NOW);
    const [first] = view?.lines ?? [];
    if (!view || !first) throw new Error("an order expected");
    const answer = await cancelItems(
      services,
      { kind: "customer", customerId: b.customerId },
      { orderId, items: [{ itemUniqueId: first.itemUniqueId, reason: "no-longer-want" }] },
      later(1),
    );
    const after = await getOrderView(database.db, { customerId: b.customerId }, orderId, later(1));
    if (!after) throw new Error("the order vanished");
    expect(after.netTotalCents).toBe(after.grandTotalCents - answer.refund.totalCents);
    expect(after.payments.map((payment) => payment.words)).toEqual([
      expect.stringMatching(/^Cancelled, not charged to your card ending 4242: \$\d+\.\d\d$/),
    ]);
    const words = (await customerOrderTimeline(database.db, after)).map((entry) => entry.words);
    expect(words).toEqual([
      "Order placed",
      `${first.brandName} ${first.productName} cancelled (I no longer want it)`,
      expect.stringMatching(/ will not be charged to your card ending 4242$/),
    ]);
  });

  it("follows a return and an exchange: each step a row, the refund as money back", async () => {
    const b = await buyer();
    const [one, two] = [takeItem(), takeItem()];
    const orderId = await placeTestOrder(services, b, [one.stockId, two.stockId], NOW);
    await processOrder(services, orderId, later(1));
    await shipOrder(services, orderId, null, later(2));
    await deliverOrder(services, orderId, later(3));
    const [first, second] =
      (await getOrderView(database.db, { customerId: b.customerId }, orderId, later(4)))?.lines ?? [];
    if (!first || !second) throw new Error("two lines expected");
    const back = await submitReturn(
      services,
      b.customerId,
      { items: [{ itemUniqueId: first.itemUniqueId, reason: "too-small" }], labelType: "PRINT" },
      later(5),
    );
    for (const [step, minute] of [
      ["scan", 6],
      ["receive", 7],
      ["refund", 8],
    ] as const)
      await returnStep(services, back.rmaNumber, step, later(minute));
    const returned = (await moves(orderId)).slice(-8);
    expect(returned).toEqual([
      ["line", "SHIPPED", "RETURN_IN_PROGRESS", "customer"],
      ["return", null, "DROPOFF_PENDING", "customer"],
      ["return", "DROPOFF_PENDING", "RETURNING", "operator"],
      ["line", "RETURN_IN_PROGRESS", "RETURNING", "operator"],
      ["return", "RETURNING", "PROCESSED", "operator"],
      ["payment", "pending", "refund succeeded", "operator"],
      ["line", "RETURNING", "RETURNED", "operator"],
      ["return", "PROCESSED", "REFUNDED", "operator"],
    ]);
    const types = (await eventsOfStream(database.db, orderId)).map((event) => event.type);
    expect(types.slice(-5)).toEqual([
      "return.created",
      "return.in_transit",
      "return.received",
      "refund.issued",
      "return.refunded",
    ]);

    const stocksOfProduct = await pickStocks(database.db, {
      ofProduct: second.productId,
      moreThan: 3,
      count: 100,
    });
    const other = stocksOfProduct.find((stock) => stock.stockId !== second.stockId);
    if (!other) return; // a product of one size cannot be exchanged: the return above is the journey
    const exchange = await submitExchange(
      services,
      b.customerId,
      { itemUniqueId: second.itemUniqueId, stockId: other.stockId, reason: "too-small", labelType: "PRINT" },
      later(9),
    );
    expect(types.length).toBeLessThan((await eventsOfStream(database.db, orderId)).length);
    expect((await eventsOfStream(database.db, orderId)).map((event) => event.type).slice(-2)).toEqual([
      "return.created",
      "exchange.created",
    ]);
    expect(await moves(exchange.exchangeOrderId)).toEqual([
      ["order", null, "SUBMITTED", "customer"],
      ["line", null, "SUBMITTED", "customer"],
      ["line", "SUBMITTED", "PROCESSING", "customer"],
      ["order", "SUBMITTED", "PROCESSING", "customer"],
    ]);
  });

  it("refuses a move the transition table does not allow, and writes nothing", async () => {
    const b = await buyer();
    const orderId = await placeTestOrder(services, b, [takeItem().stockId], NOW);
    const before = await readOrderHistory(database.db, orderId);
    await expect(
      database.db.transaction(async (tx) => {
        const { lines } = await lockOrder(tx, orderId);
        await moveLinesTo(tx, { by: { kind: "operator" }, at: later(1) }, lines, "RETURNED");
      }),
    ).rejects.toMatchObject({
      kind: "conflict",
      code: "order.transition.refused",
      message: expect.stringMatching(/cannot go from submitted to returned/),
    });
    expect(await readOrderHistory(database.db, orderId)).toEqual(before);
    expect(
      (await getOrderView(database.db, { customerId: b.customerId }, orderId, later(1)))?.lines[0]?.status,
    ).toBe("SUBMITTED");
  });
});
