import { z } from "zod";
import { ADDRESS_ID } from "../addresses/forms.ts";
import { parseCatalogId } from "../catalog/index.ts";
import { ITEM_UNIQUE_ID_PATTERN } from "../orders/index.ts";
import { RETURN_ANSWERS } from "./answers.ts";
import { type LabelType, RETURN_REASON_CODES, type ReturnReason, transportOptionsFor } from "./rules.ts";

/**
 * The exchange pages' form (spec 2 "Exchange"), one schema for the server and the browser alike:
 * the item, the size, width or colour it is swapped for, the reason, how it goes back and, when
 * another saved address was chosen, where the replacement ships. The pages carry these choices in
 * their addresses between steps (the address list and forms), so the same schema reads a query
 * too. The words are ours (the spec gives none); see docs/decisions.md.
 */

export const EXCHANGE_FORM_MESSAGES = {
  item: RETURN_ANSWERS.itemNotFound,
  stockId: "Please choose the size you want instead.",
  reason: "Please choose a reason for the exchange.",
  labelType: "Please choose how you will send the item back.",
  addressId: "Please choose a shipping address.",
} as const;

/** How an exchanged item may go back: one item's transport options (packageless ones included). */
export const EXCHANGE_LABEL_TYPES: readonly LabelType[] = transportOptionsFor(1).map(
  (option) => option.labelType,
);

/** POST /exchange (and the review's query): one item swapped for one stock item of its product. */
export const ExchangeForm = z.object({
  itemUniqueId: z
    .string({ error: EXCHANGE_FORM_MESSAGES.item })
    .regex(ITEM_UNIQUE_ID_PATTERN, { error: EXCHANGE_FORM_MESSAGES.item }),
  stockId: z
    .string({ error: EXCHANGE_FORM_MESSAGES.stockId })
    .max(10, { error: EXCHANGE_FORM_MESSAGES.stockId })
    .refine((text) => parseCatalogId(text) !== null, { error: EXCHANGE_FORM_MESSAGES.stockId }),
  reason: z.enum(RETURN_REASON_CODES as [ReturnReason, ...ReturnReason[]], {
    error: EXCHANGE_FORM_MESSAGES.reason,
  }),
  labelType: z.enum(EXCHANGE_LABEL_TYPES as [LabelType, ...LabelType[]], {
    error: EXCHANGE_FORM_MESSAGES.labelType,
  }),
  addressId: z
    .string({ error: EXCHANGE_FORM_MESSAGES.addressId })
    .regex(ADDRESS_ID, { error: EXCHANGE_FORM_MESSAGES.addressId })
    .optional(),
});
export type ExchangeFormValue = z.infer<typeof ExchangeForm>;

/** The choices an exchange page carries to the next: each the form's field as typed, when well formed. */
export type ExchangeChoices = { [K in keyof ExchangeFormValue]?: string };

const CARRIED = ["itemUniqueId", "stockId", "reason", "labelType", "addressId"] as const;

/**
 * The exchange's choices in a page's query, each kept only when the form's schema takes it (a stale
 * or tampered value is dropped, never carried on to the next page's links).
 */
export function exchangeChoicesOf(params: URLSearchParams): ExchangeChoices {
  const choices: ExchangeChoices = {};
  for (const name of CARRIED) {
    const value = params.get(name);
    if (value && ExchangeForm.shape[name].safeParse(value).success) choices[name] = value;
  }
  return choices;
}
