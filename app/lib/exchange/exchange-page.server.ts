import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { imageUrl, parseCatalogId } from "../../../modules/catalog/index.ts";
import { isAppError } from "../../../modules/core/index.ts";
import type { AddressSnapshot } from "../../../modules/orders/index.server.ts";
import {
  type ExchangeChoices,
  ExchangeForm,
  type ExchangeFormValue,
  exchangeChoicesOf,
} from "../../../modules/returns/forms.ts";
import {
  EXCHANGE_ANSWERS,
  type ExchangePreview,
  submitExchange,
} from "../../../modules/returns/index.server.ts";
import {
  RETURN_REASONS,
  type ReturnPageStep,
  TRANSPORT_OPTIONS,
  transportOptionsFor,
} from "../../../modules/returns/index.ts";
import { requireCustomer } from "../auth.server.ts";
import { type FormReply, refuseForm, refuseFormWith } from "../forms/forms.server.ts";
import {
  chosenShipTo,
  EXCHANGE_STEPS,
  exchangeNotFound,
  exchangePreviewFor,
  exchangeServices,
  savedShipTo,
} from "./exchange-access.server.ts";
import { type OfferedChoices, offeredChoices, sizeWords } from "./exchange-choices.ts";
import { type ExchangeDoneData, loadExchangeDone } from "./exchange-done.server.ts";
import { exchangeDonePath, REVIEW_STEP } from "./exchange-paths.ts";

/** The item being exchanged, as the page shows it. */
export interface ExchangeItem {
  itemUniqueId: string;
  orderId: string;
  brandName: string;
  productName: string;
  color: string;
  size: string;
  width: string | null;
  imageUrl: string;
}

/** What the review shows before the shopper confirms. */
export interface ExchangeReview {
  value: ExchangeFormValue;
  replacement: { color: string; sizeWords: string };
  reasonWords: string;
  transport: { title: string; description: string };
}

/** /exchange for an item: its choices (step exchange_selection_step), or the review of those chosen. */
export interface ExchangeSelectionData {
  view: "select" | "review";
  step: number;
  pageStep: ReturnPageStep;
  item: ExchangeItem;
  /** Why the item cannot be exchanged (its words), and whether because of a return on its way. */
  ineligible: { words: string; openReturn: boolean } | null;
  offered: OfferedChoices;
  reasons: { code: string; words: string }[];
  transport: { labelType: string; title: string; description: string }[];
  /** Where the replacement ships: the chosen saved address, else the order's. */
  shipTo: AddressSnapshot | null;
  /** The choices so far (from the page's query), to fill the form and carry to the address steps. */
  choices: ExchangeChoices;
  /** A review the schema or the stock refused: its words on the form. */
  result: SubmissionResult<string[]> | null;
  review: ExchangeReview | null;
}

export type ExchangePageData = ExchangeSelectionData | ExchangeDoneData;

const itemOf = ({ line }: ExchangePreview["candidate"]): ExchangeItem => ({
  itemUniqueId: line.itemUniqueId,
  orderId: line.orderId,
  brandName: line.brandName,
  productName: line.productName,
  color: line.color,
  size: line.size,
  width: line.width,
  imageUrl: imageUrl(line.styleId, "MAIN", "thumbnail"),
});

/**
 * Why the chosen stock item cannot be had (the module's words), read from the choices as they are
 * now; null when it can. submitExchange checks again in its transaction: this only spares the
 * shopper a review of what is already gone.
 */
function choiceProblem(preview: ExchangePreview, stockId: number): string | null {
  const choice = preview.choices.find((c) => c.stockId === stockId);
  if (!choice) return EXCHANGE_ANSWERS.notThisProduct;
  if (choice.available) return null;
  if (choice.stockId === preview.candidate.line.stockId) return EXCHANGE_ANSWERS.sameItem;
  return choice.onHand <= 0 ? EXCHANGE_ANSWERS.outOfStock : EXCHANGE_ANSWERS.dearer;
}

function reviewOf(preview: ExchangePreview, value: ExchangeFormValue): ExchangeReview {
  const choice = preview.choices.find((c) => c.stockId === Number(value.stockId));
  const option = TRANSPORT_OPTIONS[value.labelType];
  return {
    value,
    replacement: { color: choice?.color ?? "", sizeWords: choice ? sizeWords(choice) : "" },
    reasonWords: RETURN_REASONS[value.reason],
    transport: { title: option.title, description: option.description },
  };
}

function selectionOf(
  preview: ExchangePreview,
  choices: ExchangeChoices,
  shipTo: AddressSnapshot | null,
  styleId: number | null,
): ExchangeSelectionData {
  const { line } = preview.candidate;
  return {
    view: "select",
    step: EXCHANGE_STEPS.exchange,
    pageStep: "exchange_selection_step",
    item: itemOf(preview.candidate),
    ineligible: preview.ineligibleWords
      ? { words: preview.ineligibleWords, openReturn: preview.ineligibleReason === "return-open" }
      : null,
    offered: offeredChoices(preview.choices, line, { styleId, stockId: choices.stockId }),
    reasons: Object.entries(RETURN_REASONS).map(([code, words]) => ({ code, words })),
    transport: transportOptionsFor(line.quantity).map(({ labelType, title, description }) => ({
      labelType,
      title,
      description,
    })),
    shipTo,
    choices,
    result: null,
    review: null,
  };
}

/**
 * /exchange?itemUniqueId=… (sign-in required): the customer's item with what it may be swapped for
 * (the colours in stock and the sizes of one, `styleId` choosing which);
 * with `step=review`, the choices checked by the form's schema and against the stock, then the
 * review (or the form again with the words, 400 or 409). `addressId` ships the replacement to that
 * saved address. /exchange?exchangeOrderId=… is the confirmed exchange. Another's item is a 404.
 */
export async function loadExchangePage(request: Request, context: AppLoadContext) {
  const { customerId } = await requireCustomer(request, context);
  const params = new URL(request.url).searchParams;
  const exchangeOrderId = params.get("exchangeOrderId");
  if (exchangeOrderId !== null) return loadExchangeDone(context, customerId, exchangeOrderId);
  const choices = exchangeChoicesOf(params);
  const preview = await exchangePreviewFor(context, customerId, choices.itemUniqueId);
  // `addressId` '' (or none) is the order's own address.
  const addressId = params.get("addressId");
  const shipTo = addressId ? await chosenShipTo(context, customerId, addressId) : preview.shipTo;
  // `styleId`: the colour whose sizes to show (its button in the form, a plain GET without JavaScript).
  const styleId = parseCatalogId(params.get("styleId") ?? "");
  const selection = selectionOf(preview, choices, shipTo, styleId);
  if (params.get("step") !== REVIEW_STEP || !preview.eligible) return selection;
  const submission = parseWithZod(params, { schema: ExchangeForm });
  if (submission.status !== "success") {
    return data({ ...selection, result: submission.reply() }, { status: 400 });
  }
  const problem = choiceProblem(preview, Number(submission.value.stockId));
  if (problem) {
    const result = submission.reply({ fieldErrors: { stockId: [problem] } });
    return data({ ...selection, result }, { status: 409 });
  }
  return { ...selection, view: "review" as const, review: reviewOf(preview, submission.value) };
}

/**
 * POST /exchange ('Confirm exchange'): the exchange made in one step (submitExchange: the unit
 * reserved, the free exchange order, the return label), then the confirmation (303, so a reload
 * does not post again). A refusal comes back to the form with its words (the last unit gone:
 * 'Sorry, that size is no longer available.', 409) and the choices kept.
 */
export async function exchangeAction(request: Request, context: AppLoadContext) {
  const { customerId } = await requireCustomer(request, context);
  const submission = parseWithZod(await request.formData(), { schema: ExchangeForm });
  if (submission.status !== "success") return refuseForm(submission);
  const { itemUniqueId, stockId, reason, labelType, addressId } = submission.value;
  try {
    const shipTo = addressId ? await savedShipTo(context, customerId, Number(addressId)) : null;
    const created = await submitExchange(
      exchangeServices(context),
      customerId,
      { itemUniqueId, stockId: Number(stockId), reason, labelType, shipTo },
      context.now(),
    );
    return redirect(exchangeDonePath(created.exchangeOrderId), 303);
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "return.item.not.found") exchangeNotFound(error.message);
    return refuseFormWith(submission, error);
  }
}

/** What a refused confirmation answers: the form's result, for the selection form's lastResult. */
export type ExchangeReply = FormReply;
