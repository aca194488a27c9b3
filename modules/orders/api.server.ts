import { z } from "@hono/zod-openapi";
import { apiRouter, positiveIdSchema } from "../core/index.server.ts";
import { AppError, type Db, isDatabaseUnavailable, type Log } from "../core/index.ts";
import { requireCustomerId, type SessionVariables } from "../identity/index.server.ts";
import type { MailDispatcher } from "../mail/index.server.ts";
import type { Marketplace } from "../marketplace/index.ts";
import type { PaymentGateway } from "../payments/index.server.ts";
import { orderOfAccessToken } from "./access-tokens.server.ts";
import { CANCEL_ANSWERS, type CancelActor, cancelItems } from "./cancel.server.ts";
import { storeDayLastMoment, storeDayStart } from "./delivery-countdown.ts";
import { normaliseOrderId, ORDER_ID_PATTERN } from "./order-id.ts";
import { updateOrderPayment } from "./order-payment.server.ts";
import {
  getOrderView,
  getOrderViewByPurchase,
  listOrderViews,
  MAX_ORDER_PAGE_SIZE,
  type OrderView,
} from "./order-views.server.ts";
import { CANCEL_REASON_CODES, type CancelReason, STORE_DAY_PATTERN } from "./statuses.ts";

type OrdersEnv = { Variables: SessionVariables & { logger?: Log } };

export interface OrderRouteServices {
  db: Db;
  paymentGateway: PaymentGateway;
  mailDispatcher?: MailDispatcher;
  marketplaces: readonly Marketplace[];
  now: () => Date;
  logger?: Log;
}

const ORDER_ID_MESSAGE = "orderId: an order number is ddd-ddddddd-ddddddd, or digits only";
const orderId = z.string().max(30).regex(ORDER_ID_PATTERN, ORDER_ID_MESSAGE).transform(normaliseOrderId);
/** A guest's token from the confirmation mail's link. */
const token = z.string().min(1).max(100);
const PURCHASE_ID = /^[0-9a-f]{24}$/;
const notSignedIn = "customer.auth.required ('Customer not recognized'): not signed in";

/** An ISO 8601 time with its zone: 2026-03-10T14:00Z, 2026-03-10T14:00:00.000-05:00. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A day 'YYYY-MM-DD' in the store's time zone, or an ISO 8601 moment. */
const dateBound = (end: boolean) =>
  z
    .string()
    .max(40)
    .transform((text, ctx) => {
      // A day counts whole; a time must be a full ISO 8601 one (new Date alone reads "1" as 2001).
      const day = STORE_DAY_PATTERN.test(text)
        ? end
          ? storeDayLastMoment(text)
          : storeDayStart(text)
        : ISO_TIME.test(text)
          ? new Date(text)
          : null;
      if (!day || Number.isNaN(day.getTime())) {
        ctx.addIssue({ code: "custom", message: "a date YYYY-MM-DD or an ISO 8601 time" });
        return z.NEVER;
      }
      return day;
    });

const flag = z.enum(["true", "false"]).optional();

const AddressSchema = z
  .object({
    fullName: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    city: z.string(),
    stateOrRegion: z.string(),
    postalCode: z.string(),
    countryCode: z.string(),
  })
  .nullable();

const EventSchema = z.object({
  status: z.string(),
  label: z.string(),
  description: z.string(),
  location: z.string(),
  at: z.string(),
  date: z.string().describe("'MMM D, YYYY hh:mm:ss A', store time"),
});

const eventToApi = (event: OrderView["shipments"][number]["events"][number]) => ({
  status: event.status,
  label: event.label,
  description: event.description,
  location: event.location,
  at: event.at.toISOString(),
  date: event.atText,
});

const ShipmentSchema = z.object({
  id: z.string(),
  compositeStatus: z.string().describe("the tracking status code (spec 2 does not show the numeric names)"),
  shipmentDisplayMessage: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  estimatedDelivery: z.string(),
  lineItemIds: z.array(z.string()),
  tracking: z.object({ status: z.string(), events: z.array(EventSchema).optional() }),
});

const LineItemSchema = z.object({
  id: z.string(),
  itemUniqueId: z.string(),
  asin: z.string(),
  product: z.object({
    asin: z.string(),
    productId: z.string(),
    styleId: z.string(),
    stockId: z.string(),
    productName: z.string(),
    brandName: z.string(),
    color: z.string(),
    size: z.string(),
    width: z.string().nullable(),
  }),
  quantity: z.number().int(),
  price: z.number().int().describe("cents, each"),
  status: z.string(),
  statusDisplay: z.string(),
  shipment: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancellable: z.boolean(),
  customerCancellable: z.boolean(),
  returnable: z.boolean(),
  customerReturnable: z.boolean(),
  exchangeable: z.boolean(),
});

const OrderSchema = z
  .object({
    orderId: z.string(),
    purchaseId: z.string(),
    orderDate: z.string().describe("'MMM D, YYYY hh:mm:ss A', store time"),
    placedAt: z.string(),
    status: z.string(),
    statusDisplay: z.string(),
    shippingAddress: AddressSchema,
    promiseDate: z.string(),
    charges: z.object({
      subTotal: z.number().int(),
      couponTotal: z.number().int(),
      coupon: z.string().nullable(),
      shippingCharge: z.number().int(),
      estimatedTax: z.number().int(),
      gcApplied: z.number().int(),
      grandTotal: z.number().int(),
      cardCharge: z.number().int(),
    }),
    payment: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }),
    lineItems: z.array(LineItemSchema),
    shipments: z.array(ShipmentSchema),
  })
  .openapi("Order");

const address = (a: OrderView["shippingAddress"]) =>
  a && {
    fullName: a.fullName,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    city: a.city,
    stateOrRegion: a.stateOrRegion,
    postalCode: a.postalCode,
    countryCode: a.countryCode,
  };

/** An order as the API answers it: money in integer cents, the tracking events when asked. */
export function orderToApi(order: OrderView, includeTracking: boolean): z.input<typeof OrderSchema> {
  return {
    orderId: order.orderId,
    purchaseId: order.purchaseId,
    orderDate: order.placedAtText,
    placedAt: order.placedAt.toISOString(),
    status: order.status,
    statusDisplay: order.statusWords,
    shippingAddress: address(order.shippingAddress),
    promiseDate: order.promiseDate,
    charges: {
      subTotal: order.subtotalCents,
      couponTotal: order.couponCents,
      coupon: order.couponCode,
      shippingCharge: order.shippingCents,
      estimatedTax: order.taxCents,
      gcApplied: order.giftCardCents,
      grandTotal: order.grandTotalCents,
      cardCharge: order.cardCents,
    },
    payment: { brand: order.cardBrand, last4: order.cardLast4 },
    lineItems: order.lines.map((line) => ({
      id: String(line.lineNumber),
      itemUniqueId: line.itemUniqueId,
      asin: line.asin,
      product: {
        asin: line.asin,
        productId: String(line.productId),
        styleId: String(line.styleId),
        stockId: String(line.stockId),
        productName: line.productName,
        brandName: line.brandName,
        color: line.color,
        size: line.size,
        width: line.width,
      },
      quantity: line.quantity,
      price: line.unitPriceCents,
      status: line.status,
      statusDisplay: line.statusWords,
      shipment: line.shipmentId,
      cancelReason: line.cancelReason,
      cancellable: line.cancellable,
      customerCancellable: line.customerCancellable,
      returnable: line.returnable,
      customerReturnable: line.customerReturnable,
      exchangeable: line.exchangeable,
    })),
    shipments: order.shipments.map((shipment) => ({
      id: shipment.shipmentId,
      compositeStatus: shipment.status,
      shipmentDisplayMessage: shipment.label,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      estimatedDelivery: shipment.estimatedDelivery,
      lineItemIds: shipment.lineItemIds,
      tracking: {
        status: shipment.status,
        ...(includeTracking && { events: shipment.events.map(eventToApi) }),
      },
    })),
  };
}

const OrderListSchema = z.object({
  orders: z.array(OrderSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

const CancelItemsSchema = z
  .array(
    z.union([
      z.string().max(40),
      z
        .object({
          itemUniqueId: z.string().max(40),
          reason: z.enum(CANCEL_REASON_CODES as [CancelReason, ...CancelReason[]]).optional(),
        })
        .strict(),
    ]),
  )
  .min(1)
  .max(100);

/** Items as asked: ids alone (no reason) or with a reason of spec 2's. */
const itemsOf = (items: z.output<typeof CancelItemsSchema>, reason: CancelReason | undefined) =>
  items.map((item) =>
    typeof item === "string"
      ? { itemUniqueId: item, reason: reason ?? "no-reason" }
      : { itemUniqueId: item.itemUniqueId, reason: item.reason ?? reason ?? "no-reason" },
  );

const CancelAnswerSchema = z.object({
  orderId: z.string(),
  cancelled: z.array(z.string()),
  refund: z.object({ total: z.number().int(), card: z.number().int(), giftCard: z.number().int() }),
  orderCancelled: z.boolean(),
  message: z.string(),
});

const TrackingSchema = z.object({
  orderId: z.string(),
  shipmentId: z.string(),
  error: z.boolean().describe("true when tracking could not be read: tracking is then empty"),
  tracking: z
    .object({
      carrier: z.string(),
      trackingNumber: z.string(),
      status: z.string(),
      label: z.string(),
      estimatedDelivery: z.string(),
      destinationPostalCode: z.string().describe("cut to 5 characters (spec 2)"),
      events: z.array(EventSchema),
    })
    .nullable(),
});

const cancelErrors = {
  400: "orders.input.invalid; order.cancel.duplicate",
  404: "order.not.found; order.item.not.found",
  409: "order.item.already.cancelled; order.item.not.cancellable (shipped)",
};

/** Orders' calls (spec 2 and 3, "Orders"). Another customer's order is a 404, as one that does not exist. */
export function orderRoutes(services: OrderRouteServices) {
  const { db, now } = services;
  const router = apiRouter<OrdersEnv>({ invalidInputId: "orders.input.invalid", log: services.logger });
  const notFound = () => new AppError("not_found", "order.not.found", CANCEL_ANSWERS.orderNotFound);

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
        "Signed in, or with the guest token of the order. A failure to read the tracking answers 200 with error=true and empty tracking.",
      query: z.object({ orderId, shipmentId: z.string().max(40), token: token.optional() }),
      response: TrackingSchema,
      errors: { 400: "orders.input.invalid", 403: notSignedIn, 404: "order.not.found (or no such shipment)" },
    },
    async ({ query }, c) => {
      const reader =
        query.token !== undefined
          ? await orderOfAccessToken(db, query.token, now()).then((opened) => {
              if (opened !== query.orderId) throw notFound();
              return { orderId: opened };
            })
          : { customerId: await requireCustomerId(db, c.get("session")) };
      let order: OrderView | null;
      try {
        order = await getOrderView(db, reader, query.orderId, now());
      } catch (error) {
        // The database away is a 503 as everywhere; any other failure reads as no tracking.
        if (isDatabaseUnavailable(error)) throw error;
        services.logger?.warn({ err: error }, "tracking could not be read");
        return { orderId: query.orderId, shipmentId: query.shipmentId, error: true, tracking: null };
      }
      const shipment = order?.shipments.find((s) => s.shipmentId === query.shipmentId);
      if (!order || !shipment) throw notFound();
      return {
        orderId: order.orderId,
        shipmentId: shipment.shipmentId,
        error: false,
        tracking: {
          carrier: shipment.carrier,
          trackingNumber: shipment.trackingNumber,
          status: shipment.status,
          label: shipment.label,
          estimatedDelivery: shipment.estimatedDelivery,
          destinationPostalCode: (order.shippingAddress?.postalCode ?? "").slice(0, 5),
          events: shipment.events.map(eventToApi),
        },
      };
    },
  );

  return router.app;
}
