import { z } from "zod";
import { ASIN_PATTERN, MAX_CATALOG_ID, PRODUCT_ID_PATTERN } from "../catalog/index.ts";
import { hasUnacceptableCharacter } from "../core/index.ts";
import { emailError } from "../identity/index.ts";
import {
  EGIFT_CARD_DESIGN_IDS,
  EGIFT_CARD_MESSAGES,
  GIFT_CARD_DETAIL_LIMITS,
  type GiftCardDetails,
  hasLink,
} from "./gift-card-details.ts";

/**
 * The bag page's line forms (spec 1, "Cart"), one schema with an intent: change a quantity,
 * remove, save for later, move back to the bag, move to favorites. Pure, for the server and the browser alike.
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
    z.object({ intent: z.enum(["remove", "save", "move", "favorite"]), stockId }),
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

/** One line of text a person typed (a name): trimmed, required, within its limit, no control characters or line breaks. */
function line(required: string, limit: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(limit, { error: EGIFT_CARD_MESSAGES.tooLong(limit) })
    .refine((text) => !LINE_BREAK_OR_TAB.test(text) && !hasUnacceptableCharacter(text), {
      error: EGIFT_CARD_MESSAGES.characters,
    })
    .refine((text) => !hasLink(text), { error: EGIFT_CARD_MESSAGES.noLinks });
}

const LINE_BREAK_OR_TAB = /[\t\r\n]/;

/**
 * An e-Gift Card's customisation (gift-card-details.ts): the recipient's name and email, the
 * sender's name, an optional message of up to 200 characters (line breaks kept as LF, tabs as
 * spaces) and one of the designs; every text trimmed, control characters and links refused (they
 * go out in a mail from the store's address: decision 212). The gift card
 * page's form and the bag's server code both read it with this schema.
 */
export const GiftCardDetailsSchema = z.object({
  recipientName: line(EGIFT_CARD_MESSAGES.recipientName, GIFT_CARD_DETAIL_LIMITS.recipientName),
  recipientEmail: z
    .string({ error: EGIFT_CARD_MESSAGES.recipientEmail })
    .trim()
    .refine((email) => emailError(email) === null, { error: EGIFT_CARD_MESSAGES.recipientEmail }),
  senderName: line(EGIFT_CARD_MESSAGES.senderName, GIFT_CARD_DETAIL_LIMITS.senderName),
  message: z
    .string()
    .optional()
    .transform((text) => (text ?? "").replace(/\r\n?/g, "\n").replaceAll("\t", " ").trim())
    .refine((text) => text.length <= GIFT_CARD_DETAIL_LIMITS.message, {
      error: EGIFT_CARD_MESSAGES.tooLong(GIFT_CARD_DETAIL_LIMITS.message),
    })
    .refine((text) => !hasUnacceptableCharacter(text), { error: EGIFT_CARD_MESSAGES.characters })
    .refine((text) => !hasLink(text), { error: EGIFT_CARD_MESSAGES.noLinks }),
  design: z.enum(EGIFT_CARD_DESIGN_IDS, { error: EGIFT_CARD_MESSAGES.design }),
}) satisfies z.ZodType<GiftCardDetails, unknown>;

/** The gift card page's 'Add to Bag' (POST /c/e-gift-cards): the amount's stock item and its customisation. */
export const EgiftCardForm = GiftCardDetailsSchema.extend({
  stockId: z
    .string({ error: EGIFT_CARD_MESSAGES.amount })
    .regex(PRODUCT_ID_PATTERN, { error: EGIFT_CARD_MESSAGES.amount })
    .transform(Number)
    .refine((id) => id >= 1 && id <= MAX_CATALOG_ID, { error: EGIFT_CARD_MESSAGES.amount }),
});
