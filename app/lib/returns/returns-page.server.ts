import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { RETURN_FORM_MESSAGES, ReturnsListQuery } from "../../../modules/returns/forms.ts";
import { listReturnViews, returnableItems } from "../../../modules/returns/index.server.ts";
import { requireCustomer } from "../auth.server.ts";
import { type ShownReturn, type StartableItem, shownReturn, startableItem } from "./shown-return.server.ts";

export interface ReturnsPageData {
  /** The delivered items of the customer's recent orders, those that may go back first. */
  startable: StartableItem[];
  returns: ShownReturn[];
  pageNum: number;
  totalPages: number;
}

/**
 * /returns ('Returns') and /my-returns ('My Returns'): what may go back now, and the signed-in
 * customer's returns newest first, 10 a page (?page=; a malformed page is the 400 page).
 */
export async function loadReturnsPage(request: Request, context: AppLoadContext): Promise<ReturnsPageData> {
  const { customerId } = await requireCustomer(request, context);
  const query = parseWithZod(new URL(request.url).searchParams, { schema: ReturnsListQuery });
  if (query.status !== "success") throw data({ message: RETURN_FORM_MESSAGES.page }, { status: 400 });
  const pageNum = query.value.page ?? 1;
  const now = context.now();
  const [items, list] = await Promise.all([
    returnableItems(context.db, customerId, null, now),
    listReturnViews(context.db, context.marketplaces, customerId, pageNum),
  ]);
  // What may go back now first; the page keeps the order's own order within each group.
  const startable = items.map(startableItem).sort((a, b) => Number(b.eligible) - Number(a.eligible));
  return {
    startable,
    returns: list.returns.map((view) => shownReturn(view, context.marketplace)),
    pageNum,
    totalPages: list.totalPages,
  };
}
