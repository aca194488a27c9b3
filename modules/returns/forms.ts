import { z } from "zod";
import { ITEM_UNIQUE_ID_PATTERN, ORDER_ID_PATTERN } from "../orders/index.ts";
import { LABEL_TYPES, type LabelType, RETURN_REASON_CODES, type ReturnReason } from "./rules.ts";

/**
 * The returns pages' forms and queries (spec 2 "Returns and exchanges"), one schema each, for the
 * server and the browser alike: the returns list's page, the return flow's query and its steps, one
 * item's return, cancelling a return and printing a posted label instead. The words are ours.
 */

export const RETURN_FORM_MESSAGES = {
  page: "That page does not exist.",
  orderId: "That is not an order number.",
  item: "That item is not one you can return here.",
  items: "Please choose at least one item to return.",
  duplicate: "Each item can be returned once per request.",
  reason: "Please choose a reason for returning this item.",
  labelType: "Please choose how to send your return back.",
  contracts: "Please choose at least one item to cancel.",
  contract: "That item is not part of this return.",
  rmaNumber: "That is not a return number.",
} as const;

/** The address forms of a return's RMA number and contract id (as api.server.ts's RMA_PATTERN, CONTRACT_ID_PATTERN). */
export const RMA_NUMBER_FORM = /^RMA-\d{10}$/;
export const CONTRACT_ID_FORM = /^\d{12}$/;

/** At most this many items in one return (more than a return page lists). */
export const MAX_RETURN_ITEMS = 50;

const itemUniqueId = z
  .string({ error: RETURN_FORM_MESSAGES.item })
  .regex(ITEM_UNIQUE_ID_PATTERN, { error: RETURN_FORM_MESSAGES.item });
const reason = z.enum(RETURN_REASON_CODES as [ReturnReason, ...ReturnReason[]], {
  error: RETURN_FORM_MESSAGES.reason,
});
const labelType = z.enum(LABEL_TYPES as unknown as [LabelType, ...LabelType[]], {
  error: RETURN_FORM_MESSAGES.labelType,
});
export const rmaNumber = z
  .string({ error: RETURN_FORM_MESSAGES.rmaNumber })
  .regex(RMA_NUMBER_FORM, { error: RETURN_FORM_MESSAGES.rmaNumber });

/** /returns?page= and /my-returns?page=: a whole number from 1. */
export const ReturnsListQuery = z.object({
  page: z
    .string({ error: RETURN_FORM_MESSAGES.page })
    .regex(/^\d{1,6}$/, { error: RETURN_FORM_MESSAGES.page })
    .transform(Number)
    .refine((page) => page >= 1, { error: RETURN_FORM_MESSAGES.page })
    .optional(),
});

/** /return?orderId=&itemUniqueId= and /returnInitiate: an order (spec 2's two forms), an item to check. */
export const ReturnStartQuery = z.object({
  orderId: z
    .string({ error: RETURN_FORM_MESSAGES.orderId })
    .regex(ORDER_ID_PATTERN, { error: RETURN_FORM_MESSAGES.orderId })
    .optional(),
  itemUniqueId: itemUniqueId.optional(),
});
export type ReturnStartQueryValue = z.infer<typeof ReturnStartQuery>;

/** One item of the flow's list: its id, whether it is chosen, and why it goes back. */
const ReturnLine = z.object({
  itemUniqueId,
  selected: z.boolean().optional(),
  reason: reason.optional(),
});

/** The chosen lines: at least one, each once, each with a reason. */
const ReturnLines = z
  .array(ReturnLine, { error: RETURN_FORM_MESSAGES.items })
  .max(MAX_RETURN_ITEMS, { error: RETURN_FORM_MESSAGES.item })
  .superRefine((lines, ctx) => {
    if (!lines.some((line) => line.selected)) {
      ctx.addIssue({ code: "custom", message: RETURN_FORM_MESSAGES.items });
    }
    if (new Set(lines.map((line) => line.itemUniqueId)).size !== lines.length) {
      ctx.addIssue({ code: "custom", message: RETURN_FORM_MESSAGES.duplicate });
    }
    lines.forEach((line, index) => {
      if (line.selected && line.reason === undefined) {
        ctx.addIssue({ code: "custom", message: RETURN_FORM_MESSAGES.reason, path: [index, "reason"] });
      }
    });
  });

/** The return flow's steps before DONE (spec 2: it starts at SELECT_RETURN_ITEMS). */
export const RETURN_FORM_STEPS = ["SELECT_RETURN_ITEMS", "SELECT_TRANSPORT", "REVIEW"] as const;
export type ReturnFormStep = (typeof RETURN_FORM_STEPS)[number];

/**
 * The /return form, one schema for its steps (the step it answers is a hidden field): the items and
 * their reasons; then how the box travels; then the review that submits. The later steps carry the
 * earlier choices in hidden fields, so it works without JavaScript.
 */
export const ReturnFlowForm = z.discriminatedUnion("step", [
  z.object({ step: z.literal("SELECT_RETURN_ITEMS"), lines: ReturnLines }),
  z.object({ step: z.literal("SELECT_TRANSPORT"), lines: ReturnLines, labelType }),
  z.object({ step: z.literal("REVIEW"), lines: ReturnLines, labelType }),
]);
export type ReturnFlowValue = z.infer<typeof ReturnFlowForm>;

/** The items chosen in a flow's value, with their reasons. */
export const chosenLines = (value: Pick<ReturnFlowValue, "lines">) =>
  value.lines.flatMap((line) =>
    line.selected && line.reason ? [{ itemUniqueId: line.itemUniqueId, reason: line.reason }] : [],
  );

/** /return-item?itemUniqueId=: the item's return in one form: why, and how it travels. */
export const ReturnItemForm = z.object({ reason, labelType });

/** /return/cancel: the open items of the return to call off. */
export const CancelReturnForm = z.object({
  contractIds: z
    .array(
      z
        .string({ error: RETURN_FORM_MESSAGES.contract })
        .regex(CONTRACT_ID_FORM, { error: RETURN_FORM_MESSAGES.contract }),
      { error: RETURN_FORM_MESSAGES.contracts },
    )
    .min(1, { error: RETURN_FORM_MESSAGES.contracts })
    .max(MAX_RETURN_ITEMS, { error: RETURN_FORM_MESSAGES.contract }),
});

/** /create-label: the return whose posted label becomes one printed now. */
export const PrintLabelForm = z.object({ rmaNumber });

/** The return a label page, the cancel page and /create-label are about (?rmaNumber=). */
export const RmaQuery = z.object({ rmaNumber });

// Exchange pages (/exchange and its address steps).
export {
  EXCHANGE_FORM_MESSAGES,
  EXCHANGE_LABEL_TYPES,
  type ExchangeChoices,
  ExchangeForm,
  type ExchangeFormValue,
  exchangeChoicesOf,
} from "./exchange-forms.ts";
