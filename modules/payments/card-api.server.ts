import { z } from "@hono/zod-openapi";
import { PostalAddressSchema, type SavedAddress } from "../addresses/index.server.ts";
import { countryName, postalAddressOf } from "../addresses/index.ts";
import { positiveIdSchema } from "../core/index.server.ts";
import { AppError } from "../core/index.ts";
import type { SavedCard } from "./payments.server.ts";

/** A saved card in the card calls: the bodies they take, the answer they give, a body read by the card form's schema. */

/** Longer than any field may be: the card rules give the words ('Input too long'); this bounds the body. */
const text = z.string().max(100);
/** A saved card's or address's id in a body. */
export const id = positiveIdSchema();
const monthOrYear = z.union([z.string().max(4), z.number().int().min(0).max(9999)]);

const BillingAddressSchema = z
  .object({ addressId: z.string(), ...PostalAddressSchema.shape, countryName: z.string() })
  .openapi("BillingAddress");

/** A saved card in the API (spec 2 "Payment instrument"): never its number. */
export const PaymentInstrumentSchema = z
  .object({
    paymentInstrumentId: z.string(),
    paymentType: z.literal("CC"),
    brand: z.string().nullable(),
    last4: z.string(),
    fullName: z.string(),
    expirationMonth: z.string(),
    expirationYear: z.string(),
    isExpired: z.boolean(),
    primaryPaymentMethod: z.boolean(),
    addressId: z.string().nullable(),
    billingAddress: BillingAddressSchema.nullable(),
  })
  .openapi("PaymentInstrument");

/** POST /v1/paymentInstruments' body: a new card (the card form's fields under the API's names). */
export const NewCardSchema = z
  .object({
    fullName: text.optional(),
    addCreditCardNumber: text.optional(),
    expirationMonth: monthOrYear.optional(),
    expirationYear: monthOrYear.optional(),
    cvv: text.optional(),
    addressId: z.union([z.string().max(20), z.number()]).optional(),
    makeDefaultPaymentInstrument: z.boolean().optional(),
  })
  .strict()
  .openapi("NewPaymentInstrument");

/** PUT /v1/paymentInstruments' body: a saved card's changes (never its number or CVV). */
export const ChangedCardSchema = NewCardSchema.omit({ addCreditCardNumber: true, cvv: true })
  .extend({ paymentInstrumentId: id })
  .strict()
  .openapi("ChangedPaymentInstrument");

function billing(address: SavedAddress | null): z.input<typeof BillingAddressSchema> | null {
  if (!address) return null;
  return {
    addressId: String(address.addressId),
    ...postalAddressOf(address),
    countryName: countryName(address.countryCode),
  };
}

/** A saved card as the API answers it: ids and the expiry as strings, never its number. */
export function toApi(card: SavedCard): z.input<typeof PaymentInstrumentSchema> {
  return {
    paymentInstrumentId: String(card.paymentInstrumentId),
    paymentType: card.paymentType,
    brand: card.brand,
    last4: card.last4,
    fullName: card.nameOnCard,
    expirationMonth: String(card.expirationMonth).padStart(2, "0"),
    expirationYear: String(card.expirationYear),
    isExpired: card.isExpired,
    primaryPaymentMethod: card.isPrimary,
    addressId: card.billingAddress ? String(card.billingAddress.addressId) : null,
    billingAddress: billing(card.billingAddress),
  };
}

/** The API's names for the card form's fields, for the words of a refused field. */
const API_FIELD: Record<string, string> = {
  nameOnCard: "fullName",
  cc: "addCreditCardNumber",
  expiration: "expiration",
  "expiration.month": "expirationMonth",
  "expiration.year": "expirationYear",
  cvv: "cvv",
  addressId: "addressId",
};

/** The card form's schema run on an API body: its values, or 400 input.invalid with every field's words. */
export function parseCard<T>(schema: z.ZodType<T>, fields: Record<string, unknown>): T {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join(".");
    const name = API_FIELD[path] ?? path;
    fieldErrors[name] ??= issue.message;
  }
  const [field, message] = Object.entries(fieldErrors)[0] ?? ["", "Invalid input"];
  throw new AppError("invalid_input", "input.invalid", message, { field, extraInfo: { fieldErrors } });
}

/** The API's month and year (text or numbers) as the card rules' expiry fields; one left out stays out. */
export function expiryFields(month: unknown, year: unknown): { month?: string; year?: string } {
  return {
    ...(month !== undefined && { month: String(month) }),
    ...(year !== undefined && { year: String(year) }),
  };
}
