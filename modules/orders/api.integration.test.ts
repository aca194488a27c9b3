import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { session } from "../../server/middleware/session.ts";
import { type CheckoutCustomer, checkoutCustomer } from "../../tests/support/checkout-customer.ts";
import { placeTestOrder } from "../../tests/support/placed-order.ts";
import { mailText, type SmtpInbox, startSmtpInbox } from "../../tests/support/smtp-inbox.ts";
import { pickStocks } from "../../tests/support/stock-fixtures.ts";
import { saveTestCard } from "../../tests/support/test-card.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { createMailer } from "../mail/index.server.ts";
import { TEST_CARDS } from "../payments/index.server.ts";
import { orderRoutes } from "./api.server.ts";
import { shipOrder } from "./operator-steps.server.ts";

import { EMPTY_TRACKING } from "./tracking-answer.server.ts";

const NOW = new Date("2026-03-10T14:00:00Z");

interface ApiOrder {
  orderId: string;
  orderDate: string;
  status: string;
  statusDisplay: string;
  charges: { grandTotal: number; credited: number; netTotal: number };
  payments: { kind: string; amount: number }[];
  lineItems: { itemUniqueId: string; status: string; customerCancellable: boolean }[];
  shipments: { id: string; compositeStatus: string; tracking: { status: string; events?: unknown[] } }[];
}

/** Spec 2: a tracking lookup that fails answers empty tracking with an error flag, never a 404. */
async function expectFailedTracking(response: Response, orderId: string, shipmentId: string) {
  expect(response.status).toBe(200);
  const body = (await response.json()) as { tracking: Record<string, unknown> };
  expect(body).toEqual({ orderId, shipmentId, error: true, tracking: EMPTY_TRACKING });
  // Empty: every field there, none holding anything.
  expect(Object.values(body.tracking).every((v) => v === "" || (Array.isArray(v) && v.length === 0))).toBe(
    true,
  );
}

describe("orders' calls (/v3/orders, /v3/order, cancel, guest access, payment update, tracking)", () => {
  let database: Database;
  let api: OpenAPIHono<AppEnv>;
  let services: ReturnType<typeof testServices>;
  let inbox: SmtpInbox;
  let retail: number[] = [];
  const takeItem = () => {
    const item = retail.shift();
    if (item === undefined) throw new Error("the test catalogue ran out of retail items");
    return item;
  };
  const buyer = (options: Parameters<typeof checkoutCustomer>[2] = {}) =>
    checkoutCustomer(database.db, services.paymentGateway, { now: NOW, ...options });
  const get = (path: string, who?: CheckoutCustomer) =>
    api.request(path, { headers: who ? { cookie: who.cookie } : {} });
  const post = (path: string, body: unknown, who?: CheckoutCustomer) =>
    api.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...(who ? { cookie: who.cookie } : {}) },
      body: JSON.stringify(body),
    });
  const orderOf = async (who: CheckoutCustomer, orderId: string) =>
    ((await (await get(`/v3/order?orderId=${orderId}`, who)).json()) as { order: ApiOrder }).order;
  /** The guest token of an order, from the link in its confirmation mail as the buyer received it. */
  const tokenOf = async (buyerEmail: string, orderId: string) => {
    const mail = mailText((await inbox.next(buyerEmail)).raw);
    const match = new RegExp(`/orders/${orderId}\\?token=([A-Za-z0-9_-]+)`).exec(mail);
    if (!match?.[1]) throw new Error(`no guest link for ${orderId}`);
    return match[1];
  };

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 40 });
    inbox = await startSmtpInbox();
    const mailer = createMailer(
      { smtpUrl: inbox.url, from: "no-reply@fleetfoot.example", outboxDir: "unused" },
      { info() {}, warn() {}, error() {} },
    );
    services = testServices(database.db, { now: () => NOW, mailer });
    api = new OpenAPIHono<AppEnv>();
    api.use(session("never"));
    api.route("/", orderRoutes(services));
    retail = (await pickStocks(database.db, { kind: "retail", moreThan: 5, count: 40 })).map(
      (row) => row.stockId,
    );
  });
  afterAll(async () => {
    await services?.mailDispatcher.stop();
    await database?.close();
    await inbox?.close();
  });

  it("lists and shows the customer's orders in cents with the spec's words and dates", async () => {
    const b = await buyer();
    const orderId = await placeTestOrder(services, b, [takeItem()], NOW);
    const list = await get("/v3/orders?pageSize=5&pageNum=1&includeTracking=true&mode=all", b);
    expect(list.status).toBe(200);
    const body = (await list.json()) as { orders: ApiOrder[]; totalPages: number; pageSize: number };
    expect(body).toMatchObject({ totalPages: 1, pageSize: 5 });
    expect(body.orders[0]).toMatchObject({
      orderId,
      orderDate: "Mar 10, 2026 10:00:00 AM",
      status: "SUBMITTED",
      statusDisplay: "submitted",
    });
    expect(Number.isInteger(body.orders[0]?.charges.grandTotal)).toBe(true);
    expect((await (await get("/accountapi/a/orders", b)).json()) as { totalCount: number }).toMatchObject({
      totalCount: 1,
    });
    expect((await orderOf(b, orderId)).lineItems[0]).toMatchObject({
      status: "SUBMITTED",
      customerCancellable: true,
    });
    const dated = (await (await get("/v3/orders?gteDate=2026-03-11", b)).json()) as { totalCount: number };
    expect(dated.totalCount).toBe(0);
  });

  it("refuses bad input with a 400 in words, and a guest with a 403", async () => {
    const b = await buyer();
    for (const path of [
      "/v3/order?orderId=12-34",
      "/v3/order?orderId=abc",
      "/v3/orders?pageSize=0",
      "/v3/orders?pageSize=1000",
      "/v3/orders?gteDate=yesterday",
      "/v3/orders?gteDate=2026-02-30",
      "/v2/ordersByPurchaseId?purchaseId=nope",
      "/orders/api/getTracking?orderId=x&shipmentId=y",
    ]) {
      const response = await get(path, b);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { id: string }).id, path).toBe("orders.input.invalid");
    }
    expect((await get("/v3/orders")).status).toBe(403);
    expect((await post("/v2/order/cancel", { orderId: "123-4567890-1234567", items: ["1"] })).status).toBe(
      403,
    );
    const broken = await api.request("/v2/order/cancel", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: b.cookie },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
  });

  it("never shows or changes another customer's order: 404 on every call", async () => {
    const owner = await buyer();
    const orderId = await placeTestOrder(services, owner, [takeItem()], NOW);
    const shipped = await shipOrder(
      services,
      orderId,
      { carrier: "UPS", trackingNumber: "1ZOTHER000000001" },
      NOW,
    );
    const shipmentId = shipped.shipped ? shipped.shipmentId : "";
    const order = await orderOf(owner, orderId);
    const other = await buyer();
    const [{ purchaseId } = { purchaseId: "" }] = (
      (await (await get("/v3/orders", owner)).json()) as {
        orders: { purchaseId: string }[];
      }
    ).orders;
    for (const path of [`/v3/order?orderId=${orderId}`, `/v2/ordersByPurchaseId?purchaseId=${purchaseId}`]) {
      expect((await get(path, other)).status, path).toBe(404);
    }
    // Tracking a shipment of another's order is a failed lookup, told as any other (spec 2).
    await expectFailedTracking(
      await get(`/orders/api/getTracking?orderId=${orderId}&shipmentId=${shipmentId}`, other),
      orderId,
      shipmentId,
    );
    const cancel = await post(
      "/v2/order/cancel",
      { orderId, items: [order.lineItems[0]?.itemUniqueId] },
      other,
    );
    expect(cancel.status).toBe(404);
    const card = await saveTestCard(
      database.db,
      services.paymentGateway,
      other.customerId,
      other.addressId ?? 0,
      { number: TEST_CARDS.visa, now: NOW },
    );
    const update = await post(
      `/v1/updatePayment?orderId=${orderId}&paymentInstrumentId=${card.paymentInstrumentId}`,
      {},
      other,
    );
    expect(update.status).toBe(404);
    expect((await get(`/v3/orders?search=${orderId}`, other)).status).toBe(200);
    expect(
      ((await (await get(`/v3/orders?search=${orderId}`, other)).json()) as { totalCount: number })
        .totalCount,
    ).toBe(0);
  });

  it("cancels an item with a reason; again is a 409; the tracking of a shipped order cuts the postal code", async () => {
    const b = await buyer();
    const orderId = await placeTestOrder(services, b, [takeItem(), takeItem()], NOW);
    const order = await orderOf(b, orderId);
    const [first, second] = order.lineItems;
    const done = await post(
      "/v2/order/cancel",
      { orderId, items: [{ itemUniqueId: first?.itemUniqueId, reason: "too-late" }] },
      b,
    );
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({
      cancelled: [first?.itemUniqueId],
      orderCancelled: false,
      message: "Your cancellation is confirmed.",
    });
    const after = await orderOf(b, orderId);
    expect(after.charges.credited).toBeGreaterThan(0);
    expect(after.charges.netTotal).toBe(after.charges.grandTotal - after.charges.credited);
    expect(after.payments).toEqual([
      {
        kind: "cancelled",
        amount: after.charges.credited,
        at: expect.any(String),
        words: expect.stringContaining("Cancelled, not charged"),
      },
    ]);
    const again = await post("/v2/order/cancel", { orderId, items: [first?.itemUniqueId] }, b);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ id: "order.item.already.cancelled" });
    const unknown = await post("/v2/order/cancel", { orderId, items: ["42"] }, b);
    expect(unknown.status).toBe(404);
    const badReason = await post(
      "/v2/order/cancel",
      { orderId, items: [{ itemUniqueId: "1", reason: "bored" }] },
      b,
    );
    expect(badReason.status).toBe(400);

    const shipped = await shipOrder(
      services,
      orderId,
      { carrier: "UPS", trackingNumber: "1ZTRACK000000001" },
      NOW,
    );
    const shipmentId = shipped.shipped ? shipped.shipmentId : "";
    const late = await post("/v2/order/cancel", { orderId, items: [second?.itemUniqueId] }, b);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ id: "order.item.not.cancellable" });
    const tracking = await get(`/orders/api/getTracking?orderId=${orderId}&shipmentId=${shipmentId}`, b);
    expect(tracking.status).toBe(200);
    expect(await tracking.json()).toMatchObject({
      error: false,
      tracking: {
        carrier: "UPS",
        trackingNumber: "1ZTRACK000000001",
        label: "In transit",
        destinationPostalCode: "02108",
      },
    });
    await expectFailedTracking(
      await get(`/orders/api/getTracking?orderId=${orderId}&shipmentId=${orderId}-S9`, b),
      orderId,
      `${orderId}-S9`,
    );
  });

  it("opens an order by its emailed token without signing in, that order only, and cancels through it", async () => {
    const b = await buyer();
    const orderId = await placeTestOrder(services, b, [takeItem()], NOW);
    const otherOrder = await placeTestOrder(services, await buyer(), [takeItem()], NOW);
    const token = await tokenOf(b.email, orderId);
    const opened = await get(`/accountapi/e/orders/getOrder?token=${token}`);
    expect(opened.status).toBe(200);
    const order = ((await opened.json()) as { order: ApiOrder }).order;
    expect(order.orderId).toBe(orderId);
    expect((await get(`/accountapi/e/orders/getOrder?token=${token}&orderId=${otherOrder}`)).status).toBe(
      404,
    );
    expect((await get(`/accountapi/e/orders/getOrder?token=${"x".repeat(43)}`)).status).toBe(404);
    const wrongOrder = await post("/accountapi/e/orders/cancelItems", {
      token,
      orderId: otherOrder,
      items: ["1"],
    });
    expect(wrongOrder.status).toBe(404);
    const cancelled = await post("/accountapi/e/orders/cancelItems", {
      token,
      orderId,
      items: [order.lineItems[0]?.itemUniqueId],
      reason: "wrong-item",
    });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ orderCancelled: true });
  });

  it("a guest token expires after 60 days, and never opens another order's tracking or list", async () => {
    const b = await buyer();
    const orderId = await placeTestOrder(services, b, [takeItem()], NOW);
    const token = await tokenOf(b.email, orderId);
    const other = await buyer();
    const otherOrder = await placeTestOrder(services, other, [takeItem()], NOW);
    const shipped = await shipOrder(services, otherOrder, null, NOW);
    const otherShipment = shipped.shipped ? shipped.shipmentId : "";
    await expectFailedTracking(
      await get(`/orders/api/getTracking?orderId=${otherOrder}&shipmentId=${otherShipment}&token=${token}`),
      otherOrder,
      otherShipment,
    );
    const theirs = (await (await get("/accountapi/a/orders", other)).json()) as {
      orders: { orderId: string }[];
    };
    expect(theirs.orders.map((o) => o.orderId)).toEqual([otherOrder]);

    const later = new OpenAPIHono<AppEnv>();
    later.use(session("never"));
    later.route(
      "/",
      orderRoutes({ ...services, now: () => new Date(NOW.getTime() + 61 * 24 * 3600 * 1000) }),
    );
    expect((await later.request(`/accountapi/e/orders/getOrder?token=${token}`)).status).toBe(404);
    expect((await get(`/accountapi/e/orders/getOrder?token=${token}`)).status).toBe(200);
  });

  it("updates the card of an order whose capture was declined; refuses it for an order that waits for nothing", async () => {
    const b = await buyer({ card: TEST_CARDS.captureDeclined });
    const orderId = await placeTestOrder(services, b, [takeItem()], NOW);
    const card = await saveTestCard(database.db, services.paymentGateway, b.customerId, b.addressId ?? 0, {
      number: TEST_CARDS.mastercard,
      now: NOW,
    });
    const early = await post(
      `/v1/updatePayment?orderId=${orderId}&paymentInstrumentId=${card.paymentInstrumentId}`,
      {},
      b,
    );
    expect(early.status).toBe(409);
    await shipOrder(services, orderId, null, NOW);
    expect((await orderOf(b, orderId)).statusDisplay).toBe("customer action required");
    const updated = await post(
      `/v1/updatePayment?orderId=${orderId}&paymentInstrumentId=${card.paymentInstrumentId}`,
      {},
      b,
    );
    expect(updated.status).toBe(200);
    expect((await orderOf(b, orderId)).status).toBe("PROCESSING");
  });
});
