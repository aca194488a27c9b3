import { withoutMarty } from "../paths.ts";

/**
 * The order pages' addresses (spec 2 "Orders"): the history and its redesigned twin, an order, its
 * cancel page, an item's details and a shipment's tracking. A guest's emailed link carries the
 * order's token, and every link of its pages carries it on.
 */

/** The order history (title 'Order History') and the redesigned account's (title 'My Orders'). */
export const ORDER_AREAS = ["/orders", "/my-orders"] as const;
export type OrdersArea = (typeof ORDER_AREAS)[number];

/** Which area a page's path is in (with or without the /marty prefix). */
export function areaOf(pathname: string): OrdersArea {
  return withoutMarty(pathname).startsWith("/my-orders") ? "/my-orders" : "/orders";
}

/** The order pages' titles (spec 2 and 3); the cancel page's is ours. */
export function orderPageTitle(area: OrdersArea, page: "history" | "order" | "cancel"): string {
  if (area === "/my-orders") return "My Orders";
  return { history: "Order History", order: "Order Information", cancel: "Cancel Items" }[page];
}

const withToken = (path: string, token: string | null) =>
  token === null ? path : `${path}?${new URLSearchParams({ token })}`;

export const orderPath = (area: OrdersArea, orderId: string, token: string | null = null) =>
  withToken(`${area}/${orderId}`, token);

export const cancelPath = (area: OrdersArea, orderId: string, token: string | null = null) =>
  withToken(`${area}/${orderId}/cancel`, token);

export const itemDetailsPath = (orderId: string, itemUniqueId: string, token: string | null = null) =>
  withToken(`/item-details/${orderId}/${itemUniqueId}/`, token);

export const shipmentPath = (orderId: string, shipmentId: string, token: string | null = null) =>
  withToken(`/shipments/${orderId}/${shipmentId}`, token);

/** What the history's address keeps: the search, the dates and the page. */
export interface HistoryQuery {
  search?: string;
  from?: string;
  to?: string;
  page?: number;
}

/** The history at a page of a query (page 1 and empty parts left out). */
export function historyPath(area: OrdersArea, query: HistoryQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.page !== undefined && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${area}?${search}` : area;
}
