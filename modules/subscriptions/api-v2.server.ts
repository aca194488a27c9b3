import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { jsonContent } from "../core/index.server.ts";
import { SubscriptionChangeSchema, SubscriptionsSchema, TokenQuerySchema } from "./api-schemas.server.ts";
import {
  notSignedIn,
  type V2Context,
  type V2Env,
  type V2Services,
  v2Context,
} from "./api-v2-shared.server.ts";
import { signUpRoutes } from "./api-v2-signup.server.ts";
import { OPT_OUT_PATH } from "./marketing-mail.server.ts";
import { MANAGE_MESSAGES } from "./rules.ts";
import { readSubscriptions, setOptout, updateSubscriptions } from "./subscriptions.server.ts";
import { manageTokenHolder } from "./tokens.server.ts";

const tokenRefused =
  "subscription.token.invalid or subscription.token.expired: a forged, unknown or expired token";
const tokenPath = "/v2/subscriptions/:tokenType/:token";

/** Spec 3's email subscriptions API v2: the customer's or a token holder's subscriptions, sign-ups, opt-out. */
export function subscriptionV2Routes(services: V2Services) {
  const v2 = v2Context(services);
  manageRoutes(v2);
  signUpRoutes(v2);
  return v2.router.app;
}

/** Reading, changing and opting out: for the signed-in customer, a manage token's holder, one click. */
function manageRoutes(v2: V2Context): void {
  const { db, router, services, marketplaceOf, customerEmail } = v2;
  const holderEmail = async (c: Context<V2Env>) =>
    (
      await manageTokenHolder(
        db,
        c.req.param("tokenType") ?? "",
        c.req.param("token") ?? "",
        marketplaceOf(c).subsiteId,
        services.now(),
      )
    ).email;

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
}
