import { z } from "@hono/zod-openapi";
import { apiRouter } from "../core/index.server.ts";
import { AppError, type Db } from "../core/index.ts";
import { requireCustomerId, type SessionVariables } from "../identity/index.server.ts";
import { notSignedIn, PURCHASE_ID } from "./api-schemas.server.ts";
import { CANCEL_ANSWERS } from "./cancel.server.ts";
import { getOrderViewByPurchase, type OrderView } from "./order-views.server.ts";

const PixelSchema = z
  .object({
    orderId: z.string(),
    purchaseId: z.string(),
    currency: z.literal("USD"),
    subtotal: z.number().int().describe("cents"),
    discount: z.number().int().describe("cents: the promotion's"),
    shipping: z.number().int().describe("cents"),
    tax: z.number().int().describe("cents"),
    total: z.number().int().describe("cents: the grand total, gift card included"),
    items: z.array(
      z.object({
        asin: z.string(),
        productId: z.number().int(),
        brandName: z.string(),
        productName: z.string(),
        quantity: z.number().int(),
        unitPrice: z.number().int().describe("cents"),
      }),
    ),
  })
  .openapi("PurchasePixel");

/** What the confirmation's conversion tags read of a placed order: its numbers as placed, no address or card. */
export function pixelOf(order: OrderView): z.infer<typeof PixelSchema> {
  return {
    orderId: order.orderId,
    purchaseId: order.purchaseId,
    currency: "USD",
    subtotal: order.subtotalCents,
    discount: order.couponCents,
    shipping: order.shippingCents,
    tax: order.taxCents,
    total: order.grandTotalCents,
    items: order.lines.map((line) => ({
      asin: line.asin,
      productId: line.productId,
      brandName: line.brandName,
      productName: line.productName,
      quantity: line.quantity,
      unitPrice: line.unitPriceCents,
    })),
  };
}

/** GET /v1/pixel?purchaseId (spec 2 section 7): the placed order's conversion data, for its customer only. */
export function orderPixelRoutes(services: { db: Db; now: () => Date }) {
  const { db, now } = services;
  const router = apiRouter<{ Variables: SessionVariables }>({ invalidInputId: "orders.input.invalid" });
  router.json(
    {
      method: "get",
      path: "/v1/pixel",
      summary: "A placed purchase's conversion data (the confirmation's tags)",
      description:
        "The order's amounts in cents as placed and its items; never the address, the card or the customer. " +
        "Only the customer who placed it reads it.",
      query: z.object({ purchaseId: z.string().regex(PURCHASE_ID, "purchaseId: not a purchase id") }),
      response: z.object({ pixel: PixelSchema }),
      errors: { 400: "orders.input.invalid", 403: notSignedIn, 404: "order.not.found" },
    },
    async ({ query }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      const order = await getOrderViewByPurchase(db, customerId, query.purchaseId, now());
      if (!order) throw new AppError("not_found", "order.not.found", CANCEL_ANSWERS.orderNotFound);
      return { pixel: pixelOf(order) };
    },
  );
  return router.app;
}
