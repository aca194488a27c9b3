import { z } from "@hono/zod-openapi";
import { MAX_CATALOG_ID } from "../catalog/index.ts";
import { apiRouter } from "../core/index.server.ts";
import type { Db, Log } from "../core/index.ts";
import { requireCustomerId, type SessionVariables } from "../identity/index.server.ts";
import { listStockSubscriptions, STOCK_MESSAGES, subscribeToStock } from "./stock.server.ts";

type SubscriptionsEnv = { Variables: SessionVariables & { logger?: Log } };

const STOCK_ID_MESSAGE = "stockId must be a whole number above 0";

const StockSubscriptionSchema = z
  .object({
    stockId: z.number().int(),
    asin: z.string(),
    productName: z.string(),
    brandName: z.string(),
    size: z.string(),
    subscribed: z.literal(true),
  })
  .openapi("StockSubscription");

const SubscribeSchema = z
  .object({
    stockId: z
      .number({ error: STOCK_ID_MESSAGE })
      .int(STOCK_ID_MESSAGE)
      .positive(STOCK_ID_MESSAGE)
      .max(MAX_CATALOG_ID, STOCK_ID_MESSAGE),
  })
  .strict()
  .openapi("StockSubscriptionRequest");

const notSignedIn = "customer.auth.required ('Customer not recognized'): not signed in";

/** Stock subscriptions (spec 3 "Subscriptions": stockSubscriptions), for signed-in customers. */
export function subscriptionRoutes(services: { db: Db; logger?: Log }) {
  const { db } = services;
  const router = apiRouter<SubscriptionsEnv>({
    invalidInputId: "subscription.invalid.input",
    log: services.logger,
  });

  router.json(
    {
      method: "post",
      path: "/v1/subscriptions/stock",
      summary: "Notify Me: hear when a sold-out size is back in stock",
      body: SubscribeSchema,
      response: z.object({ stockId: z.number().int(), subscribed: z.literal(true), message: z.string() }),
      responseDescription: "Subscribed",
      errors: {
        403: notSignedIn,
        404: "No such item",
        409: "The size is in stock (stock.in.stock), or the customer waits for too many sizes",
      },
    },
    async ({ body }, c) => {
      await subscribeToStock(db, await requireCustomerId(db, c.get("session")), body.stockId);
      return { stockId: body.stockId, subscribed: true as const, message: STOCK_MESSAGES.subscribed };
    },
  );

  router.json(
    {
      method: "get",
      path: "/v1/subscriptions/stock",
      summary: "The sold-out sizes the signed-in customer waits for",
      response: z.object({ stockSubscriptions: z.array(StockSubscriptionSchema) }),
      responseDescription: "Latest first",
      errors: { 403: notSignedIn },
    },
    async (_, c) => ({
      stockSubscriptions: await listStockSubscriptions(db, await requireCustomerId(db, c.get("session"))),
    }),
  );

  return router.app;
}
