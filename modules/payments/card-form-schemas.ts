import { z } from "zod";
import { ADDRESS_ID } from "../addresses/index.ts";
import {
  CARD_LIMITS,
  CARD_MESSAGES,
  cardBrand,
  cardDigits,
  checkCardNumber,
  checkExpiry,
  checkExpiryFields,
  cvvBrandError,
  cvvShapeError,
  type ExpiryCheck,
  type ExpiryFields,
} from "./card-rules.ts";

/**
 * The card forms' schemas (add a card, edit a card, and a new card's fields inside another form
 * such as express checkout's): parsed on the server and by the same schema in the browser, each
 * field's words from the card rules. Pure.
 */

/** Control characters (NUL included, which PostgreSQL's text refuses) belong in no name. */
const CONTROL = /\p{Cc}/u;

/**
 * A trimmed field with one message at most. A field left empty arrives missing (Conform), so its
 * missing words are also its wrong-type words.
 */
const textField = (missing: string, problemOf: (value: string) => string | null) =>
  z
    .string({ error: missing })
    .trim()
    .superRefine((value, context) => {
      const problem = problemOf(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });

const nameOnCard = textField(CARD_MESSAGES.nameOnCardRequired, (name) => {
  if (name === "") return CARD_MESSAGES.nameOnCardRequired;
  if (name.length > CARD_LIMITS.nameOnCard) return CARD_MESSAGES.tooLong;
  return CONTROL.test(name) ? CARD_MESSAGES.invalidInput : null;
});

/** The expiry as month and year fields (the API's); each text of at most 4 characters, or left out. */
const EXPIRY_FIELDS = z
  .object({ month: z.string().max(4).optional(), year: z.string().max(4).optional() })
  .strict();

/** The expiry's words: typed as one 'MM / YY' field (the pages' forms), or as month and year fields. */
function expiryOf(value: unknown, now: Date): ExpiryCheck {
  if (typeof value === "string") {
    const typed = value.trim();
    return typed.length > CARD_LIMITS.expiration ? { error: CARD_MESSAGES.tooLong } : checkExpiry(typed, now);
  }
  const fields = EXPIRY_FIELDS.safeParse(value);
  if (fields.success) return checkExpiryFields(fields.data, now);
  // Left empty, a form's field arrives missing (Conform): anything else that is not text is as good.
  return { error: CARD_MESSAGES.expiryIncomplete };
}

/** One schema for the expiry whichever way it came, so every card form and call says the same words. */
const expiration = (now: Date) =>
  z
    .custom<string | ExpiryFields | undefined>(() => true)
    .transform((value, context) => {
      const expiry = expiryOf(value, now);
      if (!("error" in expiry)) return expiry;
      context.addIssue({ code: "custom", message: expiry.error, path: expiry.field ? [expiry.field] : [] });
      return z.NEVER;
    });

/** The billing address by id; the select's words for any value that is not an id. */
const addressId = textField(CARD_MESSAGES.billingAddressRequired, (id) =>
  ADDRESS_ID.test(id) ? null : CARD_MESSAGES.billingAddressRequired,
);

const makeDefault = z.literal("on").optional();

/** The number and CVV as parsed so far when both are text, whichever other field failed. */
function numberAndCvv(form: unknown): { cc: string; cvv: string } | null {
  if (typeof form !== "object" || form === null || !("cc" in form) || !("cvv" in form)) return null;
  const { cc, cvv } = form;
  return typeof cc === "string" && typeof cvv === "string" ? { cc, cvv } : null;
}

/** The box is sent only when checked: the output has makeDefault only then. */
const withDefault = (makeDefault: "on" | undefined) => (makeDefault ? { makeDefault } : {});

/** A new card's own fields (the form's billing address and default box aside). */
export const newCardFields = (now: Date) => ({
  nameOnCard,
  cc: textField(CARD_MESSAGES.cardNumberRequired, (typed) =>
    typed.length > CARD_LIMITS.cc ? CARD_MESSAGES.tooLong : checkCardNumber(typed),
  ).transform(cardDigits),
  expiration: expiration(now),
  cvv: textField(CARD_MESSAGES.cvvEmpty, cvvShapeError),
});

/**
 * The CVV checked against the brand of the number beside it, as a refinement of a form holding
 * newCardFields. Runs even when another field failed, so the shopper sees every field's words at once.
 */
export const cvvForBrand = [
  (form: unknown, context: z.RefinementCtx) => {
    const typed = numberAndCvv(form);
    // Without a number the brand is not known yet: the CVV's own shape was checked above.
    if (!typed || cardDigits(typed.cc) === "" || cvvShapeError(typed.cvv)) return;
    const problem = cvvBrandError(typed.cvv, cardBrand(typed.cc));
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["cvv"] });
  },
  { when: (payload: { value: unknown }) => numberAndCvv(payload.value) !== null },
] as const;

/** The card as the payment module takes it, from newCardFields' output. */
export const typedCard = (form: {
  nameOnCard: string;
  cc: string;
  expiration: { month: number; year: number };
  cvv: string;
}) => ({
  nameOnCard: form.nameOnCard,
  cc: form.cc,
  expirationMonth: form.expiration.month,
  expirationYear: form.expiration.year,
  cvv: form.cvv,
});

/** A card as typed in a card form, checked (typedCard's output). */
export type TypedCard = ReturnType<typeof typedCard>;

/** POST of the add-card form: the CVV is checked against the brand of the number beside it. */
export function cardFormSchema(now: Date) {
  return z
    .object({ ...newCardFields(now), addressId, makeDefault })
    .superRefine(...cvvForBrand)
    .transform((form) => ({
      ...typedCard(form),
      addressId: form.addressId,
      ...withDefault(form.makeDefault),
    }));
}

export type CardFormValues = z.output<ReturnType<typeof cardFormSchema>>;

/** POST of the edit-card form: a saved card's number is not typed again, so no number and no CVV. */
export function cardEditSchema(now: Date) {
  return z.object({ nameOnCard, expiration: expiration(now), addressId, makeDefault }).transform((form) => ({
    nameOnCard: form.nameOnCard,
    expirationMonth: form.expiration.month,
    expirationYear: form.expiration.year,
    addressId: form.addressId,
    ...withDefault(form.makeDefault),
  }));
}

export type CardEditValues = z.output<ReturnType<typeof cardEditSchema>>;
