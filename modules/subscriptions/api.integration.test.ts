import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import type { AppEnv } from "../../server/app-env.ts";
import { session } from "../../server/middleware/session.ts";
import { pickStocks, soldOutStockIds } from "../../tests/support/stock-fixtures.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { registerCustomer, startSignedInSession } from "../identity/index.server.ts";
import { subscriptionRoutes } from "./api.server.ts";
import { STOCK_MESSAGES } from "./stock.server.ts";

describe("stock subscriptions (Notify Me)", () => {
  let database: Database;
  let api: OpenAPIHono<AppEnv>;
  let soldOut: number;
  let inStock: number;

  /** Cookies of a new signed-in customer. */
  const customer = async (n: number) => {
    const { customerId } = await registerCustomer(database.db, {
      name: `Kim ${n}`,
      email: `kim${n}@example.com`,
      password: "long enough password",
    });
    const s = await startSignedInSession(database.db, customerId);
    return `session-id=${s.id}; session-token=${s.token}; at-main=${s.atMain}`;
  };
  const post = (cookie: string, body: string) =>
    api.request("/v1/subscriptions/stock", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body,
    });
  const list = async (cookie: string) =>
    (await (await api.request("/v1/subscriptions/stock", { headers: { cookie } })).json()) as {
      stockSubscriptions: { stockId: number }[];
    };

  beforeAll(async () => {
    database = await createSeededTestDatabase({ products: 60 });
    api = new OpenAPIHono<AppEnv>();
    api.use(session("never"));
    api.route("/", subscriptionRoutes(testServices(database.db)));
    const [out] = await soldOutStockIds(database.db);
    const [have] = await pickStocks(database.db);
    if (out === undefined || !have) throw new Error("the seed has no sold-out or in-stock size");
    soldOut = out;
    inStock = have.stockId;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("subscribes a signed-in customer to a sold-out size, once however often asked", async () => {
    const cookie = await customer(1);
    const first = await post(cookie, JSON.stringify({ stockId: soldOut }));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      stockId: soldOut,
      subscribed: true,
      message: STOCK_MESSAGES.subscribed,
    });
    await post(cookie, JSON.stringify({ stockId: soldOut }));
    expect((await list(cookie)).stockSubscriptions.map((s) => s.stockId)).toEqual([soldOut]);
  });

  it("keeps each customer's subscriptions to themselves", async () => {
    const alice = await customer(2);
    const bob = await customer(3);
    await post(alice, JSON.stringify({ stockId: soldOut }));
    expect((await list(bob)).stockSubscriptions).toEqual([]);
  });

  it("asks guests to sign in", async () => {
    const response = await post("", JSON.stringify({ stockId: soldOut }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      id: "customer.auth.required",
      message: "Customer not recognized",
    });
    expect((await api.request("/v1/subscriptions/stock")).status).toBe(403);
  });

  it("refuses a size in stock, an unknown size and bad input, never with a 500", async () => {
    const cookie = await customer(4);
    const have = await post(cookie, JSON.stringify({ stockId: inStock }));
    expect(have.status).toBe(409);
    expect(await have.json()).toEqual({ id: "stock.in.stock", message: STOCK_MESSAGES.inStock });
    const unknown = await post(cookie, JSON.stringify({ stockId: 2_000_000_000 }));
    expect(unknown.status).toBe(404);
    for (const body of [
      "{not json",
      JSON.stringify({ stockId: -1 }),
      JSON.stringify({ stockId: "x" }),
      "{}",
    ]) {
      expect((await post(cookie, body)).status).toBe(400);
    }
  });
});
