import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { isAppError } from "../../../modules/core/index.ts";
import { CancelReturnForm, RmaQuery } from "../../../modules/returns/forms.ts";
import { cancelReturnItems } from "../../../modules/returns/index.server.ts";
import { RETURN_ANSWERS } from "../../../modules/returns/index.ts";
import { requireCustomer } from "../auth.server.ts";
import { type FormReply, refuseForm, refuseFormWith } from "../forms/forms.server.ts";
import { customersReturn, returnNotFound } from "./return-access.server.ts";
import { type ShownContract, shownContract } from "./shown-return.server.ts";

export interface CancelReturnData {
  rmaNumber: string;
  createdAtText: string;
  statusWords: string;
  /** The return's items that may still be called off (open, returned rather than exchanged). */
  items: ShownContract[];
  /** The carrier has it (or it is settled): too late to cancel. */
  onItsWay: boolean;
  /** Every item of it was called off. */
  cancelled: boolean;
}

/**
 * /return/cancel?rmaNumber= and /my-return/cancel?rmaNumber=: one of the signed-in customer's
 * returns, its open items to call off, or why it can no longer be. Another's return: 404.
 */
export async function loadCancelReturn(request: Request, context: AppLoadContext): Promise<CancelReturnData> {
  const { view } = await customersReturn(request, context);
  const open = view.contracts.filter((contract) => contract.state === "open" && contract.kind === "return");
  return {
    rmaNumber: view.rmaNumber,
    createdAtText: view.createdAtText,
    statusWords: view.statusWords,
    items: view.cancellable ? open.map(shownContract) : [],
    onItsWay: !view.cancellable && view.trackingStatus !== "CANCELLED",
    cancelled: view.trackingStatus === "CANCELLED",
  };
}

/** What the cancel form answers: refused (the module's words), or spec 2's confirmation. */
export interface CancelReturnReply extends FormReply {
  state: "cancelled" | "error";
  message: string | null;
}

/**
 * POST /return/cancel?rmaNumber=: the chosen items called off (cancelReturnItems). Answers the page
 * again: 'Your return has been canceled.', or 'This return is already on its way back and can no
 * longer be canceled.' (409); another's return, or an item not in it: 404.
 */
export async function cancelReturnAction(request: Request, context: AppLoadContext) {
  const { customerId } = await requireCustomer(request, context);
  const query = parseWithZod(new URL(request.url).searchParams, { schema: RmaQuery });
  if (query.status !== "success") returnNotFound();
  const submission = parseWithZod(await request.formData(), { schema: CancelReturnForm });
  if (submission.status !== "success") {
    return data<CancelReturnReply>(
      { ...refuseForm(submission).data, state: "error", message: null },
      { status: 400 },
    );
  }
  try {
    await cancelReturnItems(
      context,
      customerId,
      { rmaNumber: query.value.rmaNumber, contractIds: submission.value.contractIds },
      context.now(),
    );
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "return.not.found") returnNotFound(error.message);
    const refused = refuseFormWith(submission, error);
    return data<CancelReturnReply>(
      { ...refused.data, state: "error", message: null },
      { status: error.status },
    );
  }
  return data<CancelReturnReply>({
    result: submission.reply({ resetForm: true }),
    state: "cancelled",
    message: RETURN_ANSWERS.cancelled,
  });
}
