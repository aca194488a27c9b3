import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { newCaptchaChallenge } from "../captcha/index.server.ts";
import { CAPTCHA_CHALLENGE_PATH } from "../captcha/index.ts";
import { AppError } from "../core/index.ts";
import { requireCustomerId } from "../identity/index.server.ts";
import {
  BrandBodySchema,
  CaptchaChallengeSchema,
  MarketingListBodySchema,
  NewsletterBodySchema,
  SignUpAnswerSchema,
  StockBodySchema,
  StyleBodySchema,
} from "./api-schemas.server.ts";
import { notSignedIn, type V2Context, type V2Env } from "./api-v2-shared.server.ts";
import { followBrand, followUpcomingStyle } from "./follow.server.ts";
import { type NewsletterContext, signUpWithCaptcha } from "./newsletter.server.ts";
import { NEWSLETTER_MESSAGES } from "./rules.ts";
import { subscribeToStock } from "./stock.server.ts";

/** The captcha answer's header (spec 3: "captcha headers"): ALTCHA's payload, base64. */
export const CAPTCHA_ANSWER_HEADER = "x-captcha-answer";
export const CAPTCHA_PATH = CAPTCHA_CHALLENGE_PATH;
const signUpErrors = {
  401: "captcha.invalid: the captcha answer is missing, wrong, expired or used before",
  429: "subscription.too.many: too many sign-ups from the client's address",
} as const;

/** Spec 3's sign-ups: the captcha, the newsletter and marketing list, and following stock, brands and styles. */
export function signUpRoutes(v2: V2Context): void {
  const { db, router, services, marketplaceOf, customerEmail, secret } = v2;
  const newsletterContext = (c: Context<V2Env>): NewsletterContext => ({
    db,
    mailDispatcher: services.mailDispatcher,
    marketplace: marketplaceOf(c),
    now: services.now(),
    clientAddress: c.get("clientAddress") ?? "unknown",
    log: c.var.logger,
  });

  router.json(
    {
      method: "get",
      path: CAPTCHA_PATH,
      summary: "A signed proof-of-work challenge for the sign-up's captcha (ALTCHA)",
      response: CaptchaChallengeSchema,
    },
    async (_, c) => {
      c.header("Cache-Control", "no-store");
      const challenge = await newCaptchaChallenge(await secret(), services.now(), services.captchaMaxCounter);
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
  );

  const answered = (answer: Awaited<ReturnType<typeof signUpWithCaptcha>>) => ({
    ...answer,
    message: answer.priorStatus ? NEWSLETTER_MESSAGES.alreadySubscribed : NEWSLETTER_MESSAGES.submitted,
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
}
