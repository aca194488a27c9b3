import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../core/index.ts";
import type { EventMailRenderer } from "../mail/index.server.ts";
import {
  cancellationMail,
  deliveredMail,
  mailStoreOf,
  paymentDeclinedMail,
  shippedMail,
} from "./order-mails.ts";
import { orderLines, orders } from "./schema.server.ts";

/**
 * The orders' mails, from their events (the 'mail' consumer): items cancelled, a parcel shipped
 * and delivered, a card to replace. Each reads the order as it is (its lines' names and the
 * address do not change) and what the event says; the customer's address is the order's.
 */

const Ids = z.array(z.string());
const Cancelled = z.object({
  orderId: z.string(),
  items: z.array(z.object({ itemUniqueId: z.string() })),
  refund: z.object({ totalCents: z.number(), cardCents: z.number(), giftCardCents: z.number() }),
  netTotalCents: z.number().optional(),
});
const Shipped = z.object({
  orderId: z.string(),
  shipmentId: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  itemUniqueIds: Ids,
});
const Delivered = z.object({ orderId: z.string(), itemUniqueIds: Ids });
const Declined = z.object({ orderId: z.string() });

async function orderWithLines(tx: Db, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId));
  if (!order) return null;
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.lineNumber));
  return { order, lines };
}

/** The orders module's renderer for the mail consumer. */
export const orderEventMails: EventMailRenderer = async (tx, event, context) => {
  const parsers = {
    "order.line.cancelled": Cancelled,
    "shipment.shipped": Shipped,
    "shipment.delivered": Delivered,
    "payment.capture_declined": Declined,
  } as const;
  if (!(event.type in parsers)) return [];
  const orderId = z.object({ orderId: z.string() }).parse(event.payload).orderId;
  const found = await orderWithLines(tx, orderId);
  if (!found) return [];
  const { order, lines } = found;
  const store = mailStoreOf(context.marketplaces, order.marketplace);
  const pick = (ids: readonly string[]) => lines.filter((line) => ids.includes(line.itemUniqueId));
  const to = (message: { subject: string; text: string }) => [
    { to: order.email, fromName: store.name, ...message },
  ];
  switch (event.type) {
    case "order.line.cancelled": {
      const { items, refund, netTotalCents } = Cancelled.parse(event.payload);
      const chosen = pick(items.map((item) => item.itemUniqueId));
      return to(
        cancellationMail({
          store,
          orderId,
          lines: chosen,
          refund,
          cardLast4: order.cardLast4,
          ...(netTotalCents !== undefined && { netTotalCents }),
        }),
      );
    }
    case "shipment.shipped": {
      const shipped = Shipped.parse(event.payload);
      return to(
        shippedMail({ store, ...shipped, arrivesBy: order.promiseDate, lines: pick(shipped.itemUniqueIds) }),
      );
    }
    case "shipment.delivered":
      return to(deliveredMail({ store, orderId, lines: pick(Delivered.parse(event.payload).itemUniqueIds) }));
    default:
      return to(paymentDeclinedMail({ store, orderId, cardLast4: order.cardLast4 }));
  }
};
