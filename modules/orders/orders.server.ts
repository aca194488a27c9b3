import { randomInt } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { ProductLine } from "../catalog/index.ts";
import type { Db } from "../core/index.ts";
import { orderIdFrom } from "./order-id.ts";
import { type AddressSnapshot, type GiftCardCustomization, orderLines, orders } from "./schema.server.ts";
import { announce, type Change, recordHistory } from "./state.server.ts";

export type { AddressSnapshot, GiftCardCustomization };

/** One line of a new order, priced by checkout from the catalogue. */
export interface NewOrderLine extends ProductLine {
  quantity: number;
  unitPriceCents: number;
  glProductGroupType: string;
  isGiftCard: boolean;
  isEgc: boolean;
  giftMessage: string | null;
  gcCustomization: GiftCardCustomization | null;
  /** On an exchange order: the item this line replaces. */
  exchangeOfItemUniqueId?: string | null;
  /** On an exchange order: the attempts of the item it replaces, carried on (spec 2: at most 10). */
  returnAttempts?: number;
}

/** An order as checkout places it: money in integer cents, addresses and card as they are now. */
export interface NewOrder {
  /** From newOrderId(): known before the order is written, so balances and the payment can name it. */
  orderId: string;
  customerId: number;
  purchaseId: string;
  purchaseVersion: number;
  idempotencyKey: string | null;
  marketplace: string;
  email: string;
  /** The store's clock when it was placed. */
  placedAt: Date;
  shippingAddress: AddressSnapshot | null;
  billingAddress: AddressSnapshot | null;
  shipSpeed: string;
  promiseDate: string;
  subtotalCents: number;
  couponCents: number;
  shippingCents: number;
  taxCents: number;
  giftCardCents: number;
  grandTotalCents: number;
  cardCents: number;
  couponCode: string | null;
  paymentInstrumentId: number | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** An exchange order: the order whose item it replaces (it charges nothing). */
  exchangeOfOrderId?: string | null;
  /** An exchange order: when its first order's return window started. */
  returnWindowFrom?: Date | null;
  lines: readonly NewOrderLine[];
}

/** A placed order with its lines, as the confirmation page and mail show it. */
export interface PlacedOrder extends Omit<NewOrder, "lines" | "idempotencyKey"> {
  status: string;
  lines: (NewOrderLine & { itemUniqueId: string; lineNumber: number; status: string })[];
}

const randomDigit = () => randomInt(10);

/** A fresh order id, ddd-ddddddd-ddddddd (10^16 of them: a clash is improbable, and the primary key catches it). */
export const newOrderId = (): string => orderIdFrom(randomDigit);

/** An item's unique id: the order id and the line's number (from 1, in the order's line order), unique across orders. */
export const itemUniqueId = (orderId: string, lineNumber: number) =>
  `${orderId.replaceAll("-", "")}${lineNumber}`;

/** What order.placed tells: the order's ids, money and lines (never a gift message or a recipient). */
function placedPayload(order: NewOrder): Record<string, unknown> {
  return {
    orderId: order.orderId,
    customerId: order.customerId,
    marketplace: order.marketplace,
    exchangeOfOrderId: order.exchangeOfOrderId ?? null,
    subtotalCents: order.subtotalCents,
    couponCents: order.couponCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    giftCardCents: order.giftCardCents,
    grandTotalCents: order.grandTotalCents,
    cardCents: order.cardCents,
    lines: order.lines.map((line, index) => ({
      itemUniqueId: itemUniqueId(order.orderId, index + 1),
      asin: line.asin,
      productId: line.productId,
      styleId: line.styleId,
      size: line.size,
      width: line.width,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      isEgc: line.isEgc,
    })),
  };
}

/**
 * Writes a new order and its lines in the caller's transaction, with their first history rows and
 * the order.placed event. The purchase (and the customer's Idempotency-Key) is unique: a second
 * order of one purchase fails here even if every check before it was passed concurrently.
 */
export async function createOrder(tx: Db, change: Change, order: NewOrder): Promise<string> {
  const { lines, orderId, ...fields } = order;
  // An e-Gift Card is complete once placed: its code goes to its recipient with the order.
  const digitalOnly = lines.every((line) => line.isEgc);
  const status = digitalOnly ? "COMPLETED" : "SUBMITTED";
  await tx.insert(orders).values({ ...fields, orderId, status });
  const rows = lines.map((line, index) => ({
    ...line,
    orderId,
    lineNumber: index + 1,
    itemUniqueId: itemUniqueId(orderId, index + 1),
    status: line.isEgc ? "COMPLETED" : "SUBMITTED",
  }));
  await tx.insert(orderLines).values(rows);
  await recordHistory(tx, change, [
    { orderId, subject: "order", subjectId: orderId, from: null, to: status },
    ...rows.map((row) => ({
      orderId,
      subject: "line" as const,
      subjectId: row.itemUniqueId,
      from: null,
      to: row.status,
    })),
  ]);
  await announce(tx, change, [{ type: "order.placed", stream: orderId, payload: placedPayload(order) }]);
  return orderId;
}

/** The customer's order of a purchase, or of an Idempotency-Key, if it was placed. */
export async function findOrderId(
  db: Db,
  customerId: number,
  by: { purchaseId: string } | { idempotencyKey: string },
): Promise<{ orderId: string; purchaseId: string } | null> {
  const [row] = await db
    .select({ orderId: orders.orderId, purchaseId: orders.purchaseId })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        "purchaseId" in by
          ? eq(orders.purchaseId, by.purchaseId)
          : eq(orders.idempotencyKey, by.idempotencyKey),
      ),
    );
  return row ?? null;
}

/** A customer's order with its lines; null when there is none of theirs by that id. */
export async function getPlacedOrder(
  db: Db,
  customerId: number,
  by: { orderId: string } | { purchaseId: string },
): Promise<PlacedOrder | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        "orderId" in by ? eq(orders.orderId, by.orderId) : eq(orders.purchaseId, by.purchaseId),
      ),
    );
  if (!row) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, row.orderId))
    .orderBy(asc(orderLines.lineNumber));
  const { idempotencyKey: _key, ...order } = row;
  return { ...order, lines: lines.map(({ orderId: _id, ...line }) => line) };
}

/** The stock ids a customer has ordered, latest first (Best For You reads them). */
export async function orderedStockIds(db: Db, customerId: number): Promise<number[]> {
  const recent = db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.placedAt))
    .limit(50);
  const rows = await db
    .select({ stockId: orderLines.stockId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderId, orderLines.orderId))
    .where(inArray(orderLines.orderId, recent))
    .orderBy(desc(orders.placedAt), asc(orderLines.lineNumber));
  return [...new Set(rows.map((row) => row.stockId))];
}
