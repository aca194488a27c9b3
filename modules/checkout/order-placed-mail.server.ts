import { z } from "zod";
import { findCustomer } from "../identity/index.server.ts";
import type { EventMailRenderer } from "../mail/index.server.ts";
import { createOrderAccessToken, getPlacedOrder, mailStoreOf } from "../orders/index.server.ts";
import { orderConfirmationMail } from "./order-mail.ts";

const Placed = z.object({
  orderId: z.string(),
  customerId: z.number(),
  exchangeOfOrderId: z.string().nullable().optional(),
});

/**
 * The confirmation mail, from order.placed (the 'mail' consumer): the order as placed, the
 * customer's first name, and a fresh link that opens the order without signing in. An exchange's
 * order has its own mail (exchange.created).
 */
export const orderPlacedMails: EventMailRenderer = async (tx, event, context) => {
  if (event.type !== "order.placed") return [];
  const placed = Placed.parse(event.payload);
  if (placed.exchangeOfOrderId) return [];
  const order = await getPlacedOrder(tx, placed.customerId, { orderId: placed.orderId });
  const customer = await findCustomer(tx, placed.customerId);
  if (!order || !customer) return [];
  const store = mailStoreOf(context.marketplaces, order.marketplace);
  const mail = orderConfirmationMail({
    storeName: store.name,
    baseUrl: store.baseUrl,
    customerName: customer.firstName || customer.name,
    order,
    accessToken: await createOrderAccessToken(tx, order.orderId, context.now),
  });
  return [{ to: order.email, fromName: store.name, ...mail }];
};
