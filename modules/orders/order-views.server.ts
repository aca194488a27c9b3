import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { imageUrl } from "../catalog/index.ts";
import type { Db } from "../core/index.ts";
import type { LedgerRow } from "./ledger.server.ts";
import { moneyOf } from "./ledger-sums.ts";
import { normaliseOrderId } from "./order-id.ts";
import { type PaymentLine, paymentLinesOf } from "./payment-lines.ts";
import { orderLines, orders, shipmentEvents, shipments } from "./schema.server.ts";
import { paymentLedger } from "./schema-ledger.server.ts";
import {
  CANCELLED_STATUSES,
  formatOrderDate,
  type ItemStatus,
  isTrackingStatus,
  itemStatusOf,
  itemStatusWords,
  type LineFlags,
  lineFlags,
  orderStatusOf,
  TRACKING_LABELS,
  type TrackingStatus,
} from "./statuses.ts";

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type ShipmentRow = typeof shipments.$inferSelect;
type EventRow = typeof shipmentEvents.$inferSelect;

/** Spec 2: the order list's page size and first page. */
export const ORDER_PAGE_SIZE = 10;
export const MAX_ORDER_PAGE_SIZE = 100;

/** An order line as its pages and calls show it: what was bought, its status's words and its flags. */
export interface OrderLineView
  extends Omit<LineRow, "orderId" | "gcCustomization" | "cancelledAt" | "glProductGroupType" | "status">,
    LineFlags {
  /** An e-Gift Card's recipient (its code is never shown here). */
  recipientName: string | null;
  status: ItemStatus;
  statusWords: string;
  /** The product page of this size and colour. */
  productUrl: string;
  imageUrl: string;
}

export interface ShipmentEventView {
  status: TrackingStatus;
  label: string;
  description: string;
  location: string;
  at: Date;
  atText: string;
}

export interface ShipmentView {
  shipmentId: string;
  carrier: string;
  trackingNumber: string;
  status: TrackingStatus;
  label: string;
  estimatedDelivery: string;
  shippedAt: Date;
  deliveredAt: Date | null;
  lineItemIds: string[];
  events: ShipmentEventView[];
}

/** An order as its pages and calls show it: money in integer cents, each line with its flags. */
export interface OrderView
  extends Omit<OrderRow, "idempotencyKey" | "purchaseVersion" | "status" | "digitalOrderId"> {
  status: ItemStatus;
  /** From the payment ledger: what the card paid, what came back, and what the order costs now. */
  capturedCents: number;
  cardReleasedCents: number;
  cardRefundedCents: number;
  giftCardRefundedCents: number;
  /** The grand total less what cancellations and refunds gave back. */
  netTotalCents: number;
  /** Each time money moved, in the customer's words (payment-lines.ts). */
  payments: PaymentLine[];
  statusWords: string;
  placedAtText: string;
  lines: OrderLineView[];
  shipments: ShipmentView[];
}

const trackingOf = (value: string): TrackingStatus => (isTrackingStatus(value) ? value : "IN_TRANSIT");

function shipmentView(
  row: ShipmentRow,
  events: readonly EventRow[],
  lines: readonly LineRow[],
): ShipmentView {
  const status = trackingOf(row.status);
  return {
    shipmentId: row.shipmentId,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    status,
    label: TRACKING_LABELS[status],
    estimatedDelivery: row.estimatedDelivery,
    shippedAt: row.shippedAt,
    deliveredAt: row.deliveredAt,
    lineItemIds: lines.filter((line) => line.shipmentId === row.shipmentId).map((line) => line.itemUniqueId),
    events: events
      .filter((event) => event.shipmentId === row.shipmentId)
      .map((event) => {
        const eventStatus = trackingOf(event.status);
        return {
          status: eventStatus,
          label: TRACKING_LABELS[eventStatus],
          description: event.description,
          location: event.location,
          at: event.at,
          atText: formatOrderDate(event.at),
        };
      }),
  };
}

/** The view's money, from the order's ledger rows. */
function moneyView(row: OrderRow, entries: readonly LedgerRow[]) {
  const money = moneyOf(entries);
  return {
    capturedCents: money.capturedCents,
    cardReleasedCents: money.creditedCents - money.refundedCents,
    cardRefundedCents: money.cardRefundedCents,
    giftCardRefundedCents: money.giftCardRefundedCents,
    netTotalCents: row.grandTotalCents - money.creditedCents,
    payments: paymentLinesOf(entries, row.cardLast4),
  };
}

function orderView(
  row: OrderRow,
  details: {
    lines: readonly LineRow[];
    shipments: readonly ShipmentRow[];
    events: readonly EventRow[];
    ledger: readonly LedgerRow[];
  },
  now: Date,
): OrderView {
  const { lines: lineRows, shipments: shipmentRows, events: eventRows } = details;
  const views = shipmentRows.map((shipment) => shipmentView(shipment, eventRows, lineRows));
  const trackingById = new Map(views.map((view) => [view.shipmentId, view.status]));
  const lines = lineRows.map((line): OrderLineView => {
    const status = itemStatusOf(line.status);
    const tracking = line.shipmentId ? (trackingById.get(line.shipmentId) ?? null) : null;
    const { orderId: _order, gcCustomization, cancelledAt: _at, glProductGroupType: _group, ...kept } = line;
    return {
      ...kept,
      recipientName: gcCustomization?.recipientName ?? null,
      status,
      statusWords: itemStatusWords(status, tracking),
      productUrl: `/product/stockId/${line.stockId}`,
      imageUrl: imageUrl(line.styleId, "MAIN", "thumbnail"),
      ...lineFlags(
        {
          status,
          tracking,
          isGiftCard: line.isGiftCard,
          isEgc: line.isEgc,
          placedAt: row.returnWindowFrom ?? row.placedAt,
          returnAttempts: line.returnAttempts,
          isReplacement: line.exchangeOfItemUniqueId !== null,
        },
        now,
      ),
    };
  });
  const status = orderStatusOf(lines.map((line) => line.status));
  // Delivered once every line that was to be delivered was: cancelled lines and e-Gift Cards aside.
  const shipped = lines.filter((line) => !line.isEgc && !CANCELLED_STATUSES.has(line.status));
  const delivered = shipped.length > 0 && shipped.every((line) => line.statusWords === "delivered");
  const {
    idempotencyKey: _key,
    purchaseVersion: _version,
    status: _status,
    digitalOrderId: _digital,
    ...kept
  } = row;
  return {
    ...kept,
    ...moneyView(
      row,
      details.ledger.filter((entry) => entry.orderId === row.orderId),
    ),
    status,
    statusWords: delivered ? "delivered" : itemStatusWords(status, null),
    placedAtText: formatOrderDate(row.placedAt),
    lines,
    shipments: views,
  };
}

/** The lines, shipments and tracking of some orders, read one after another (a transaction has one connection). */
async function detailsOf(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return { lines: [], shipments: [], events: [], ledger: [] };
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.lineNumber));
  const shipmentRows = await db
    .select()
    .from(shipments)
    .where(inArray(shipments.orderId, [...orderIds]))
    .orderBy(asc(shipments.shippedAt));
  const events =
    shipmentRows.length === 0
      ? []
      : await db
          .select()
          .from(shipmentEvents)
          .where(
            inArray(
              shipmentEvents.shipmentId,
              shipmentRows.map((shipment) => shipment.shipmentId),
            ),
          )
          .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.eventId));
  const ledger = await db
    .select()
    .from(paymentLedger)
    .where(inArray(paymentLedger.orderId, [...orderIds]))
    .orderBy(asc(paymentLedger.entryId));
  return { lines, shipments: shipmentRows, events, ledger };
}

/** Whose order may be read: a customer's own, or (a guest's emailed link) the one order its token opens. */
export type OrderReader = { customerId: number } | { orderId: string };

/**
 * One order as its reader may see it: null when it is not theirs (another customer's order reads
 * as no order at all, never as forbidden).
 */
export async function getOrderView(
  db: Db,
  reader: OrderReader,
  orderId: string,
  now: Date,
): Promise<OrderView | null> {
  orderId = normaliseOrderId(orderId);
  const owner =
    "customerId" in reader ? eq(orders.customerId, reader.customerId) : eq(orders.orderId, reader.orderId);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), owner));
  if (!row) return null;
  return orderView(row, await detailsOf(db, [row.orderId]), now);
}

/** A customer's order by the purchase that placed it (GET /v2/ordersByPurchaseId). */
export async function getOrderViewByPurchase(
  db: Db,
  customerId: number,
  purchaseId: string,
  now: Date,
): Promise<OrderView | null> {
  const [row] = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.purchaseId, purchaseId)));
  return row ? getOrderView(db, { customerId }, row.orderId, now) : null;
}

export interface OrderQuery {
  pageSize?: number;
  /** From 1. */
  pageNum?: number;
  /** Placed at or after. */
  gteDate?: Date;
  /** Placed at or before. */
  lteDate?: Date;
  /** An order number (or its start), or words of a product or brand name. */
  search?: string;
}

export interface OrderPage {
  orders: OrderView[];
  pageNum: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

/** LIKE's own characters taken literally: a search for '50%' finds '50%', not everything. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The search's condition: the order number (digits, dashes optional), or a line's product or brand. */
function searchCondition(search: string): SQL | undefined {
  const words = search.trim();
  if (words === "") return undefined;
  const digits = words.replaceAll("-", "");
  const byNumber = /^\d+$/.test(digits)
    ? sql`replace(${orders.orderId}, '-', '') like ${`${digits}%`}`
    : undefined;
  const pattern = `%${likeLiteral(words)}%`;
  const byLine = sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.orderId} and (${ilike(orderLines.productName, pattern)} or ${ilike(orderLines.brandName, pattern)}))`;
  return byNumber ? or(byNumber, byLine) : byLine;
}

/**
 * A customer's orders, newest first (GET /v3/orders, /orders): page by page (10 a page, page 1 by
 * default), within the dates asked, matching the search. A page past the last is empty.
 */
export async function listOrderViews(
  db: Db,
  customerId: number,
  query: OrderQuery,
  now: Date,
): Promise<OrderPage> {
  const pageSize = Math.min(Math.max(query.pageSize ?? ORDER_PAGE_SIZE, 1), MAX_ORDER_PAGE_SIZE);
  const pageNum = Math.max(query.pageNum ?? 1, 1);
  const where = and(
    eq(orders.customerId, customerId),
    query.gteDate ? gte(orders.placedAt, query.gteDate) : undefined,
    query.lteDate ? lte(orders.placedAt, query.lteDate) : undefined,
    query.search === undefined ? undefined : searchCondition(query.search),
  );
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const totalCount = Number(total?.n ?? 0);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.placedAt), desc(orders.orderId))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const details = await detailsOf(
    db,
    rows.map((row) => row.orderId),
  );
  return {
    orders: rows.map((row) =>
      orderView(
        row,
        {
          lines: details.lines.filter((line) => line.orderId === row.orderId),
          shipments: details.shipments.filter((shipment) => shipment.orderId === row.orderId),
          events: details.events,
          ledger: details.ledger,
        },
        now,
      ),
    ),
    pageNum,
    pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
  };
}
