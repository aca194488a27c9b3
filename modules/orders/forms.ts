import { z } from "zod";
import { hasUnacceptableCharacter } from "../core/index.ts";
import { storeDayStart } from "./delivery-countdown.ts";
import { ITEM_UNIQUE_ID_PATTERN } from "./order-id.ts";
import { CANCEL_REASON_CODES, type CancelReason } from "./statuses.ts";

/**
 * The order pages' forms (spec 2 "Orders"), one schema each, for the server and the browser alike:
 * the order history's search (a GET form: search words, a date range, the page), the cancel
 * page's items and reason, and the order page's choice of another card. The words are ours (the
 * spec gives none); see docs/decisions.md.
 */

export const ORDER_FORM_MESSAGES = {
  date: "Please enter a date as YYYY-MM-DD.",
  range: "The end date must be on or after the start date.",
  search: "Please search with at most 100 characters.",
  page: "That page does not exist.",
  items: "Please choose at least one item to cancel.",
  item: "That item is not part of this order.",
  reason: "Please choose a reason for the cancellation.",
  card: "Please choose a card.",
} as const;

/** The longest search the order history takes (an order number is 19 characters). */
export const MAX_ORDER_SEARCH = 100;
/** At most this many items in one cancellation (more than any order holds). */
export const MAX_CANCEL_ITEMS = 100;

/** A store date typed or picked: 'YYYY-MM-DD', a real calendar day from 1970. */
const storeDate = z
  .string({ error: ORDER_FORM_MESSAGES.date })
  .refine((text) => storeDayStart(text) !== null, { error: ORDER_FORM_MESSAGES.date });

/**
 * The order history's query (/orders?search=&from=&to=&page=): every part optional; the dates are
 * days of the store's calendar, `to` not before `from`; the page a whole number from 1.
 */
export const OrderHistoryQuery = z
  .object({
    search: z
      .string({ error: ORDER_FORM_MESSAGES.search })
      .trim()
      .max(MAX_ORDER_SEARCH, { error: ORDER_FORM_MESSAGES.search })
      .refine((text) => !hasUnacceptableCharacter(text), { error: ORDER_FORM_MESSAGES.search })
      .optional(),
    from: storeDate.optional(),
    to: storeDate.optional(),
    page: z
      .string({ error: ORDER_FORM_MESSAGES.page })
      .regex(/^\d{1,6}$/, { error: ORDER_FORM_MESSAGES.page })
      .transform(Number)
      .refine((page) => page >= 1, { error: ORDER_FORM_MESSAGES.page })
      .optional(),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    error: ORDER_FORM_MESSAGES.range,
    path: ["to"],
  });
export type OrderHistoryQueryValue = z.infer<typeof OrderHistoryQuery>;

/** The cancel page's form: the items chosen (their itemUniqueIds) and one of spec 2's reasons. */
export const CancelItemsForm = z.object({
  items: z
    .array(
      z
        .string({ error: ORDER_FORM_MESSAGES.item })
        .regex(ITEM_UNIQUE_ID_PATTERN, { error: ORDER_FORM_MESSAGES.item }),
      { error: ORDER_FORM_MESSAGES.items },
    )
    .min(1, { error: ORDER_FORM_MESSAGES.items })
    .max(MAX_CANCEL_ITEMS, { error: ORDER_FORM_MESSAGES.item }),
  reason: z.enum(CANCEL_REASON_CODES as [CancelReason, ...CancelReason[]], {
    error: ORDER_FORM_MESSAGES.reason,
  }),
});
export type CancelItemsValue = z.infer<typeof CancelItemsForm>;

/** The order page's card form, for an order waiting for another card: one of the customer's saved cards. */
export const UpdatePaymentForm = z.object({
  paymentInstrumentId: z
    .string({ error: ORDER_FORM_MESSAGES.card })
    .regex(/^\d{1,15}$/, { error: ORDER_FORM_MESSAGES.card }),
});
