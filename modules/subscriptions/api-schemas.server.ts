import { z } from "@hono/zod-openapi";
import { MAX_CATALOG_ID } from "../catalog/index.ts";
import { MAX_EMAIL_LENGTH_FOR_API, SUBSCRIPTION_CATEGORIES } from "./rules.ts";

const id = (name: string) =>
  z
    .number({ error: `${name} must be a whole number above 0` })
    .int(`${name} must be a whole number above 0`)
    .positive(`${name} must be a whole number above 0`)
    .max(MAX_CATALOG_ID, `${name} must be a whole number above 0`);
const listId = z.string().min(1).max(64);
const email = z.string().min(1).max(MAX_EMAIL_LENGTH_FOR_API);
const category = z.enum(SUBSCRIPTION_CATEGORIES);

export const SubscriptionsSchema = z
  .object({
    emailAddress: z.string(),
    optout: z.boolean(),
    emailLists: z.array(
      z.object({ emailListId: z.string(), emailListName: z.string(), category, subscribed: z.boolean() }),
    ),
    brandSubscriptions: z.array(
      z.object({ brandId: z.number().int(), brandName: z.string(), category, subscribed: z.boolean() }),
    ),
    stockSubscriptions: z.array(
      z.object({
        stockId: z.number().int(),
        asin: z.string(),
        productName: z.string(),
        brandName: z.string(),
        size: z.string(),
        category,
        subscribed: z.boolean(),
      }),
    ),
    upcomingStyleSubscriptions: z.array(
      z.object({ styleId: z.number().int(), productName: z.string(), category, subscribed: z.boolean() }),
    ),
  })
  .openapi("Subscriptions");

export const SubscriptionChangeSchema = z
  .object({
    emailLists: z
      .array(z.object({ emailListId: listId, subscribed: z.boolean() }).strict())
      .max(50)
      .optional(),
    brandSubscriptions: z
      .array(z.object({ brandId: id("brandId"), subscribed: z.boolean() }).strict())
      .max(500)
      .optional(),
    upcomingStyleSubscriptions: z
      .array(z.object({ styleId: id("styleId"), subscribed: z.boolean() }).strict())
      .max(500)
      .optional(),
    optout: z.boolean().optional(),
  })
  .strict()
  .openapi("SubscriptionChange");

/** Spec 3's newsletter body. */
export const NewsletterBodySchema = z
  .object({
    siteId: z.number().int().positive().max(1000),
    subsiteId: z.string().min(1).max(40),
    listIds: z.array(listId).min(1).max(10),
    emailAddress: email,
  })
  .strict()
  .openapi("NewsletterSignUp");

export const MarketingListBodySchema = z.object({ emailAddress: email }).strict().openapi("MarketingSignUp");

export const SignUpAnswerSchema = z
  .object({
    emailAddress: z.string(),
    listIds: z.array(z.string()),
    priorStatus: z.enum(["SUBSCRIBED"]).nullable(),
    message: z.string(),
  })
  .openapi("SignUpAnswer");

export const BrandBodySchema = z
  .object({ brandId: id("brandId") })
  .strict()
  .openapi("BrandSubscriptionRequest");
export const StockBodySchema = z
  .object({ stockId: id("stockId") })
  .strict()
  .openapi("StockSubscriptionRequestV2");
export const StyleBodySchema = z
  .object({ styleId: id("styleId") })
  .strict()
  .openapi("UpcomingStyleSubscriptionRequest");

export const TokenQuerySchema = z.object({ token: z.string().max(200).optional() });

export const CaptchaChallengeSchema = z
  .object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string().optional(),
  })
  .openapi("CaptchaChallenge");
