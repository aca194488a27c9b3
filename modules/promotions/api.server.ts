import { z } from "@hono/zod-openapi";
import { apiRouter } from "../core/index.server.ts";
import { type Db, formatPrice, hasUnacceptableCharacter, type Log } from "../core/index.ts";
import { requireCustomerId, type SessionVariables } from "../identity/index.server.ts";
import { CLAIM_CODE_MAX_INPUT, GIFT_CARD_REFUSALS } from "./gift-card-codes.ts";
import { claimGiftCard, giftCardBalance } from "./gift-cards.server.ts";

type PromotionsEnv = { Variables: SessionVariables & { logger?: Log } };

/** Text a shopper could type: bounded, and no control characters (PostgreSQL refuses NUL). */
const typed = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !hasUnacceptableCharacter(value), "must not contain control characters");

const ClaimSchema = z
  .object({
    claimCode: typed(CLAIM_CODE_MAX_INPUT).openapi({
      description: "The gift card's claim code as typed: any case, dashes and spaces ignored",
      example: "ABCD-EFGH-JKLM-NPQR",
    }),
    sessionId: typed(128).optional().openapi({
      description: "Accepted for spec 3's shape; the signed-in session is read from its cookies",
    }),
  })
  .strict()
  .openapi("GiftCardClaim");

/** The account's gift card balance (spec 2 "Account": giftCardBalance), in cents and as shown. */
const BalanceSchema = z
  .object({
    giftCardBalance: z.number().int().nonnegative().openapi({ description: "In cents", example: 5000 }),
    giftCardBalanceFormatted: z.string().openapi({ example: "$50.00" }),
  })
  .openapi("GiftCardBalance");

const balanceAnswer = (cents: number): z.input<typeof BalanceSchema> => ({
  giftCardBalance: cents,
  giftCardBalanceFormatted: formatPrice(cents),
});

const notSignedIn = "customer.auth.required ('Customer not recognized'): not signed in";
const refused = Object.values(GIFT_CARD_REFUSALS)
  .map((refusal) => `${refusal.id}: '${refusal.account}'`)
  .join("; ");

/** The signed-in customer's gift cards: claim one, read the balance (paths not shown: docs/decisions.md). */
export function promotionRoutes(services: { db: Db; now: () => Date; logger?: Log }) {
  const { db, now } = services;
  const router = apiRouter<PromotionsEnv>({ invalidInputId: "input.invalid", log: services.logger });
  const customer = (c: { get(key: "session"): SessionVariables["session"] }) =>
    requireCustomerId(db, c.get("session"));

  router.json(
    {
      method: "post",
      path: "/v1/giftcard/claim",
      summary: "Claim a gift card: its amount joins the signed-in customer's gift card balance",
      description: "Spec 3: 'Gift card claim: POST {claimCode, sessionId}'; the path is ours.",
      body: ClaimSchema,
      response: BalanceSchema,
      responseDescription: "The balance with the card's amount in it",
      errors: { 400: refused, 403: notSignedIn },
    },
    async ({ body }, c) => {
      const claimed = await claimGiftCard(db, await customer(c), body.claimCode, now());
      return balanceAnswer(claimed.balanceCents);
    },
  );

  router.json(
    {
      method: "get",
      path: "/v1/giftcard/balance",
      summary: "The signed-in customer's gift card balance",
      response: BalanceSchema,
      errors: { 403: notSignedIn },
    },
    async (_, c) => balanceAnswer(await giftCardBalance(db, await customer(c))),
  );

  return router.app;
}
