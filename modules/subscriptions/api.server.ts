import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { ApiErrorSchema, jsonContent } from "../core/index.server.ts";
import { type Db, isAppError, type Log } from "../core/index.ts";
import { findSessionOwner, NOT_RECOGNISED, type SessionVariables } from "../identity/index.server.ts";
import { listStockSubscriptions, STOCK_MESSAGES, subscribeToStock } from "./stock.server.ts";

type SubscriptionsEnv = { Variables: SessionVariables & { logger?: Log } };

const ErrorSchema = ApiErrorSchema;

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

const subscribeRoute = createRoute({
  method: "post",
  path: "/v1/subscriptions/stock",
  summary: "Notify Me: hear when a sold-out size is back in stock",
  request: {
    body: {
      content: {
        "application/json": { schema: z.object({ stockId: z.number().int().positive().max(2_147_483_647) }) },
      },
    },
  },
  responses: {
    200: jsonContent(
      z.object({ stockId: z.number().int(), subscribed: z.literal(true), message: z.string() }),
      "Subscribed",
    ),
    400: jsonContent(ErrorSchema, "Bad input"),
    403: jsonContent(ErrorSchema, "Not signed in"),
    404: jsonContent(ErrorSchema, "No such item"),
    409: jsonContent(ErrorSchema, "The size is in stock, or the customer waits for too many sizes"),
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/v1/subscriptions/stock",
  summary: "The sold-out sizes the signed-in customer waits for",
  responses: {
    200: jsonContent(z.object({ stockSubscriptions: z.array(StockSubscriptionSchema) }), "Latest first"),
    403: jsonContent(ErrorSchema, "Not signed in"),
  },
});

/** Stock subscriptions (spec 3 "Subscriptions": stockSubscriptions), for signed-in customers. */
export function subscriptionRoutes(db: Db): OpenAPIHono<SubscriptionsEnv> {
  const api = new OpenAPIHono<SubscriptionsEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      return c.json(
        { id: "subscription.invalid.input", message: "stockId must be a whole number above 0" },
        400,
      );
    },
  });

  api.openapi(subscribeRoute, async (c) => {
    const owner = await findSessionOwner(db, c.get("session"));
    if (owner?.customerId == null) return c.json(NOT_RECOGNISED, 403);
    const { stockId } = c.req.valid("json");
    try {
      await subscribeToStock(db, owner.customerId, stockId);
      return c.json({ stockId, subscribed: true as const, message: STOCK_MESSAGES.subscribed }, 200);
    } catch (error) {
      if (isAppError(error) && (error.status === 404 || error.status === 409)) {
        return c.json({ id: error.code, message: error.message }, error.status);
      }
      throw error;
    }
  });

  api.openapi(listRoute, async (c) => {
    const owner = await findSessionOwner(db, c.get("session"));
    if (owner?.customerId == null) return c.json(NOT_RECOGNISED, 403);
    return c.json({ stockSubscriptions: await listStockSubscriptions(db, owner.customerId) }, 200);
  });

  return api;
}
