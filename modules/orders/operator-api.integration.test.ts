import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutCustomer } from "../../tests/support/checkout-customer.ts";
import { retailStockIds } from "../../tests/support/order-shopper.ts";
import { placeTestOrder } from "../../tests/support/placed-order.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { OPERATOR_REFUSALS } from "./index.server.ts";

const TOKEN = "operator-token-of-the-test-0123456789";
const NOW = new Date("2026-03-10T14:00:00Z");

describe("the operators' order history (GET /v1/operator/orders/history)", () => {
  let t: TestApp;
  let orderId: string;
  const ask = (id: string, authorization?: string) =>
    t.app.request(`/v1/operator/orders/history?orderId=${id}`, {
      headers: { host: "localhost", ...(authorization && { authorization }) },
    });

  beforeAll(async () => {
    t = await createTestApp({ products: 20, operatorToken: TOKEN });
    const buyer = await checkoutCustomer(t.database.db, t.services.paymentGateway, { now: NOW });
    const [stockId] = await retailStockIds(t.database.db, 1);
    if (stockId === undefined) throw new Error("a retail item expected");
    orderId = await placeTestOrder(t.services, buyer, [stockId], NOW);
  });
  afterAll(() => t?.close());

  it("answers every move of the order to the holder of OPERATOR_TOKEN", async () => {
    const answer = await ask(orderId, `Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const body = (await answer.json()) as {
      orderId: string;
      history: { subject: string; to: string; actor: { kind: string } }[];
    };
    expect(body.orderId).toBe(orderId);
    expect(body.history.slice(0, 2)).toMatchObject([
      { subject: "order", to: "SUBMITTED", actor: { kind: "customer" } },
      { subject: "line", to: "SUBMITTED", actor: { kind: "customer" } },
    ]);
  });

  it("refuses a missing or wrong token with 401 and its words, and an unknown order with 404", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-of-the-test-000000", `Basic ${TOKEN}`]) {
      const refused = await ask(orderId, authorization);
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="operator"');
      expect(await refused.json()).toMatchObject({
        id: "operator.refused",
        message: OPERATOR_REFUSALS.token,
      });
    }
    expect((await ask("111-1111111-1111111", `Bearer ${TOKEN}`)).status).toBe(404);
    expect((await ask("not-an-order%00", `Bearer ${TOKEN}`)).status).toBe(400);
  });
});
