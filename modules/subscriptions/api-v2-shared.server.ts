import type { Context } from "hono";
import { storeCaptchaSecret } from "../captcha/index.server.ts";
import { apiRouter } from "../core/index.server.ts";
import type { Db, Log } from "../core/index.ts";
import { findCustomer, requireCustomerId, type SessionVariables } from "../identity/index.server.ts";
import type { MailDispatcher } from "../mail/index.server.ts";
import { type Marketplace, selectMarketplace } from "../marketplace/index.ts";

export type V2Env = { Variables: SessionVariables & { logger?: Log; clientAddress?: string } };
export type V2Services = {
  db: Db;
  logger?: Log;
  marketplaces: readonly Marketplace[];
  forcedMarketplace?: string;
  mailDispatcher: Pick<MailDispatcher, "kick">;
  now: () => Date;
  captchaSecret?: string;
  /** The most tries a captcha challenge needs (CAPTCHA_MAX_COUNTER). */
  captchaMaxCounter?: number;
};

export const notSignedIn = "customer.auth.required ('Customer not recognized'): not signed in";

/** What the v2 routes share: one router, the request's marketplace, the signed-in customer's address. */
export function v2Context(services: V2Services) {
  const { db } = services;
  const router = apiRouter<V2Env>({ invalidInputId: "subscription.invalid.input", log: services.logger });
  const marketplaceOf = (c: Context<V2Env>) =>
    selectMarketplace(services.marketplaces, c.req.header("host"), services.forcedMarketplace);
  const customerEmail = async (c: Context<V2Env>) => {
    const customer = await findCustomer(db, await requireCustomerId(db, c.get("session")));
    if (!customer) throw new Error("a signed-in session without its customer");
    return customer.email;
  };
  return {
    services,
    db,
    router,
    marketplaceOf,
    customerEmail,
    secret: storeCaptchaSecret(db, services.captchaSecret),
  };
}

export type V2Context = ReturnType<typeof v2Context>;
