import { z } from "@hono/zod-openapi";
import { apiRouter } from "../core/index.server.ts";
import type { Db, Log } from "../core/index.ts";
import { requireCustomerId, type SessionVariables } from "../identity/index.server.ts";
import {
  ChangedCardSchema,
  expiryFields,
  id,
  NewCardSchema,
  PaymentInstrumentSchema,
  parseCard,
  toApi,
} from "./card-api.server.ts";
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
import { CARD_ANSWERS, listCards } from "./payments.server.ts";

type PaymentsEnv = { Variables: SessionVariables & { logger?: Log } };

const notSignedIn = "customer.auth.required ('Customer not recognized'): not signed in";
const refused =
  "input.invalid: a field's own words (extraInfo.fieldErrors); credit.card.verification.declined: the gateway declined the card; credit.card.verification.limit.reached: too many declines, the card form is closed for a while";

/** What a customer's card calls share: the router, the services, and who the signed-in customer is. */
interface CardRoutes {
  router: ReturnType<typeof apiRouter<PaymentsEnv>>;
  db: Db;
  paymentGateway: PaymentGateway;
  now: () => Date;
  customer: (c: { get(key: "session"): SessionVariables["session"] }) => Promise<number>;
}

const answer = z.object({ paymentInstrument: PaymentInstrumentSchema });
const notFound = "payment.instrument.not.found: not a card of the customer's";

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
  const routes: CardRoutes = { router, db, paymentGateway, now, customer };
  // Spec 2 shows the same card calls under v2: one handler each, answered at both paths.
  for (const path of ["/v1/paymentInstruments", "/v2/paymentInstruments"]) {
    listAndAddRoutes(routes, path);
    changeRoute(routes, path);
    deleteRoute(routes, path);
  }
  billingAndDefaultRoutes(routes);
  return router.app;
}

/** GET and POST /v1/paymentInstruments (and v2): the saved cards, and a new card verified and kept. */
function listAndAddRoutes({ router, db, paymentGateway, now, customer }: CardRoutes, path: string) {
  router.json(
    {
      method: "get",
      path,
      summary: "The signed-in customer's saved cards, the default first (never a card number)",
      response: z.object({ paymentInstruments: z.array(PaymentInstrumentSchema) }),
      errors: { 403: notSignedIn },
    },
    async (_, c) => ({ paymentInstruments: (await listCards(db, await customer(c), now())).map(toApi) }),
  );

  router.json(
    {
      method: "post",
      path,
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
        expiration: expiryFields(body.expirationMonth, body.expirationYear),
        cvv: body.cvv,
        addressId: body.addressId === undefined ? undefined : String(body.addressId),
        ...(body.makeDefaultPaymentInstrument && { makeDefault: "on" }),
      });
      const saved = await addCard(db, paymentGateway, customerId, newCardOf(card), now());
      return { paymentInstrument: toApi(saved) };
    },
  );
}

/** PUT /v1/paymentInstruments (and v2): a saved card's name, expiry, billing address or default changed. */
function changeRoute({ router, db, now, customer }: CardRoutes, path: string) {
  router.json(
    {
      method: "put",
      path,
      summary: "Change a saved card's name, expiry, billing address or default (not its number)",
      body: ChangedCardSchema,
      response: answer,
      errors: { 400: refused, 403: notSignedIn, 404: notFound },
    },
    async ({ body }, c) => {
      const customerId = await customer(c);
      const change = parseCard(cardEditSchema(now()), {
        nameOnCard: body.fullName,
        expiration: expiryFields(body.expirationMonth, body.expirationYear),
        addressId: body.addressId === undefined ? undefined : String(body.addressId),
        ...(body.makeDefaultPaymentInstrument && { makeDefault: "on" }),
      });
      const saved = await updateCard(db, customerId, body.paymentInstrumentId, cardChangeOf(change), now());
      return { paymentInstrument: toApi(saved) };
    },
  );
}

/** A saved card's billing address alone, and the default card. */
function billingAndDefaultRoutes({ router, db, now, customer }: CardRoutes) {
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
}

/** DELETE /v1/paymentInstruments (and v2): some of the customer's cards, all or none. */
function deleteRoute({ router, db, customer }: CardRoutes, path: string) {
  router.json(
    {
      method: "delete",
      path,
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
}
