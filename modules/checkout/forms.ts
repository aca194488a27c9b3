import { z } from "zod";
import { PROMO_MESSAGES } from "../promotions/index.ts";

/** A saved address's, card's or line's id in a form: digits only. */
const ID = /^\d{1,15}$/;

/** The longest gift message a line may carry (the packing slip's space). */
export const MAX_GIFT_MESSAGE = 240;

/** The longest code the promo form takes (a claim code typed with dashes and spaces fits). */
export const MAX_CODE_INPUT = 64;

const id = z.string().regex(ID);

/**
 * The checkout page's forms (POST /checkout), one schema: each form names its intent. Used by the
 * page in the browser and by its action on the server, whatever the browser did.
 */
export const CheckoutForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("address"), addressId: id }),
  z.object({ intent: z.literal("payment"), paymentInstrumentId: id }),
  z.object({ intent: z.literal("speed"), shipmentSpeed: z.string().max(30) }),
  z.object({
    intent: z.literal("coupon"),
    coupon: z
      .string({ error: PROMO_MESSAGES.PROMO_MISSING })
      .trim()
      .min(1, PROMO_MESSAGES.PROMO_MISSING)
      .max(MAX_CODE_INPUT, PROMO_MESSAGES.PROMO_INVALID),
  }),
  z.object({ intent: z.literal("removeCoupon") }),
  z.object({ intent: z.literal("balance"), useGCBalance: z.enum(["on", "off"]) }),
  z.object({
    intent: z.literal("gift"),
    lineItemId: id,
    giftMessage: z
      .string()
      .max(MAX_GIFT_MESSAGE, `A gift message can be at most ${MAX_GIFT_MESSAGE} characters.`)
      .optional(),
  }),
  z.object({ intent: z.literal("removeGift"), lineItemId: id }),
  z.object({
    intent: z.literal("place"),
    purchaseId: z.string().regex(/^[0-9a-f]{24}$/),
    versionNumber: z.string().regex(/^\d{1,9}$/),
  }),
]);

export type CheckoutFormValue = z.infer<typeof CheckoutForm>;
