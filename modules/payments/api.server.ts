import { z } from "@hono/zod-openapi";
import { PostalAddressSchema, type SavedAddress } from "../addresses/index.server.ts";
import { countryName, postalAddressOf } from "../addresses/index.ts";
import { apiRouter, positiveIdSchema } from "../core/index.server.ts";
import type { Db, Log } from "../core/index.ts";
import { AppError } from "../core/index.ts";
import { requireCustomerId, type SessionVariables } from "../identity/index.server.ts";
import {
  addCard,
  associateBillingAddress,
  cardChangeOf,
  deleteCards,
  newCardOf,
  setDefaultCard,
  updateCard,
} from "./card-changes.server.ts";
import { cardEditSchema, cardFormSchema } from "./card-form-schemas.ts";
import type { PaymentGateway } from "./gateway.server.ts";
import { CARD_ANSWERS, listCards, type SavedCard } from "./payments.server.ts";

type PaymentsEnv = { Variables: SessionVariables & { logger?: Log } };

/** Longer than any field may be: the card rules give the words ('Input too long'); this bounds the body. */
const text = z.string().max(100);
const id = positiveIdSchema();
const monthOrYear = z.union([z.string().max(4), z.number().int().min(0).max(9999)]);

const BillingAddressSchema = z
  .object({ addressId: z.string(), ...PostalAddressSchema.shape, countryName: z.string() })
  .openapi("BillingAddress");

/** A saved card in the API (spec 2 "Payment instrument"): never its number. */
const PaymentInstrumentSchema = z
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

const NewCardSchema = z
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

const ChangedCardSchema = NewCardSchema.omit({ addCreditCardNumber: true, cvv: true })
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

function toApi(card: SavedCard): z.input<typeof PaymentInstrumentSchema> {
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
  cvv: "cvv",
  addressId: "addressId",
};

/** The card form's schema run on an API body: its values, or 400 input.invalid with every field's words. */
function parseCard<T>(schema: z.ZodType<T>, fields: Record<string, unknown>): T {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = API_FIELD[String(issue.path[0])] ?? String(issue.path[0]);
    fieldErrors[name] ??= issue.message;
  }
  const [field, message] = Object.entries(fieldErrors)[0] ?? ["", "Invalid input"];
  throw new AppError("invalid_input", "input.invalid", message, { field, extraInfo: { fieldErrors } });
}

/** 'MM / YY' (the card form's expiry) from the API's month and year (two or four digits). */
function expiration(month: unknown, year: unknown): string | undefined {
  if (month === undefined && year === undefined) return undefined;
  const yearText = String(year ?? "");
  const shortYear = /^20\d\d$/.test(yearText) ? yearText.slice(2) : yearText;
  return `${String(month ?? "").padStart(2, "0")} / ${shortYear}`;
}

const notSignedIn = "customer.auth.required ('Customer not recognized'): not signed in";
const refused =
  "input.invalid: a field's own words (extraInfo.fieldErrors); credit.card.verification.declined: the gateway declined the card; credit.card.verification.limit.reached: too many declines, the card form is closed for a while";

/** A customer's saved cards (spec 2 "Addresses and payments": /v1/paymentInstruments). */
export function paymentRoutes(services: {
  db: Db;
  paymentGateway: PaymentGateway;
  now: () => Date;
  logger?: Log;
}) {
  const { db, paymentGateway, now } = services;
  const router = apiRouter<PaymentsEnv>({ invalidInputId: "input.invalid", log: services.logger });
  const customer = (c: { get(key: "session"): SessionVariables["session"] }) =>
    requireCustomerId(db, c.get("session"));
  const answer = z.object({ paymentInstrument: PaymentInstrumentSchema });
  const notFound = "payment.instrument.not.found: not a card of the customer's";

  router.json(
    {
      method: "get",
      path: "/v1/paymentInstruments",
      summary: "The signed-in customer's saved cards, the default first (never a card number)",
      response: z.object({ paymentInstruments: z.array(PaymentInstrumentSchema) }),
      errors: { 403: notSignedIn },
    },
    async (_, c) => ({ paymentInstruments: (await listCards(db, await customer(c), now())).map(toApi) }),
  );

  router.json(
    {
      method: "post",
      path: "/v1/paymentInstruments",
      summary: "Add a card: verified by the payment gateway, kept as its token, brand, last 4 and expiry",
      body: NewCardSchema,
      response: answer,
      errors: {
        400: refused,
        403: notSignedIn,
        409: `payment.instrument.limit.reached: '${CARD_ANSWERS.limit}'`,
      },
    },
    async ({ body }, c) => {
      const customerId = await customer(c);
      const card = parseCard(cardFormSchema(now()), {
        nameOnCard: body.fullName,
        cc: body.addCreditCardNumber,
        expiration: expiration(body.expirationMonth, body.expirationYear),
        cvv: body.cvv,
        addressId: body.addressId === undefined ? undefined : String(body.addressId),
        ...(body.makeDefaultPaymentInstrument && { makeDefault: "on" }),
      });
      const saved = await addCard(db, paymentGateway, customerId, newCardOf(card), now());
      return { paymentInstrument: toApi(saved) };
    },
  );

  router.json(
    {
      method: "put",
      path: "/v1/paymentInstruments",
      summary: "Change a saved card's name, expiry, billing address or default (not its number)",
      body: ChangedCardSchema,
      response: answer,
      errors: { 400: refused, 403: notSignedIn, 404: notFound },
    },
    async ({ body }, c) => {
      const customerId = await customer(c);
      const change = parseCard(cardEditSchema(now()), {
        nameOnCard: body.fullName,
        expiration: expiration(body.expirationMonth, body.expirationYear),
        addressId: body.addressId === undefined ? undefined : String(body.addressId),
        ...(body.makeDefaultPaymentInstrument && { makeDefault: "on" }),
      });
      const saved = await updateCard(db, customerId, body.paymentInstrumentId, cardChangeOf(change), now());
      return { paymentInstrument: toApi(saved) };
    },
  );

  router.json(
    {
      method: "post",
      path: "/v1/associatePaymentInstrument",
      summary: "Give a saved card another billing address (one of the customer's addresses)",
      body: z.object({ paymentInstrumentId: id, addressId: id }).strict(),
      response: answer,
      errors: { 400: refused, 403: notSignedIn, 404: notFound },
    },
    async ({ body }, c) => ({
      paymentInstrument: toApi(
        await associateBillingAddress(db, await customer(c), body.paymentInstrumentId, body.addressId, now()),
      ),
    }),
  );

  router.json(
    {
      method: "post",
      path: "/v1/paymentInstruments/default",
      summary: "Make a saved card the default payment method",
      description: "The spec does not show this call's path; see docs/decisions.md.",
      body: z.object({ paymentInstrumentId: id }).strict(),
      response: answer,
      errors: { 400: refused, 403: notSignedIn, 404: notFound },
    },
    async ({ body }, c) => ({
      paymentInstrument: toApi(await setDefaultCard(db, await customer(c), body.paymentInstrumentId, now())),
    }),
  );

  router.json(
    {
      method: "delete",
      path: "/v1/paymentInstruments",
      summary: "Delete some of the customer's cards, all or none",
      query: z.object({
        paymentInstrumentIds: z
          .string()
          .max(1_000)
          .regex(/^\d{1,15}(,\d{1,15})*$/, "paymentInstrumentIds: card ids separated by commas")
          .openapi({ description: "The ids of the cards to delete, separated by commas", example: "3,4" }),
      }),
      response: z.object({ message: z.literal(CARD_ANSWERS.deleted) }),
      errors: { 403: notSignedIn, 404: `payment.instrument.not.found: '${CARD_ANSWERS.notDeleted}'` },
    },
    async ({ query }, c) => {
      await deleteCards(db, await customer(c), query.paymentInstrumentIds.split(",").map(Number));
      return { message: CARD_ANSWERS.deleted };
    },
  );

  return router.app;
}
