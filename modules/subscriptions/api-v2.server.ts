import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { apiRouter, jsonContent } from "../core/index.server.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import { findCustomer, requireCustomerId, type SessionVariables } from "../identity/index.server.ts";
import type { MailDispatcher } from "../mail/index.server.ts";
import { type Marketplace, selectMarketplace } from "../marketplace/index.ts";
import {
  BrandBodySchema,
  CaptchaChallengeSchema,
  MarketingListBodySchema,
  NewsletterBodySchema,
  SignUpAnswerSchema,
  StockBodySchema,
  StyleBodySchema,
  SubscriptionChangeSchema,
  SubscriptionsSchema,
  TokenQuerySchema,
} from "./api-schemas.server.ts";
import { captchaSecret, newCaptchaChallenge } from "./captcha.server.ts";
import { followBrand, followUpcomingStyle } from "./follow.server.ts";
import { OPT_OUT_PATH } from "./marketing-mail.server.ts";
import { type NewsletterContext, signUpWithCaptcha } from "./newsletter.server.ts";
import { MANAGE_MESSAGES, NEWSLETTER_MESSAGES } from "./rules.ts";
import { subscribeToStock } from "./stock.server.ts";
import { readSubscriptions, setOptout, updateSubscriptions } from "./subscriptions.server.ts";
import { manageTokenHolder } from "./tokens.server.ts";

type Env = { Variables: SessionVariables & { logger?: Log; clientAddress?: string } };
type V2Services = {
  db: Db;
  logger?: Log;
  marketplaces: readonly Marketplace[];
  forcedMarketplace?: string;
  mailDispatcher: Pick<MailDispatcher, "kick">;
  now: () => Date;
  captchaSecret?: string;
};

/** The captcha answer's header (spec 3: "captcha headers"): ALTCHA's payload, base64. */
export const CAPTCHA_ANSWER_HEADER = "x-captcha-answer";
export const CAPTCHA_PATH = "/v2/subscriptions/captcha";
const notSignedIn = "customer.auth.required ('Customer not recognized'): not signed in";
const tokenRefused =
  "subscription.token.invalid or subscription.token.expired: a forged, unknown or expired token";
const signUpErrors = {
  401: "captcha.invalid: the captcha answer is missing, wrong, expired or used before",
  429: "subscription.too.many: too many sign-ups from the client's address",
} as const;
const tokenPath = "/v2/subscriptions/:tokenType/:token";

/** Spec 3's email subscriptions API v2: the customer's or a token holder's subscriptions, sign-ups, opt-out. */
export function subscriptionV2Routes(services: V2Services) {
  const { db } = services;
  const secret = captchaSecret(db, services.captchaSecret);
  const router = apiRouter<Env>({ invalidInputId: "subscription.invalid.input", log: services.logger });
  const marketplaceOf = (c: Context<Env>) =>
    selectMarketplace(services.marketplaces, c.req.header("host"), services.forcedMarketplace);
  const customerEmail = async (c: Context<Env>) => {
    const customer = await findCustomer(db, await requireCustomerId(db, c.get("session")));
    if (!customer) throw new Error("a signed-in session without its customer");
    return customer.email;
  };
  const holderEmail = async (c: Context<Env>) =>
    (
      await manageTokenHolder(
        db,
        c.req.param("tokenType") ?? "",
        c.req.param("token") ?? "",
        marketplaceOf(c).subsiteId,
        services.now(),
      )
    ).email;
  const newsletterContext = (c: Context<Env>): NewsletterContext => ({
    db,
    mailDispatcher: services.mailDispatcher,
    marketplace: marketplaceOf(c),
    now: services.now(),
    clientAddress: c.get("clientAddress") ?? "unknown",
    log: c.var.logger,
  });

  // GET, PUT and DELETE, for the signed-in customer and for a manage token's holder.
  for (const [path, who, errors] of [
    ["/v2/subscriptions", customerEmail, { 403: notSignedIn }],
    [tokenPath, holderEmail, { 403: tokenRefused }],
  ] as const) {
    const whose =
      path === tokenPath ? "the holder of an emailed token (tokenType 'email')" : "the signed-in customer";
    router.json(
      {
        method: "get",
        path,
        summary: `The email subscriptions of ${whose}`,
        response: SubscriptionsSchema,
        errors,
      },
      async (_, c) => readSubscriptions(db, await who(c), marketplaceOf(c).subsiteId),
    );
    router.json(
      {
        method: "put",
        path,
        summary: `Changes the email subscriptions of ${whose}`,
        body: SubscriptionChangeSchema,
        response: SubscriptionsSchema,
        errors,
      },
      async ({ body }, c) => {
        const email = await who(c);
        await updateSubscriptions(db, email, marketplaceOf(c).subsiteId, body, services.now());
        return readSubscriptions(db, email, marketplaceOf(c).subsiteId);
      },
    );
    router.json(
      {
        method: "delete",
        path,
        summary: `Unsubscribes ${whose} from all marketing (optout)`,
        response: SubscriptionsSchema,
        errors,
      },
      async (_, c) => {
        const email = await who(c);
        await db.transaction((tx) => setOptout(tx, email, true, services.now()));
        return readSubscriptions(db, email, marketplaceOf(c).subsiteId);
      },
    );
  }

  router.raw(
    {
      method: "post",
      path: OPT_OUT_PATH,
      summary: "One-click unsubscribe (RFC 8058): the List-Unsubscribe target of every marketing email",
      description:
        "Needs no session: the token is the authority. The body (List-Unsubscribe=One-Click) is not read.",
      request: { query: TokenQuerySchema },
      responses: {
        200: jsonContent(
          z.object({ optout: z.literal(true), message: z.string() }),
          "Unsubscribed from all marketing",
        ),
        403: jsonContent(z.object({ id: z.string(), message: z.string() }), tokenRefused),
      },
    },
    async (c) => {
      const holder = await manageTokenHolder(
        db,
        "email",
        c.req.query("token") ?? "",
        marketplaceOf(c).subsiteId,
        services.now(),
      );
      await db.transaction((tx) => setOptout(tx, holder.email, true, services.now()));
      return c.json({ optout: true as const, message: MANAGE_MESSAGES.unsubscribed }, 200);
    },
  );

  router.json(
    {
      method: "get",
      path: CAPTCHA_PATH,
      summary: "A signed proof-of-work challenge for the sign-up's captcha (ALTCHA)",
      response: CaptchaChallengeSchema,
    },
    async (_, c) => {
      c.header("Cache-Control", "no-store");
      const challenge = await newCaptchaChallenge(await secret(), services.now());
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
  );

  const answered = (answer: Awaited<ReturnType<typeof signUpWithCaptcha>>) => ({
    ...answer,
    message: answer.priorStatus ? NEWSLETTER_MESSAGES.alreadySubscribed : NEWSLETTER_MESSAGES.success,
  });
  const captchaHeader = `The captcha answer goes in the ${CAPTCHA_ANSWER_HEADER} header (ALTCHA's base64 payload).`;
  router.json(
    {
      method: "post",
      path: "/v2/subscriptions/lists",
      summary: "Newsletter sign-up (the footer form with JavaScript)",
      description: captchaHeader,
      body: NewsletterBodySchema,
      response: SignUpAnswerSchema,
      errors: { ...signUpErrors, 400: "subscription.invalid.email or an unknown list or marketplace" },
    },
    async ({ body }, c) => {
      const context = newsletterContext(c);
      if (body.siteId !== context.marketplace.siteId || body.subsiteId !== context.marketplace.subsiteId) {
        throw new AppError("invalid_input", "subscription.wrong.site", NEWSLETTER_MESSAGES.failure);
      }
      const answer = await signUpWithCaptcha(context, {
        emailAddress: body.emailAddress,
        listIds: body.listIds,
        captchaAnswer: c.req.header(CAPTCHA_ANSWER_HEADER),
        secret: await secret(),
      });
      return answered(answer);
    },
  );
  router.json(
    {
      method: "post",
      path: "/v2/subscriptions/subscribeToMarketingList",
      summary: "Signs an address up to the marketplace's marketing list",
      description: captchaHeader,
      body: MarketingListBodySchema,
      response: SignUpAnswerSchema,
      errors: signUpErrors,
    },
    async ({ body }, c) =>
      answered(
        await signUpWithCaptcha(newsletterContext(c), {
          emailAddress: body.emailAddress,
          captchaAnswer: c.req.header(CAPTCHA_ANSWER_HEADER),
          secret: await secret(),
        }),
      ),
  );

  const followed = z.object({ subscribed: z.literal(true) });
  router.json(
    {
      method: "post",
      path: "/v2/subscriptions/stocks",
      summary: "Back-in-stock alert for a sold-out size (Notify Me)",
      body: StockBodySchema,
      response: followed,
      errors: { 403: notSignedIn, 404: "No such item", 409: "stock.in.stock or too many" },
    },
    async ({ body }, c) => {
      await subscribeToStock(db, await requireCustomerId(db, c.get("session")), body.stockId);
      return { subscribed: true as const };
    },
  );
  router.json(
    {
      method: "post",
      path: "/v2/subscriptions/brands",
      summary: "Follows a brand (BRAND emails)",
      body: BrandBodySchema,
      response: followed,
      errors: { 403: notSignedIn, 404: "No such brand" },
    },
    async ({ body }, c) => {
      await followBrand(db, await customerEmail(c), body.brandId, services.now());
      return { subscribed: true as const };
    },
  );
  router.json(
    {
      method: "post",
      path: "/v2/subscriptions/upcomingStyles",
      summary: "Hears when an upcoming style arrives",
      body: StyleBodySchema,
      response: followed,
      errors: { 403: notSignedIn, 404: "No such style" },
    },
    async ({ body }, c) => {
      await followUpcomingStyle(db, await customerEmail(c), body.styleId, services.now());
      return { subscribed: true as const };
    },
  );
  return router.app;
}
