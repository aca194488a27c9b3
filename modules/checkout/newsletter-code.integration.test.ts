import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { session } from "../../server/middleware/session.ts";
import { type CheckoutCustomer, checkoutCustomer } from "../../tests/support/checkout-customer.ts";
import { heldMailDispatcher } from "../../tests/support/held-mail.ts";
import { newsletterSubscriber } from "../../tests/support/newsletter.ts";
import { storedOrder } from "../../tests/support/order-rows.ts";
import { pickStocks } from "../../tests/support/stock-fixtures.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { savePromotion } from "../promotions/index.server.ts";
import { PROMO_MESSAGES } from "../promotions/index.ts";
import { checkoutRoutes } from "./api.server.ts";

// The newsletter's 10% code at checkout (spec 1: one code per email address): only an order of the
// customer whose address it was mailed to may use it (decision 214); anyone else reads it as a code
// that is not valid, on applying it and on placing the order.

const NOW = new Date("2026-03-10T14:00:00Z");

interface Answer {
  status: number;
  body: {
    id?: string;
    message?: string;
    orderId?: string;
    purchase: { purchaseId: string; versionNumber: number; chargeSummary: { coupons: string[] } };
  };
}

describe("the newsletter's code at checkout", () => {
  let database: Database;
  let api: OpenAPIHono<AppEnv>;
  let services: ReturnType<typeof testServices>;
  let items: number[] = [];

  const post = async (buyer: CheckoutCustomer, path: string, body: unknown): Promise<Answer> => {
    const response = await api.request(path, {
      method: "POST",
      headers: { cookie: buyer.cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer["body"] };
  };
  /** A customer with an item in the bag and their purchase opened. */
  const shopper = async () => {
    const buyer = await checkoutCustomer(database.db, services.paymentGateway, { now: NOW });
    const stockId = items.shift();
    if (stockId === undefined) throw new Error("the test catalogue ran out of items");
    await buyer.add(stockId);
    const { purchaseId } = (await post(buyer, "/v1/checkout/configure", {})).body.purchase;
    return { buyer, purchaseId };
  };
  const codeOf = (email: string) => {
    const marketplace = services.marketplaces[0];
    if (!marketplace) throw new Error("no marketplace");
    return newsletterSubscriber(
      { db: database.db, mailDispatcher: services.mailDispatcher, marketplace },
      email,
    );
  };

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 40 });
    services = testServices(database.db, { now: () => NOW, mailDispatcher: heldMailDispatcher(database.db) });
    api = new OpenAPIHono<AppEnv>();
    api.use(session("never"));
    api.route("/", checkoutRoutes(services));
    items = (await pickStocks(database.db, { kind: "retail", moreThan: 3, count: 6 })).map((s) => s.stockId);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it("refuses another customer's code as not valid, and applies it to an order of its own address", async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const code = await codeOf(owner.buyer.email.toUpperCase());

    const refused = await post(stranger.buyer, "/v1/checkout/configure", {
      purchaseId: stranger.purchaseId,
      coupon: code,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      id: "checkout.coupon.invalid",
      message: PROMO_MESSAGES.PROMO_INVALID,
    });

    const applied = await post(owner.buyer, "/v1/checkout/configure", {
      purchaseId: owner.purchaseId,
      coupon: code.toLowerCase(),
    });
    expect(applied.status).toBe(200);
    expect(applied.body.purchase.chargeSummary.coupons).toEqual([code]);
    const placed = await post(owner.buyer, "/v1/checkout/finalize", {
      purchaseId: owner.purchaseId,
      versionNumber: applied.body.purchase.versionNumber,
    });
    expect(placed.status).toBe(200);
    expect(await storedOrder(database.db, placed.body.orderId ?? "")).toMatchObject({ couponCode: code });
  });

  it("leaves the store's other promo codes to every customer", async () => {
    await savePromotion(database.db, { code: "SPRING5", kind: "amount", amountCents: 500 });
    const { buyer, purchaseId } = await shopper();
    const applied = await post(buyer, "/v1/checkout/configure", { purchaseId, coupon: "SPRING5" });
    expect(applied.status).toBe(200);
    expect(applied.body.purchase.chargeSummary.coupons).toEqual(["SPRING5"]);
  });
});
