import { z } from "@hono/zod-openapi";
import { PostalAddressSchema } from "../addresses/index.server.ts";
import { postalAddressOf } from "../addresses/index.ts";
import { storeDayLastMoment, storeDayStart } from "./delivery-countdown.ts";
import { normaliseOrderId, ORDER_ID_PATTERN } from "./order-id.ts";
import type { OrderView } from "./order-views.server.ts";
import { CANCEL_REASON_CODES, type CancelReason, STORE_DAY_PATTERN } from "./statuses.ts";

/** The orders' calls' schemas and the API's shape of an order (api.server.ts routes them). */

export const ORDER_ID_MESSAGE = "orderId: an order number is ddd-ddddddd-ddddddd, or digits only";
export const orderId = z
  .string()
  .max(30)
  .regex(ORDER_ID_PATTERN, ORDER_ID_MESSAGE)
  .transform(normaliseOrderId);
/** A guest's token from the confirmation mail's link. */
export const token = z.string().min(1).max(100);
export const PURCHASE_ID = /^[0-9a-f]{24}$/;
export const notSignedIn = "customer.auth.required ('Customer not recognized'): not signed in";

/** An ISO 8601 time with its zone: 2026-03-10T14:00Z, 2026-03-10T14:00:00.000-05:00. */
export const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A day 'YYYY-MM-DD' in the store's time zone, or an ISO 8601 moment. */
export const dateBound = (end: boolean) =>
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

export const flag = z.enum(["true", "false"]).optional();

export const AddressSchema = PostalAddressSchema.nullable();

export const EventSchema = z.object({
  status: z.string(),
  label: z.string(),
  description: z.string(),
  location: z.string(),
  at: z.string(),
  date: z.string().describe("'MMM D, YYYY hh:mm:ss A', store time"),
});

export const eventToApi = (event: OrderView["shipments"][number]["events"][number]) => ({
  status: event.status,
  label: event.label,
  description: event.description,
  location: event.location,
  at: event.at.toISOString(),
  date: event.atText,
});

export const ShipmentSchema = z.object({
  id: z.string(),
  compositeStatus: z.string().describe("the tracking status code (spec 2 does not show the numeric names)"),
  shipmentDisplayMessage: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  estimatedDelivery: z.string(),
  lineItemIds: z.array(z.string()),
  tracking: z.object({ status: z.string(), events: z.array(EventSchema).optional() }),
});

export const LineItemSchema = z.object({
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

export const OrderSchema = z
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
      credited: z.number().int().describe("given back by cancellations and refunds (the payment ledger's)"),
      netTotal: z.number().int().describe("the grand total less what was given back"),
    }),
    payments: z
      .array(z.object({ kind: z.string(), amount: z.number().int(), at: z.string(), words: z.string() }))
      .describe("each time money moved: gift card used, card charged, cancelled, refunded"),
    payment: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }),
    lineItems: z.array(LineItemSchema),
    shipments: z.array(ShipmentSchema),
    exchangeOrder: z.boolean().describe("spec 2: the order was made by an exchange (it charges nothing)"),
    exchangeOfOrderId: z
      .string()
      .nullable()
      .describe("an exchange order's: the order whose item it replaces"),
  })
  .openapi("Order");

export const address = (a: OrderView["shippingAddress"]) => a && postalAddressOf(a);

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
      credited: order.grandTotalCents - order.netTotalCents,
      netTotal: order.netTotalCents,
    },
    payments: order.payments.map((payment) => ({
      kind: payment.kind,
      amount: payment.cents,
      at: payment.at.toISOString(),
      words: payment.words,
    })),
    payment: { brand: order.cardBrand, last4: order.cardLast4 },
    exchangeOrder: order.exchangeOfOrderId !== null,
    exchangeOfOrderId: order.exchangeOfOrderId,
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

export const OrderListSchema = z.object({
  orders: z.array(OrderSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

export const CancelItemsSchema = z
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
export const itemsOf = (items: z.output<typeof CancelItemsSchema>, reason: CancelReason | undefined) =>
  items.map((item) =>
    typeof item === "string"
      ? { itemUniqueId: item, reason: reason ?? "no-reason" }
      : { itemUniqueId: item.itemUniqueId, reason: item.reason ?? reason ?? "no-reason" },
  );

export const CancelAnswerSchema = z.object({
  orderId: z.string(),
  cancelled: z.array(z.string()),
  refund: z.object({ total: z.number().int(), card: z.number().int(), giftCard: z.number().int() }),
  orderCancelled: z.boolean(),
  message: z.string(),
});

export const TrackingSchema = z.object({
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
    .describe("empty (every field '', no events) when error is true"),
});

export const cancelErrors = {
  400: "orders.input.invalid; order.cancel.duplicate",
  404: "order.not.found; order.item.not.found",
  409: "order.item.already.cancelled; order.item.not.cancellable (shipped)",
};
