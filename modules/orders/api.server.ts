import { z } from "@hono/zod-openapi";
import { apiRouter, positiveIdSchema } from "../core/index.server.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import { requireCustomerId, type SessionVariables } from "../identity/index.server.ts";
import type { MailDispatcher } from "../mail/index.server.ts";
import type { Marketplace } from "../marketplace/index.ts";
import type { PaymentGateway } from "../payments/index.server.ts";
import { orderOfAccessToken } from "./access-tokens.server.ts";
import {
  CancelAnswerSchema,
  CancelItemsSchema,
  cancelErrors,
  dateBound,
  flag,
  itemsOf,
  notSignedIn,
  OrderListSchema,
  OrderSchema,
  orderId,
  orderToApi,
  PURCHASE_ID,
  TrackingSchema,
  token,
} from "./api-schemas.server.ts";
import { CANCEL_ANSWERS, type CancelActor, cancelItems } from "./cancel.server.ts";
import { updateOrderPayment } from "./order-payment.server.ts";
import {
  getOrderView,
  getOrderViewByPurchase,
  listOrderViews,
  MAX_ORDER_PAGE_SIZE,
} from "./order-views.server.ts";
import { CANCEL_REASON_CODES, type CancelReason } from "./statuses.ts";
import { trackingAnswer } from "./tracking-answer.server.ts";

type OrdersEnv = { Variables: SessionVariables & { logger?: Log } };

export interface OrderRouteServices {
  db: Db;
  paymentGateway: PaymentGateway;
  mailDispatcher?: MailDispatcher;
  marketplaces: readonly Marketplace[];
  now: () => Date;
  logger?: Log;
}

type OrdersRouter = ReturnType<typeof apiRouter<OrdersEnv>>;

const notFound = () => new AppError("not_found", "order.not.found", CANCEL_ANSWERS.orderNotFound);

/** The customer's orders: the list (two paths), one order, the order of a purchase. */
function readRoutes(router: OrdersRouter, services: OrderRouteServices): void {
  const { db, now } = services;
  const list = async (customerId: number, query: z.output<typeof ListQuery>) => {
    const page = await listOrderViews(
      db,
      customerId,
      {
        ...(query.pageSize !== undefined && { pageSize: query.pageSize }),
        ...(query.pageNum !== undefined && { pageNum: query.pageNum }),
        ...(query.gteDate !== undefined && { gteDate: query.gteDate }),
        ...(query.lteDate !== undefined && { lteDate: query.lteDate }),
        ...(query.search !== undefined && { search: query.search }),
      },
      now(),
    );
    return {
      ...page,
      orders: page.orders.map((order) => orderToApi(order, query.includeTracking === "true")),
    };
  };
  const ListQuery = z.object({
    pageSize: positiveIdSchema("pageSize must be a whole number above 0")
      .pipe(z.number().max(MAX_ORDER_PAGE_SIZE, `pageSize: at most ${MAX_ORDER_PAGE_SIZE}`))
      .optional(),
    pageNum: positiveIdSchema("pageNum must be a whole number above 0")
      .pipe(z.number().max(100_000, "pageNum: at most 100000"))
      .optional(),
    gteDate: dateBound(false).optional(),
    lteDate: dateBound(true).optional(),
    includeTracking: flag,
    mode: z.string().max(30).optional(),
    search: z.string().max(100).optional(),
  });

  // The orders page's call and the account pages' call answer alike.
  for (const [path, summary] of [
    ["/v3/orders", "The customer's orders, newest first, 10 a page"],
    ["/accountapi/a/orders", "The signed-in account's orders (the account pages' call): as /v3/orders"],
  ] as const) {
    router.json(
      {
        method: "get",
        path,
        summary,
        description:
          "pageNum from 1; gteDate and lteDate a day YYYY-MM-DD (whole days in the store's time zone) or an ISO 8601 time; search an order number (or its start) or words of a product or brand name; includeTracking=true adds each shipment's events. mode is accepted and changes nothing. Money in integer cents.",
        query: ListQuery,
        response: OrderListSchema,
        errors: { 400: "orders.input.invalid", 403: notSignedIn },
      },
      async ({ query }, c) => list(await requireCustomerId(db, c.get("session")), query),
    );
  }

  router.json(
    {
      method: "get",
      path: "/v3/order",
      summary: "One of the customer's orders, with its tracking",
      query: z.object({ orderId }),
      response: z.object({ order: OrderSchema }),
      errors: { 400: "orders.input.invalid (not an order number)", 403: notSignedIn, 404: "order.not.found" },
    },
    async ({ query }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      const order = await getOrderView(db, { customerId }, query.orderId, now());
      if (!order) throw notFound();
      return { order: orderToApi(order, true) };
    },
  );

  router.json(
    {
      method: "get",
      path: "/v2/ordersByPurchaseId",
      summary: "The order a purchase placed (the confirmation's call)",
      query: z.object({ purchaseId: z.string().regex(PURCHASE_ID, "purchaseId: not a purchase id") }),
      response: z.object({ order: OrderSchema }),
      errors: { 400: "orders.input.invalid", 403: notSignedIn, 404: "order.not.found" },
    },
    async ({ query }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      const order = await getOrderViewByPurchase(db, customerId, query.purchaseId, now());
      if (!order) throw notFound();
      return { order: orderToApi(order, true) };
    },
  );
}

/** Cancelling items: the customer's call, the account pages' call and the guest link's. */
function cancelRoutes(router: OrdersRouter, services: OrderRouteServices): void {
  const { db, now } = services;
  const cancel = async (actor: CancelActor, id: string, items: ReturnType<typeof itemsOf>) => {
    const answer = await cancelItems(services, actor, { orderId: id, items }, now());
    return {
      orderId: answer.orderId,
      cancelled: answer.cancelled,
      refund: {
        total: answer.refund.totalCents,
        card: answer.refund.cardCents,
        giftCard: answer.refund.giftCardCents,
      },
      orderCancelled: answer.orderCancelled,
      message: CANCEL_ANSWERS.cancelled,
    };
  };

  router.json(
    {
      method: "post",
      path: "/v2/order/cancel",
      summary: "Cancel items of the customer's order that have not shipped",
      description:
        "items: itemUniqueIds, or {itemUniqueId, reason} with a reason of no-reason, no-longer-want, too-late, duplicate-order, wrong-item (reason applies to ids given alone). All or nothing.",
      body: z
        .object({
          orderId,
          items: CancelItemsSchema,
          reason: z.enum(CANCEL_REASON_CODES as [CancelReason, ...CancelReason[]]).optional(),
        })
        .strict(),
      response: CancelAnswerSchema,
      errors: { ...cancelErrors, 403: notSignedIn },
    },
    async ({ body }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      return cancel({ kind: "customer", customerId }, body.orderId, itemsOf(body.items, body.reason));
    },
  );

  router.json(
    {
      method: "get",
      path: "/accountapi/e/orders/getOrder",
      summary: "A guest's order, by the token of its confirmation mail's link (no sign-in)",
      query: z.object({ token, orderId: orderId.optional() }),
      response: z.object({ order: OrderSchema }),
      errors: {
        400: "orders.input.invalid",
        404: "order.not.found (an unknown or expired token, or another order)",
      },
    },
    async ({ query }) => {
      const opened = await orderOfAccessToken(db, query.token, now());
      if (!opened || (query.orderId !== undefined && query.orderId !== opened)) throw notFound();
      const order = await getOrderView(db, { orderId: opened }, opened, now());
      if (!order) throw notFound();
      return { order: orderToApi(order, true) };
    },
  );

  router.json(
    {
      method: "post",
      path: "/accountapi/e/orders/cancelItems",
      summary: "Cancel items of a guest's order, by the token of its confirmation mail's link",
      body: z
        .object({
          token,
          orderId,
          items: CancelItemsSchema,
          reason: z.enum(CANCEL_REASON_CODES as [CancelReason, ...CancelReason[]]).optional(),
        })
        .strict(),
      response: CancelAnswerSchema,
      errors: cancelErrors,
    },
    async ({ body }) => {
      const opened = await orderOfAccessToken(db, body.token, now());
      if (!opened || opened !== body.orderId) throw notFound();
      return cancel({ kind: "guest", orderId: opened }, opened, itemsOf(body.items, body.reason));
    },
  );
}

/** Another card for an order waiting for one, and a parcel's tracking. */
function paymentAndTrackingRoutes(router: OrdersRouter, services: OrderRouteServices): void {
  const { db, now } = services;
  router.json(
    {
      method: "post",
      path: "/v1/updatePayment",
      summary: "Another saved card for an order whose card was declined (customer action required)",
      query: z.object({ orderId, paymentInstrumentId: positiveIdSchema() }),
      response: z.object({ orderId: z.string(), status: z.string(), message: z.string() }),
      errors: {
        400: "orders.input.invalid; payment.declined ('There was a problem with the payment. Please try again.'); payment.instrument.inactive",
        403: notSignedIn,
        404: "order.not.found; payment.instrument.not.found",
        409: "order.payment.not.awaited",
      },
    },
    async ({ query }, c) => {
      const customerId = await requireCustomerId(db, c.get("session"));
      await updateOrderPayment(services, customerId, query.orderId, query.paymentInstrumentId, now());
      return { orderId: query.orderId, status: "PROCESSING", message: "Your payment has been updated." };
    },
  );

  router.json(
    {
      method: "get",
      path: "/orders/api/getTracking",
      summary: "A shipment's tracking: its status and events, the destination's postal code cut to 5",
      description:
        "Signed in, or with the guest token of the order. A lookup that fails (no such order or shipment, " +
        "another customer's, an expired token, a failed read) answers 200 with error=true and empty tracking.",
      query: z.object({ orderId, shipmentId: z.string().max(40), token: token.optional() }),
      response: TrackingSchema,
      errors: { 400: "orders.input.invalid", 403: notSignedIn },
    },
    async ({ query }, c) => {
      const reader =
        query.token !== undefined
          ? { token: query.token }
          : { customerId: await requireCustomerId(db, c.get("session")) };
      const { orderId, shipmentId } = query;
      return trackingAnswer(services, reader, { orderId, shipmentId }, now());
    },
  );
}

/** Orders' calls (spec 2 and 3, "Orders"). Another customer's order is a 404, as one that does not exist. */
export function orderRoutes(services: OrderRouteServices) {
  const router = apiRouter<OrdersEnv>({ invalidInputId: "orders.input.invalid", log: services.logger });
  readRoutes(router, services);
  cancelRoutes(router, services);
  paymentAndTrackingRoutes(router, services);
  return router.app;
}

export { orderToApi } from "./api-schemas.server.ts";
