import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, redirect } from "react-router";
import { isAppError } from "../../../modules/core/index.ts";
import { PrintLabelForm } from "../../../modules/returns/forms.ts";
import { printLabelInstead } from "../../../modules/returns/index.server.ts";
import { labelPath } from "../../../modules/returns/index.ts";
import { requireCustomer } from "../auth.server.ts";
import { type FormReply, refuseForm, refuseFormWith } from "../forms/forms.server.ts";
import { customersReturn, returnNotFound } from "./return-access.server.ts";
import { createLabelPath } from "./return-paths.ts";
import { labelHrefOf } from "./shown-return.server.ts";

export interface CreateLabelData {
  action: string;
  rmaNumber: string;
  statusWords: string;
  /** The label is posted and the return still waits: it may be printed now instead. */
  labelMailed: boolean;
  /** Its label to print, when it has one already. */
  labelHref: string | null;
}

/**
 * /create-label?rmaNumber= ('Print a Label'): a signed-in customer's return whose label was to be
 * posted (MAIL), with the offer to print one now; a return whose label prints already links to it.
 * Another's return: 404.
 */
export async function loadCreateLabel(request: Request, context: AppLoadContext): Promise<CreateLabelData> {
  const { view } = await customersReturn(request, context);
  return {
    action: createLabelPath(view.rmaNumber),
    rmaNumber: view.rmaNumber,
    statusWords: view.statusWords,
    labelMailed: view.labelType === "MAIL" && view.trackingStatus === "DROPOFF_PENDING",
    labelHref: labelHrefOf(view, context.marketplace),
  };
}

/**
 * POST /create-label: the return's label printed now instead of posted (printLabelInstead), then
 * 303 to the label. Refused (printed already, on its way, cancelled): the words, 409; another's: 404.
 */
export async function createLabelAction(request: Request, context: AppLoadContext) {
  const { customerId } = await requireCustomer(request, context);
  const submission = parseWithZod(await request.formData(), { schema: PrintLabelForm });
  if (submission.status !== "success") return refuseForm(submission);
  try {
    await printLabelInstead(context, customerId, submission.value.rmaNumber, context.now());
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.status === 404) returnNotFound(error.message);
    return refuseFormWith(submission, error);
  }
  return redirect(labelPath(submission.value.rmaNumber), 303);
}

export type CreateLabelReply = FormReply;
