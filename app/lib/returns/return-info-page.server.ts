import type { AppLoadContext } from "react-router";
import { ITEM_UNIQUE_ID_PATTERN } from "../../../modules/orders/index.ts";
import { CONTRACT_ID_PATTERN, getReturnOfContract } from "../../../modules/returns/index.server.ts";
import { requireCustomer } from "../auth.server.ts";
import { notFoundOr, returnNotFound } from "./return-access.server.ts";
import { type ShownContract, type ShownReturn, shownContract, shownReturn } from "./shown-return.server.ts";

export interface ReturnInfoData {
  ret: ShownReturn;
  contract: ShownContract;
}

/**
 * /return-info/{contractId}/{shipmentLineItemId}: one item of one of the signed-in customer's
 * returns: its reason, the return's words, label, tracking and refund. Another's return, or an item
 * that is not the contract's: the 404 page.
 */
export async function loadReturnInfo(
  request: Request,
  context: AppLoadContext,
  contractId: string | undefined,
  itemUniqueId: string | undefined,
): Promise<ReturnInfoData> {
  const { customerId } = await requireCustomer(request, context);
  if (contractId === undefined || !CONTRACT_ID_PATTERN.test(contractId)) returnNotFound();
  if (itemUniqueId === undefined || !ITEM_UNIQUE_ID_PATTERN.test(itemUniqueId)) returnNotFound();
  const { view, contract } = await getReturnOfContract(
    context.db,
    context.marketplaces,
    customerId,
    contractId,
    itemUniqueId,
  ).catch(notFoundOr);
  return { ret: shownReturn(view, context.marketplace), contract: shownContract(contract) };
}
