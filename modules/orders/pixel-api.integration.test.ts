import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { session } from "../../server/middleware/session.ts";
import { type CheckoutCustomer, checkoutCustomer } from "../../tests/support/checkout-customer.ts";
import { placeTestOrder } from "../../tests/support/placed-order.ts";
import { pickStocks } from "../../tests/support/stock-fixtures.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { orderRoutes } from "./api.server.ts";
import { orderPixelRoutes } from "./pixel-api.server.ts";

const NOW = new Date("2026-03-10T14:00:00Z");

interface Pixel {
  orderId: string;
  purchaseId: string;
  currency: string;
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  items: { asin: string; productId: number; quantity: number; unitPrice: number }[];
}

describe("GET /v1/pixel?purchaseId: a placed purchase's conversion data", () => {
  let database: Database;
  let services: ReturnType<typeof testServices>;
  let api: OpenAPIHono<AppEnv>;
  let stocks: number[] = [];
  const get = (path: string, who?: CheckoutCustomer) =>
    api.request(path, { headers: who ? { cookie: who.cookie } : {} });

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 30 });
    services = testServices(database.db, { now: () => NOW });
    api = new OpenAPIHono<AppEnv>();
    api.use(session("never"));
    api.route("/", orderRoutes(services));
    api.route("/", orderPixelRoutes(services));
    stocks = (await pickStocks(database.db, { kind: "retail", moreThan: 3, count: 3 })).map(
      (row) => row.stockId,
    );
  });
  afterAll(async () => {
    await services?.mailDispatcher.stop();
    await database?.close();
  });

  it("answers the order's amounts in cents as placed and its items, to its customer only", async () => {
    const buyer = await checkoutCustomer(database.db, services.paymentGateway, { now: NOW });
    const [first = 0, second = 0] = stocks;
    const orderId = await placeTestOrder(services, buyer, [{ stockId: first, quantity: 2 }, second], NOW);
    const { order } = (await (await get(`/v3/order?orderId=${orderId}`, buyer)).json()) as {
      order: {
        purchaseId: string;
        charges: { subTotal: number; shippingCharge: number; estimatedTax: number; grandTotal: number };
      };
    };

    const answer = await get(`/v1/pixel?purchaseId=${order.purchaseId}`, buyer);
    expect(answer.status).toBe(200);
    const { pixel } = (await answer.json()) as { pixel: Pixel };
    expect(pixel).toMatchObject({
      orderId,
      purchaseId: order.purchaseId,
      currency: "USD",
      subtotal: order.charges.subTotal,
      shipping: order.charges.shippingCharge,
      tax: order.charges.estimatedTax,
      total: order.charges.grandTotal,
    });
    expect(pixel.items.map((item) => item.quantity).toSorted()).toEqual([1, 2]);
    const itemsTotal = pixel.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
    expect(itemsTotal).toBe(pixel.subtotal);
    // Nothing of the shopper: no address, card or email in the answer.
    const text = JSON.stringify(pixel);
    expect(text).not.toContain(buyer.email);
    expect(text).not.toMatch(/address|last4|card/i);

    const stranger = await checkoutCustomer(database.db, services.paymentGateway, { now: NOW });
    expect((await get(`/v1/pixel?purchaseId=${order.purchaseId}`, stranger)).status).toBe(404);
    expect((await get(`/v1/pixel?purchaseId=${order.purchaseId}`)).status).toBe(403);
    expect((await get("/v1/pixel?purchaseId=nope", buyer)).status).toBe(400);
  });
});
