import { withoutMarty } from "../paths.ts";

/**
 * The returns pages' addresses (spec 2 "Returns and exchanges"): the customer's returns and the
 * redesigned account's twin, the flow, one item's return, a contract's page, the label pages and
 * the cancel pages (one per area).
 */

/** The returns list (title 'Returns') and the redesigned account's (title 'My Returns'). */
export const RETURN_AREAS = ["/returns", "/my-returns"] as const;
export type ReturnsArea = (typeof RETURN_AREAS)[number];

/** Which area a page's path is in (/my-returns and /my-return/cancel are the redesign's), with or without /marty. */
export function returnsAreaOf(pathname: string): ReturnsArea {
  return withoutMarty(pathname).startsWith("/my-return") ? "/my-returns" : "/returns";
}

/** The returns pages' titles: spec 2's for the lists; the cancel page's is ours. */
export function returnsPageTitle(area: ReturnsArea, page: "list" | "cancel"): string {
  if (area === "/my-returns") return "My Returns";
  return page === "list" ? "Returns" : "Cancel Return";
}

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : "";
};

/** The list at a page (page 1 left out). */
export const returnsListPath = (area: ReturnsArea, page = 1) =>
  `${area}${query({ page: page > 1 ? String(page) : undefined })}`;

/** The return flow, for an order or an item (pre-checked). */
export const startReturnPath = (params: { orderId?: string; itemUniqueId?: string } = {}) =>
  `/return${query(params)}`;

/** The order page's way into the flow (spec 2's /returnInitiate), which sends on to /return. */
export const returnInitiatePath = (orderId: string, itemUniqueId: string) =>
  `/returnInitiate${query({ orderId, itemUniqueId })}`;

export const returnItemPath = (itemUniqueId: string) => `/return-item${query({ itemUniqueId })}`;

export const returnInfoPath = (contractId: string, itemUniqueId: string) =>
  `/return-info/${contractId}/${itemUniqueId}`;

/** The cancel page of a return, in the area it was opened from. */
export const cancelReturnPath = (area: ReturnsArea, rmaNumber: string) =>
  `${area === "/my-returns" ? "/my-return" : "/return"}/cancel${query({ rmaNumber })}`;

export const createLabelPath = (rmaNumber: string) => `/create-label${query({ rmaNumber })}`;

export const uspsLabelPath = (rmaNumber: string) => `/uspsLabelDisplay${query({ rmaNumber })}`;
