import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { session } from "../../server/middleware/session.ts";
import { type CheckoutCustomer, checkoutCustomer } from "../../tests/support/checkout-customer.ts";
import { deliveredTestOrder, placeTestOrder } from "../../tests/support/placed-order.ts";
import { mailsTo } from "../../tests/support/queued-mail.ts";
import { refusalOf } from "../../tests/support/refusal-of.ts";
import {
  onHandOf,
  pickStocks,
  sellOutProduct,
  setOnHand,
  sizePairs,
} from "../../tests/support/stock-fixtures.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { drainUntilIdle } from "../events/index.server.ts";
import { cancelItems, deliverOrder, getOrderView, orderRoutes, shipOrder } from "../orders/index.server.ts";
import { exchangeRoutes } from "./exchange-api.server.ts";
import { getReturnView, returnStep, submitExchange, submitReturn } from "./index.server.ts";

const NOW = new Date("2026-03-10T14:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

/** Two in-stock sizes of one colour of a product: the one bought and the one it is swapped for. */
interface Pair {
  bought: number;
  wanted: number;
}

describe("exchanges (/v1/exchange/*)", () => {
  let database: Database;
  let services: ReturnType<typeof testServices>;
  let api: OpenAPIHono<AppEnv>;
  const pairs: Pair[] = [];
  const takePair = () => {
    const pair = pairs.shift();
    if (!pair) throw new Error("the test catalogue ran out of styles with two sizes");
    return pair;
  };
  const buyer = () => checkoutCustomer(database.db, services.paymentGateway, { now: NOW });
  const onHand = async (stockId: number) => (await onHandOf(database.db, stockId)) ?? -1;
  const lineOf = async (who: CheckoutCustomer, orderId: string) => {
    const line = (await getOrderView(database.db, { customerId: who.customerId }, orderId, later(10)))
      ?.lines[0];
    if (!line) throw new Error("a line expected");
    return line;
  };
  const refusal = refusalOf;
  const get = (path: string, who?: CheckoutCustomer) =>
    api.request(path, { headers: who ? { cookie: who.cookie } : {} });
  const post = (path: string, body: unknown, who?: CheckoutCustomer) =>
    api.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...(who ? { cookie: who.cookie } : {}) },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 60 });
    services = testServices(database.db, { now: () => NOW });
    api = new OpenAPIHono<AppEnv>();
    api.use(session("never"));
    api.route("/", exchangeRoutes(services));
    api.route("/", orderRoutes(services));
    pairs.push(...(await sizePairs(database.db)));
  });
  afterAll(async () => {
    await services?.mailDispatcher.stop();
    await database?.close();
  });

  it("swaps a delivered pair for another size in one step: the unit reserved, a free exchange order shipping, the label issued", async () => {
    const who = await buyer();
    const { bought, wanted } = takePair();
    const orderId = await deliveredTestOrder(services, who, [bought], NOW);
    const line = await lineOf(who, orderId);
    const before = await onHand(wanted);

    const initiated = await get(`/v1/exchange/initiate?itemUniqueId=${line.itemUniqueId}`, who);
    expect(initiated.status).toBe(200);
    const body = (await initiated.json()) as {
      pageStep: string;
      eligibility: { eligible: boolean };
      choices: { stockId: string; available: boolean }[];
    };
    expect(body).toMatchObject({ pageStep: "exchange_selection_step", eligibility: { eligible: true } });
    expect(body.choices.find((c) => c.stockId === String(wanted))?.available).toBe(true);
    expect(body.choices.find((c) => c.stockId === String(bought))?.available).toBe(false);

    const answer = await post(
      "/v1/exchange/submit",
      { itemUniqueId: line.itemUniqueId, stockId: wanted, reason: "too-small", labelType: "PRINT" },
      who,
    );
    expect(answer.status).toBe(200);
    const done = (await answer.json()) as {
      message: string;
      exchangeOrderId: string;
      rmaNumber: string;
      labelUrl: string;
    };
    expect(done.message).toBe("Your exchange is confirmed");
    expect(done.labelUrl).toBe(`/returnLabel?rmaNumber=${done.rmaNumber}`);
    expect(await onHand(wanted)).toBe(before - 1);

    const exchangeOrder = await getOrderView(
      database.db,
      { customerId: who.customerId },
      done.exchangeOrderId,
      later(10),
    );
    expect(exchangeOrder).toMatchObject({ grandTotalCents: 0, cardCents: 0, exchangeOfOrderId: orderId });
    expect(exchangeOrder?.lines.map((l) => [l.stockId, l.status, l.exchangeOfItemUniqueId])).toEqual([
      [wanted, "PROCESSING", line.itemUniqueId],
    ]);
    expect((await lineOf(who, orderId)).status).toBe("RETURN_IN_PROGRESS");
    await drainUntilIdle(services.events);
    const subjects = (await mailsTo(database.db, who.email)).map((m) => m.subject);
    expect(subjects).toContain(`Your exchange is confirmed (order ${done.exchangeOrderId})`);

    const fetched = await get(`/v1/exchange/fetch?exchangeOrderId=${done.exchangeOrderId}`, who);
    expect(
      ((await fetched.json()) as { exchange: { originalOrderId: string } }).exchange.originalOrderId,
    ).toBe(orderId);
    // The order answers say which order an exchange made (spec 2's exchangeOrder), and which it did not.
    const answered = async (path: string) =>
      ((await (await get(path, who)).json()) as { orders: { orderId: string; exchangeOrder: boolean }[] })
        .orders;
    const one = (await (await get(`/v3/order?orderId=${done.exchangeOrderId}`, who)).json()) as {
      order: { exchangeOrder: boolean; exchangeOfOrderId: string | null };
    };
    expect(one.order).toMatchObject({ exchangeOrder: true, exchangeOfOrderId: orderId });
    for (const path of ["/v3/orders", "/accountapi/a/orders"]) {
      const flags = (await answered(path)).map((order) => [order.orderId, order.exchangeOrder]);
      expect(flags, path).toEqual(
        expect.arrayContaining([
          [done.exchangeOrderId, true],
          [orderId, false],
        ]),
      );
    }
    const stranger = await buyer();
    expect((await get(`/v1/exchange/fetch?exchangeOrderId=${done.exchangeOrderId}`, stranger)).status).toBe(
      404,
    );
    expect((await get(`/v1/exchange/initiate?itemUniqueId=${line.itemUniqueId}`, stranger)).status).toBe(404);
    expect(
      (
        await post(
          "/v1/exchange/submit",
          { itemUniqueId: line.itemUniqueId, stockId: wanted, reason: "too-small" },
          stranger,
        )
      ).status,
    ).toBe(404);
    const again = await post(
      "/v1/exchange/submit",
      { itemUniqueId: line.itemUniqueId, stockId: wanted, reason: "too-small" },
      who,
    );
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ id: "prior.contract.id" });
  });

  it("gives the last unit of a size to one of two shoppers exchanging for it at once", async () => {
    const { bought, wanted } = takePair();
    const shoppers = [await buyer(), await buyer()];
    const items: string[] = [];
    for (const who of shoppers) {
      const orderId = await deliveredTestOrder(services, who, [bought], NOW);
      items.push((await lineOf(who, orderId)).itemUniqueId);
    }
    await setOnHand(database.db, wanted, 1);
    const outcomes = await Promise.allSettled(
      shoppers.map((who, i) =>
        submitExchange(
          services,
          who.customerId,
          { itemUniqueId: items[i] ?? "", stockId: wanted, reason: "too-small", labelType: "PRINT" },
          later(10),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const lost = outcomes.find((o) => o.status === "rejected");
    expect(lost?.status === "rejected" && lost.reason).toMatchObject({
      code: "exchange.out.of.stock",
      message: "Sorry, that size is no longer available.",
    });
    expect(await onHand(wanted)).toBe(0);
  });

  it("refuses the same item, another product, and an item not delivered", async () => {
    const who = await buyer();
    const first = takePair();
    const orderId = await deliveredTestOrder(services, who, [first.bought], NOW);
    const line = await lineOf(who, orderId);
    const [elsewhere] = await pickStocks(database.db, { kind: "retail", notOfProduct: line.productId });
    const ask = (itemUniqueId: string, stockId: number) =>
      submitExchange(
        services,
        who.customerId,
        { itemUniqueId, stockId, reason: "too-large", labelType: "PRINT" },
        later(10),
      );
    expect(await refusal(ask(line.itemUniqueId, first.bought))).toMatchObject({ code: "exchange.same.item" });
    expect(await refusal(ask(line.itemUniqueId, elsewhere?.stockId ?? 0))).toMatchObject({
      code: "exchange.not.same.product",
    });
    const next = takePair();
    const waiting = await placeTestOrder(services, who, [next.bought], NOW);
    expect(await refusal(ask((await lineOf(who, waiting)).itemUniqueId, next.wanted))).toMatchObject({
      code: "ineligible.return.denied",
      message: "This item can be returned once it has been delivered.",
    });
    expect((await lineOf(who, orderId)).status).toBe("SHIPPED");

    const preview = await get(`/v1/exchange/previewEligibility?itemUniqueId=${line.itemUniqueId}`, who);
    expect(await preview.json()).toMatchObject({ eligible: true, reason: null });
    const check = await get(`/v1/exchange/checkEligibility?itemUniqueId=${line.itemUniqueId}`, who);
    expect(await check.json()).toMatchObject({ eligible: true });
    const restock = await sellOutProduct(database.db, line.productId);
    const reissue = await get(`/v1/exchange/checkEligibility?itemUniqueId=${line.itemUniqueId}`, who);
    expect(await reissue.json()).toMatchObject({ eligible: false, reason: "out-of-stock" });
    await restock();
  });

  it("keeps a replacement to its first order's window and attempts, never cancelled, and back only once the item it replaced is", async () => {
    const who = await buyer();
    const { bought, wanted } = takePair();
    const orderId = await deliveredTestOrder(services, who, [bought], NOW);
    const line = await lineOf(who, orderId);
    const exchange = await submitExchange(
      services,
      who.customerId,
      { itemUniqueId: line.itemUniqueId, stockId: wanted, reason: "too-small", labelType: "PRINT" },
      later(59 * 24 * 60),
    );
    const replacement = await lineOf(who, exchange.exchangeOrderId);
    expect(replacement.returnAttempts).toBe(1);
    expect(replacement.customerCancellable).toBe(false);
    expect(
      await refusal(
        cancelItems(
          services,
          { kind: "customer", customerId: who.customerId },
          {
            orderId: exchange.exchangeOrderId,
            items: [{ itemUniqueId: replacement.itemUniqueId, reason: "no-reason" }],
          },
          later(59 * 24 * 60 + 1),
        ),
      ),
    ).toMatchObject({ code: "order.item.not.cancellable" });

    await shipOrder(services, exchange.exchangeOrderId, null, later(59 * 24 * 60 + 2));
    await deliverOrder(services, exchange.exchangeOrderId, later(59 * 24 * 60 + 3));
    const returnIt = (minutes: number) =>
      submitReturn(
        services,
        who.customerId,
        { items: [{ itemUniqueId: replacement.itemUniqueId, reason: "changed-mind" }], labelType: "PRINT" },
        later(minutes),
      );
    expect(await refusal(returnIt(59 * 24 * 60 + 4))).toMatchObject({
      code: "ineligible.return.denied",
      message: "This item can be returned once the item it replaced is back with us.",
    });
    await returnStep(services, exchange.rmaNumber, "receive", later(59 * 24 * 60 + 5));
    await returnStep(services, exchange.rmaNumber, "refund", later(59 * 24 * 60 + 6));
    expect(await refusal(returnIt(61 * 24 * 60))).toMatchObject({
      code: "ineligible.return.denied",
      message: "This item is outside its return window.",
    });
    expect((await returnIt(59 * 24 * 60 + 7)).rmaNumber).toMatch(/^RMA-/);
  });

  it("ships the replacement, closes the exchanged item's return without a refund, and refunds a returned replacement to the first order's card", async () => {
    const who = await buyer();
    const { bought, wanted } = takePair();
    const orderId = await deliveredTestOrder(services, who, [bought], NOW);
    const line = await lineOf(who, orderId);
    const order = await getOrderView(database.db, { customerId: who.customerId }, orderId, later(10));
    const exchange = await submitExchange(
      services,
      who.customerId,
      { itemUniqueId: line.itemUniqueId, stockId: wanted, reason: "too-small", labelType: "PRINT" },
      later(10),
    );
    await shipOrder(services, exchange.exchangeOrderId, null, later(11));
    await deliverOrder(services, exchange.exchangeOrderId, later(12));
    await returnStep(services, exchange.rmaNumber, "receive", later(13));
    await returnStep(services, exchange.rmaNumber, "refund", later(14));
    const sent = await getReturnView(database.db, services.marketplaces, who.customerId, exchange.rmaNumber);
    expect(sent.contracts.map((c) => [c.kind, c.state, c.refundCardCents, c.refundGiftCardCents])).toEqual([
      ["exchange", "closed", 0, 0],
    ]);
    expect((await lineOf(who, orderId)).status).toBe("RETURNED");

    const replacement = await lineOf(who, exchange.exchangeOrderId);
    const back = await submitReturn(
      services,
      who.customerId,
      { items: [{ itemUniqueId: replacement.itemUniqueId, reason: "changed-mind" }], labelType: "PRINT" },
      later(20),
    );
    await returnStep(services, back.rmaNumber, "receive", later(21));
    await returnStep(services, back.rmaNumber, "refund", later(22));
    const refunded = await getReturnView(database.db, services.marketplaces, who.customerId, back.rmaNumber);
    expect(refunded.contracts[0]?.refundCardCents).toBe(order?.cardCents);
    const first = await getOrderView(database.db, { customerId: who.customerId }, orderId, later(30));
    expect(first?.cardRefundedCents).toBe(order?.cardCents);
  });
});
