import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { session } from "../../server/middleware/session.ts";
import { type CheckoutCustomer, checkoutCustomer } from "../../tests/support/checkout-customer.ts";
import { retailStockIds } from "../../tests/support/order-shopper.ts";
import { deliveredTestOrder, placeTestOrder } from "../../tests/support/placed-order.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { returnRoutes } from "./api.server.ts";
import { returnStep } from "./warehouse.server.ts";

const NOW = new Date("2026-03-10T14:00:00Z");

interface Initiated {
  step: string;
  pageStep: string;
  maxReturnAttempts: number;
  items: {
    itemUniqueId: string;
    orderId: string;
    customerReturnable: boolean;
    ineligibleReason: string | null;
  }[];
}

interface Submitted {
  step: string;
  message: string;
  rmaNumber: string;
  contractIds: string[];
  labelUrl: string | null;
}

describe("returns' calls (/v1/return/*)", () => {
  let database: Database;
  let api: OpenAPIHono<AppEnv>;
  let services: ReturnType<typeof testServices>;
  let retail: number[] = [];
  const takeItem = () => {
    const item = retail.shift();
    if (item === undefined) throw new Error("the test catalogue ran out of retail items");
    return item;
  };
  const buyer = () => checkoutCustomer(database.db, services.paymentGateway, { now: NOW });
  const get = (path: string, who?: CheckoutCustomer) =>
    api.request(path, { headers: who ? { cookie: who.cookie } : {} });
  const post = (path: string, body: unknown, who?: CheckoutCustomer) =>
    api.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...(who ? { cookie: who.cookie } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  /** A shopper with one delivered item, and the item's id. */
  const deliveredItem = async () => {
    const who = await buyer();
    const orderId = await deliveredTestOrder(services, who, [takeItem()], NOW);
    const initiated = (await (await get(`/v1/return/initiate?orderId=${orderId}`, who)).json()) as Initiated;
    const item = initiated.items[0];
    if (!item) throw new Error("an item expected");
    return { who, orderId, itemUniqueId: item.itemUniqueId };
  };
  const submit = (who: CheckoutCustomer, itemUniqueId: string, labelType = "PRINT") =>
    post("/v1/return/submit", { items: [{ itemUniqueId, reason: "too-small" }], labelType }, who);

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 40 });
    services = testServices(database.db, { now: () => NOW });
    api = new OpenAPIHono<AppEnv>();
    api.use(session("never"));
    api.route("/", returnRoutes(services));
    retail = await retailStockIds(database.db, 40);
  });
  afterAll(async () => {
    await services?.mailDispatcher.stop();
    await database?.close();
  });

  it("initiates with the customer's items and the flow's first step; 403 signed out, 404 for another's order", async () => {
    const { who, orderId, itemUniqueId } = await deliveredItem();
    const answer = await get(`/v1/return/initiate?orderId=${orderId}`, who);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Initiated;
    expect(body).toMatchObject({
      step: "SELECT_RETURN_ITEMS",
      pageStep: "default_page",
      maxReturnAttempts: 10,
    });
    expect(body.items).toEqual([
      expect.objectContaining({ itemUniqueId, orderId, customerReturnable: true, ineligibleReason: null }),
    ]);
    expect((await get(`/v1/return/initiate?orderId=${orderId}`)).status).toBe(403);
    const stranger = await buyer();
    expect((await get(`/v1/return/initiate?orderId=${orderId}`, stranger)).status).toBe(404);
    expect((await get("/v1/return/initiate?orderId=not-an-order", who)).status).toBe(400);
  });

  it("offers transport options, submits, fetches the return and its label, and cancels it", async () => {
    const { who, itemUniqueId } = await deliveredItem();
    const options = await post("/v1/return/transportOptions", { items: [itemUniqueId] }, who);
    expect(options.status).toBe(200);
    const { options: offered } = (await options.json()) as { options: { labelType: string }[] };
    expect(offered.map((o) => o.labelType)).toEqual([
      "PRINT",
      "EMAIL",
      "UPS_LABELLESS",
      "MAIL",
      "UPS_PICKUP",
      "ANY_CARRIER",
      "UPS_PACKAGELESS",
      "WFM_PACKAGELESS",
    ]);

    const submitted = await submit(who, itemUniqueId);
    expect(submitted.status).toBe(200);
    const done = (await submitted.json()) as Submitted;
    expect(done).toMatchObject({ step: "DONE", message: "Your return is confirmed" });
    expect(done.labelUrl).toBe(`/returnLabel?rmaNumber=${done.rmaNumber}`);

    const fetched = await get(`/v1/return/fetch?contractId=${done.contractIds[0]}`, who);
    expect(fetched.status).toBe(200);
    expect(
      ((await fetched.json()) as { return: { rmaNumber: string; statusDisplay: string } }).return,
    ).toMatchObject({
      rmaNumber: done.rmaNumber,
      statusDisplay: "Return via UPS drop-off",
    });
    const label = await get(`/v1/return/fetch/label?rmaNumber=${done.rmaNumber}`, who);
    expect(label.status).toBe(200);
    const { label: printed } = (await label.json()) as {
      label: {
        carrier: string;
        trackingNumber: string;
        to: { city: string };
        items: { itemUniqueId: string }[];
      };
    };
    expect(printed).toMatchObject({ carrier: "UPS", to: { city: "Shepherdsville" } });
    expect(printed.items.map((i) => i.itemUniqueId)).toEqual([itemUniqueId]);
    expect(printed.trackingNumber).toMatch(/^1Z[A-Z0-9]{16}$/);

    const stranger = await buyer();
    expect((await get(`/v1/return/fetch?rmaNumber=${done.rmaNumber}`, stranger)).status).toBe(404);
    expect((await get(`/v1/return/fetch/label?rmaNumber=${done.rmaNumber}`, stranger)).status).toBe(404);
    expect((await post("/v1/return/cancelReturnItems", { rmaNumber: done.rmaNumber }, stranger)).status).toBe(
      404,
    );

    const cancelled = await post("/v1/return/cancelReturnItems", { rmaNumber: done.rmaNumber }, who);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      returnCancelled: true,
      message: "Your return has been canceled.",
    });
    expect((await get(`/v1/return/fetch/label?rmaNumber=${done.rmaNumber}`, who)).status).toBe(404);
  });

  it("answers the spec's 400 ids: prior.contract.id, ineligible.return.denied, ineligible.return.capable.destinations", async () => {
    const { who, itemUniqueId } = await deliveredItem();
    expect((await submit(who, itemUniqueId)).status).toBe(200);
    const again = await submit(who, itemUniqueId);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      id: "prior.contract.id",
      message: "This item already has a return on its way.",
    });

    const waiting = await placeTestOrder(services, who, [takeItem()], NOW);
    const initiated = (await (await get(`/v1/return/initiate?orderId=${waiting}`, who)).json()) as Initiated;
    const notDelivered = initiated.items[0]?.itemUniqueId ?? "";
    expect(initiated.items[0]?.ineligibleReason).toBe("not-delivered");
    const denied = await post("/v1/return/transportOptions", { items: [notDelivered] }, who);
    expect(denied.status).toBe(400);
    expect(await denied.json()).toMatchObject({ id: "ineligible.return.denied" });

    const mine = await deliveredTestOrder(services, who, [takeItem()], NOW);
    const sister = { ...services, marketplaces: [...services.marketplaces].reverse() };
    const theirs = await deliveredTestOrder(sister, who, [takeItem()], NOW);
    const ids = [];
    for (const orderId of [mine, theirs]) {
      const body = (await (await get(`/v1/return/initiate?orderId=${orderId}`, who)).json()) as Initiated;
      ids.push(body.items[0]?.itemUniqueId ?? "");
    }
    const mixed = await post("/v1/return/transportOptions", { items: ids }, who);
    expect(mixed.status).toBe(400);
    expect(await mixed.json()).toMatchObject({ id: "ineligible.return.capable.destinations" });
  });

  it("refuses bad input with 400 return.input.invalid, and a return on its way cannot be cancelled (409)", async () => {
    const { who, itemUniqueId } = await deliveredItem();
    for (const body of [
      {},
      { items: [], labelType: "PRINT" },
      { items: [{ itemUniqueId, reason: "too-small" }], labelType: "CARRIER_PIGEON" },
      { items: [{ itemUniqueId, reason: "no reason at all" }], labelType: "PRINT" },
      { items: [{ itemUniqueId: "12\u0000", reason: "too-small" }], labelType: "PRINT" },
      { items: [{ itemUniqueId, reason: "too-small" }], labelType: "PRINT", extra: true },
    ]) {
      const answer = await post("/v1/return/submit", body, who);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json()).toMatchObject({ id: "return.input.invalid" });
    }
    expect((await post("/v1/return/submit", "{not json", who)).status).toBe(400);
    expect((await get("/v1/return/fetch?rmaNumber=RMA-12", who)).status).toBe(400);
    expect((await get("/v1/return/fetch", who)).status).toBe(400);

    const done = (await (await submit(who, itemUniqueId)).json()) as Submitted;
    await returnStep(services, done.rmaNumber, "scan", NOW);
    const late = await post("/v1/return/cancelReturnItems", { rmaNumber: done.rmaNumber }, who);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ id: "return.not.cancellable" });
  });
});
