import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { isAppError } from "../../../modules/core/index.ts";
import { orderIdOfItem } from "../../../modules/orders/index.ts";
import { ReturnItemForm, ReturnStartQuery } from "../../../modules/returns/forms.ts";
import { listReturnViews, returnableItems, submitReturn } from "../../../modules/returns/index.server.ts";
import { RETURN_ANSWERS, type TransportOption, transportOptionsFor } from "../../../modules/returns/index.ts";
import { requireCustomer } from "../auth.server.ts";
import { type FormReply, refuseForm, refuseFormWith } from "../forms/forms.server.ts";
import { notFoundOr, returnNotFound } from "./return-access.server.ts";
import { type ReturnDone, returnDone } from "./return-done.server.ts";
import { returnInfoPath, returnItemPath } from "./return-paths.ts";
import { type StartableItem, startableItem } from "./shown-return.server.ts";

export interface ReturnItemPageData {
  action: string;
  item: StartableItem;
  /** How one item may travel back (offered when it may go back). */
  options: TransportOption[];
  /** The return it is in, when it is in one that is open. */
  openReturnHref: string | null;
}

/** How many of the customer's return pages (newest first) are read to find an item's open return. */
const RETURN_PAGES_SEARCHED = 5;

/** The page of the open return holding an item, among the customer's recent returns. */
async function openReturnOf(context: AppLoadContext, customerId: number, itemUniqueId: string) {
  for (let page = 1; page <= RETURN_PAGES_SEARCHED; page += 1) {
    const list = await listReturnViews(context.db, context.marketplaces, customerId, page);
    for (const view of list.returns) {
      const contract = view.contracts.find((c) => c.item.itemUniqueId === itemUniqueId && c.state === "open");
      if (contract) return returnInfoPath(contract.contractId, itemUniqueId);
    }
    if (page >= list.totalPages) break;
  }
  return null;
}

/** The page's item (?itemUniqueId=), the signed-in customer's, with whether it may go back. Else 404. */
async function itemOf(request: Request, context: AppLoadContext, customerId: number) {
  const query = parseWithZod(new URL(request.url).searchParams, { schema: ReturnStartQuery });
  const itemUniqueId = query.status === "success" ? query.value.itemUniqueId : undefined;
  const orderId = itemUniqueId === undefined ? null : orderIdOfItem(itemUniqueId);
  if (itemUniqueId === undefined || orderId === null) returnNotFound(RETURN_ANSWERS.itemNotFound);
  const items = await returnableItems(context.db, customerId, orderId, context.now()).catch(notFoundOr);
  const item = items.find((candidate) => candidate.itemUniqueId === itemUniqueId);
  if (!item) returnNotFound(RETURN_ANSWERS.itemNotFound);
  return startableItem(item);
}

/**
 * /return-item?itemUniqueId= ('Return Item'): one item of the signed-in customer's, whether it may
 * go back (and why not), the way to return it in one form, or the return it is in already.
 */
export async function loadReturnItem(request: Request, context: AppLoadContext): Promise<ReturnItemPageData> {
  const { customerId } = await requireCustomer(request, context);
  const item = await itemOf(request, context, customerId);
  return {
    action: returnItemPath(item.itemUniqueId),
    item,
    options: transportOptionsFor(1),
    openReturnHref: item.inOpenReturn ? await openReturnOf(context, customerId, item.itemUniqueId) : null,
  };
}

/** What the item's form answers: refused (its words), or the flow's DONE. */
export interface ReturnItemReply extends FormReply {
  done: ReturnDone | null;
}

/**
 * POST /return-item: the item returned with the reason and the way back chosen (submitReturn, as the
 * flow's review does): DONE, or the module's words ('This item already has a return on its way.').
 */
export async function returnItemAction(request: Request, context: AppLoadContext) {
  const { customerId } = await requireCustomer(request, context);
  const item = await itemOf(request, context, customerId);
  const submission = parseWithZod(await request.formData(), { schema: ReturnItemForm });
  if (submission.status !== "success")
    return data<ReturnItemReply>({ ...refuseForm(submission).data, done: null }, { status: 400 });
  const { reason, labelType } = submission.value;
  try {
    const created = await submitReturn(
      context,
      customerId,
      { items: [{ itemUniqueId: item.itemUniqueId, reason }], labelType },
      context.now(),
    );
    return data<ReturnItemReply>({
      result: submission.reply({ resetForm: true }),
      done: await returnDone(context, customerId, created),
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    const refused = refuseFormWith(submission, error);
    return data<ReturnItemReply>({ ...refused.data, done: null }, { status: error.status });
  }
}
