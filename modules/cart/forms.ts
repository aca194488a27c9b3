import { z } from "zod";
import { ASIN_PATTERN, MAX_CATALOG_ID, PRODUCT_ID_PATTERN } from "../catalog/index.ts";

/**
 * The bag page's line forms (spec 1, "Cart"), one schema with an intent: change a quantity,
 * remove, save for later, move back to the bag. Pure, for the server and the browser alike.
 */

export const BAG_FORM_MESSAGES = {
  notUnderstood: "Sorry, we could not understand that change to your bag.",
  quantity: "Please choose a quantity.",
} as const;

/** A hidden field the page wrote (stock ids are written as product ids are): wrong means a stale or tampered form. */
const stockId = z
  .string({ error: BAG_FORM_MESSAGES.notUnderstood })
  .regex(PRODUCT_ID_PATTERN, { error: BAG_FORM_MESSAGES.notUnderstood })
  .transform(Number)
  .refine((id) => id >= 1 && id <= MAX_CATALOG_ID, { error: BAG_FORM_MESSAGES.notUnderstood });

/** A quantity from the line's list (0 takes the line out); the bag's rules judge how many. */
const quantity = z
  .string({ error: BAG_FORM_MESSAGES.quantity })
  .regex(/^\d{1,9}$/, { error: BAG_FORM_MESSAGES.quantity })
  .transform(Number);

export const BagLineForm = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("quantity"), stockId, quantity }),
    z.object({ intent: z.enum(["remove", "save", "move"]), stockId }),
  ],
  { error: BAG_FORM_MESSAGES.notUnderstood },
);

/**
 * The add-to-bag form (the buy area's, posted to /cartAddItem.do without JavaScript): the stock by
 * id or by ASIN, and how many (1 when left out). Stock ids follow the bag's one rule above.
 */
export const AddToBagForm = z
  .object({
    stockId: stockId.optional(),
    asin: z
      .string({ error: BAG_FORM_MESSAGES.notUnderstood })
      .regex(ASIN_PATTERN, { error: BAG_FORM_MESSAGES.notUnderstood })
      .optional(),
    quantity: quantity.refine((count) => count >= 1, { error: BAG_FORM_MESSAGES.quantity }).default(1),
  })
  .refine((form) => form.stockId !== undefined || form.asin !== undefined, {
    error: BAG_FORM_MESSAGES.notUnderstood,
  });
