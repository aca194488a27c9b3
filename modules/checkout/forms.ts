import { z } from "zod";
import { AddressPageForm } from "../addresses/index.ts";
import {
  cvvForBrand,
  HELD_CARD_HANDLE,
  newCardFields,
  type TypedCard,
  typedCard,
} from "../payments/index.ts";
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

/** The express form's card: as typed, or the handle of the one verified and held a moment ago. */
export type ExpressCard = TypedCard | { held: string };

/** Both forms answer the same shape, whichever card they carry. */
const expressCard = (card: ExpressCard): ExpressCard => card;

/**
 * Express checkout's one form (spec 4: a first purchase): the shipping address (with the address
 * check's choice) and a new card billed to it, each field by its own page's rules and words. Both
 * become the customer's first, and so default, address and card. Once the card is verified and
 * held while the shopper answers the address check (`held`), the form carries the held card's
 * handle instead of the card's fields, and the answer is only about the address.
 */
export function expressCheckoutForm(now: Date, held = false) {
  const address = { intent: z.literal("express"), ...AddressPageForm.omit({ makeDefault: true }).shape };
  if (held) {
    return z
      .object({ ...address, heldCard: z.string().regex(HELD_CARD_HANDLE) })
      .transform(({ intent: _intent, choice, heldCard, ...typed }) => ({
        address: typed,
        choice,
        card: expressCard({ held: heldCard }),
      }));
  }
  return z
    .object({ ...address, ...newCardFields(now) })
    .superRefine(...cvvForBrand)
    .transform(({ intent: _intent, choice, nameOnCard, cc, expiration, cvv, ...typed }) => ({
      address: typed,
      choice,
      card: expressCard(typedCard({ nameOnCard, cc, expiration, cvv })),
    }));
}

/** Which express form a post is: the held card's (it names a handle) or the typed card's. */
export const holdsCard = (formData: FormData): boolean => formData.has("heldCard");

export type ExpressCheckoutValue = z.output<ReturnType<typeof expressCheckoutForm>>;
