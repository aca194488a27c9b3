import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { isAppError } from "../../../modules/core/index.ts";
import {
  chosenLines,
  RETURN_FORM_MESSAGES,
  ReturnFlowForm,
  type ReturnFormStep,
  ReturnStartQuery,
} from "../../../modules/returns/forms.ts";
import { returnableItems, submitReturn } from "../../../modules/returns/index.server.ts";
import {
  type LabelType,
  RETURN_ANSWERS,
  RETURN_REASONS,
  type ReturnReason,
  type TransportOption,
  transportOptionsFor,
} from "../../../modules/returns/index.ts";
import { requireCustomer } from "../auth.server.ts";
import { notFoundOr, returnNotFound } from "./return-access.server.ts";
import { type ReturnDone, returnDone } from "./return-done.server.ts";
import { startReturnPath } from "./return-paths.ts";
import { type ShownReturnItem, type StartableItem, startableItem } from "./shown-return.server.ts";

export interface ReturnFlowData {
  /** The form's address: /return with the page's query, so each step posts back to the same list. */
  action: string;
  orderId: string | null;
  /** The item the page was opened for: checked at first. */
  checkedItemUniqueId: string | null;
  /** The order's items (or the recent delivered ones), those that may go back and those that may not. */
  items: StartableItem[];
}

/** An item chosen, with the reason given. */
export interface ChosenItem extends ShownReturnItem {
  reason: ReturnReason;
  reasonWords: string;
}

/** What a post answers: the step to show next (or again, refused), with the choices so far; or DONE. */
export type ReturnFlowReply =
  | { step: "SELECT_RETURN_ITEMS"; result: SubmissionResult<string[]> }
  | {
      step: "SELECT_TRANSPORT" | "REVIEW";
      /** A refusal of this very step (its words), null when the step is new. */
      result: SubmissionResult<string[]> | null;
      chosen: ChosenItem[];
      options: TransportOption[];
      labelType: LabelType | null;
    }
  | { step: "DONE"; done: ReturnDone };

/** The page's query read (a malformed order or item id: the 404 page) and its items listed. */
async function flowOf(
  request: Request,
  context: AppLoadContext,
  customerId: number,
): Promise<ReturnFlowData> {
  const url = new URL(request.url);
  const query = parseWithZod(url.searchParams, { schema: ReturnStartQuery });
  if (query.status !== "success") returnNotFound(RETURN_ANSWERS.itemNotFound);
  const { orderId, itemUniqueId } = query.value;
  const items = (
    await returnableItems(context.db, customerId, orderId ?? null, context.now()).catch(notFoundOr)
  ).map(startableItem);
  if (itemUniqueId !== undefined && !items.some((item) => item.itemUniqueId === itemUniqueId)) {
    returnNotFound(RETURN_ANSWERS.itemNotFound);
  }
  return {
    action: startReturnPath({ orderId, itemUniqueId }),
    orderId: orderId ?? null,
    checkedItemUniqueId: itemUniqueId ?? null,
    items,
  };
}

/**
 * /return (spec 2: the returns flow, SELECT_RETURN_ITEMS to DONE): the signed-in customer's items
 * of an order (?orderId=), or of their recent delivered orders, one pre-checked (?itemUniqueId=).
 * An order or item that is not theirs, or not an id at all: the 404 page.
 */
export async function loadReturnFlow(request: Request, context: AppLoadContext): Promise<ReturnFlowData> {
  const { customerId } = await requireCustomer(request, context);
  return flowOf(request, context, customerId);
}

/** The first step again, refused with these words above the list. */
const itemsRefused = (result: SubmissionResult<string[]>, status: number) =>
  data<ReturnFlowReply>({ step: "SELECT_RETURN_ITEMS", result }, { status });

/** The items chosen in a post whose later step was refused, read by the first step's rules; null if they fail them too. */
function chosenBefore(formData: FormData) {
  const first = new FormData();
  for (const [name, value] of formData) if (name !== "step") first.append(name, value);
  first.set("step", "SELECT_RETURN_ITEMS");
  const earlier = parseWithZod(first, { schema: ReturnFlowForm });
  return earlier.status === "success" ? chosenLines(earlier.value) : null;
}

/**
 * POST /return: one step of the flow, checked by the same schema as in the browser. The items must
 * be on the page's list and free to go back (else the first step again, with the item's words);
 * the way back one offered for that many items; the review submits the return (submitReturn), whose
 * refusals come back in the module's words ('This item already has a return on its way.').
 */
export async function returnFlowAction(request: Request, context: AppLoadContext) {
  const { customerId } = await requireCustomer(request, context);
  const flow = await flowOf(request, context, customerId);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ReturnFlowForm });
  if (submission.status !== "success") {
    const step = formData.get("step");
    const chosen = step === "SELECT_TRANSPORT" || step === "REVIEW" ? chosenBefore(formData) : null;
    if (chosen === null || (step !== "SELECT_TRANSPORT" && step !== "REVIEW")) {
      return itemsRefused(submission.reply(), 400);
    }
    return data<ReturnFlowReply>(
      { ...laterStep(step, flow, chosen, null), result: submission.reply() },
      { status: 400 },
    );
  }
  const { value } = submission;
  const chosen = chosenLines(value);
  for (const { itemUniqueId } of chosen) {
    const item = flow.items.find((candidate) => candidate.itemUniqueId === itemUniqueId);
    // The review's submit checks again, under the orders' locks, with the module's own words.
    if (value.step !== "REVIEW" && !item?.eligible) {
      const words = item?.ineligibleWords ?? RETURN_FORM_MESSAGES.item;
      return itemsRefused(submission.reply({ formErrors: [words] }), 400);
    }
  }
  if (value.step === "SELECT_RETURN_ITEMS") {
    return data<ReturnFlowReply>(laterStep("SELECT_TRANSPORT", flow, chosen, null));
  }
  const offered = transportOptionsFor(chosen.length).some((option) => option.labelType === value.labelType);
  if (!offered) {
    return data<ReturnFlowReply>(
      {
        ...laterStep("SELECT_TRANSPORT", flow, chosen, null),
        result: submission.reply({ fieldErrors: { labelType: [RETURN_ANSWERS.labelUnavailable] } }),
      },
      { status: 400 },
    );
  }
  if (value.step === "SELECT_TRANSPORT") {
    return data<ReturnFlowReply>(laterStep("REVIEW", flow, chosen, value.labelType));
  }
  try {
    const created = await submitReturn(
      context,
      customerId,
      { items: chosen, labelType: value.labelType },
      context.now(),
    );
    return data<ReturnFlowReply>({ step: "DONE", done: await returnDone(context, customerId, created) });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data<ReturnFlowReply>(
      {
        ...laterStep("REVIEW", flow, chosen, value.labelType),
        result: submission.reply({ formErrors: [error.message] }),
      },
      { status: error.status },
    );
  }
}

/** The transport or review step for the items chosen (as the page's list shows them). */
function laterStep(
  step: Exclude<ReturnFormStep, "SELECT_RETURN_ITEMS">,
  flow: ReturnFlowData,
  chosen: readonly { itemUniqueId: string; reason: ReturnReason }[],
  labelType: LabelType | null,
) {
  return {
    step,
    result: null,
    chosen: chosen.flatMap(({ itemUniqueId, reason }) => {
      const item = flow.items.find((candidate) => candidate.itemUniqueId === itemUniqueId);
      if (!item) return [];
      const { placedAtText: _p, eligible: _e, inOpenReturn: _o, ineligibleWords: _w, ...shown } = item;
      return [{ ...shown, reason, reasonWords: RETURN_REASONS[reason] }];
    }),
    options: transportOptionsFor(chosen.length),
    labelType,
  };
}
