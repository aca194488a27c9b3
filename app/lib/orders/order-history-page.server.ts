import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { OrderHistoryQuery } from "../../../modules/orders/forms.ts";
import { listOrderViews, type OrderView } from "../../../modules/orders/index.server.ts";
import { storeDayLastMoment, storeDayStart } from "../../../modules/orders/index.ts";
import { requireCustomer } from "../auth.server.ts";
import type { HistoryQuery } from "./order-paths.ts";

/** How many of an order's items the history shows as thumbnails (the rest are counted). */
export const HISTORY_ITEMS_SHOWN = 4;

/** An order as the history lists it: its number, date, words, total and first items. */
export interface OrderSummary {
  orderId: string;
  placedAtText: string;
  statusWords: string;
  grandTotalCents: number;
  itemCount: number;
  items: { itemUniqueId: string; name: string; imageUrl: string }[];
}

function summaryOf(order: OrderView): OrderSummary {
  return {
    orderId: order.orderId,
    placedAtText: order.placedAtText,
    statusWords: order.statusWords,
    grandTotalCents: order.grandTotalCents,
    itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    items: order.lines.slice(0, HISTORY_ITEMS_SHOWN).map((line) => ({
      itemUniqueId: line.itemUniqueId,
      name: `${line.brandName} ${line.productName}`,
      imageUrl: line.imageUrl,
    })),
  };
}

/** What the history page shows: the query as understood, its orders (none when it was refused). */
export interface OrderHistoryData {
  query: HistoryQuery;
  /** The search form's refusal (its fields' words), for the form's lastResult. */
  result: SubmissionResult<string[]> | null;
  orders: OrderSummary[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  /** The customer has orders at all (an empty search says so differently from an empty history). */
  filtered: boolean;
}

/** The query's own text, kept to refill the form (bounded: the input guard caps the URL). */
const typed = (params: URLSearchParams, name: string) => params.get(name) ?? undefined;

/**
 * /orders and /my-orders: the signed-in customer's orders, newest first, 10 a page, within the
 * dates asked (days of the store's calendar, both ends included), matching the search. A query the
 * schema refuses is answered with the form's words and a 400, and no orders.
 */
export async function loadOrderHistory(request: Request, context: AppLoadContext) {
  const { customerId } = await requireCustomer(request, context);
  const params = new URL(request.url).searchParams;
  const submission = parseWithZod(params, { schema: OrderHistoryQuery });
  if (submission.status !== "success") {
    return data<OrderHistoryData>(
      {
        query: { search: typed(params, "search"), from: typed(params, "from"), to: typed(params, "to") },
        result: submission.reply(),
        orders: [],
        pageNum: 1,
        totalPages: 0,
        totalCount: 0,
        filtered: true,
      },
      { status: 400 },
    );
  }
  const { search, from, to, page } = submission.value;
  const list = await listOrderViews(
    context.db,
    customerId,
    {
      pageNum: page ?? 1,
      search: search || undefined,
      gteDate: from ? (storeDayStart(from) ?? undefined) : undefined,
      // The end day is included: everything before the next day's midnight.
      lteDate: to ? (storeDayLastMoment(to) ?? undefined) : undefined,
    },
    context.now(),
  );
  return data<OrderHistoryData>({
    query: { search: search || undefined, from, to, page },
    result: null,
    orders: list.orders.map(summaryOf),
    pageNum: list.pageNum,
    totalPages: list.totalPages,
    totalCount: list.totalCount,
    filtered: Boolean(search || from || to),
  });
}
