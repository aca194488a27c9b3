import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { apiRouter } from "../core/index.server.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import { NOT_RECOGNISED, requireCustomerId } from "./customer-required.server.ts";
import { findCustomer } from "./customers.server.ts";
import { SESSION_COOKIE, type SessionVariables, sessionCookie } from "./session-ids.ts";
import { endSession } from "./sessions.server.ts";

type IdentityEnv = { Variables: SessionVariables & { logger?: Log } };

const notSignedIn = { 403: "customer.auth.required ('Customer not recognized'): not signed in" } as const;

const CustomerInfoSchema = z
  .object({
    customerId: z.number().int(),
    email: z.string(),
    name: z.string(),
    firstName: z.string(),
  })
  .openapi("CustomerInfo");

/** Deletes the session cookies with this response. */
export function clearSessionCookies(c: Context<IdentityEnv>): void {
  const secure = c.get("secureCookies");
  for (const name of [SESSION_COOKIE.id, SESSION_COOKIE.token, SESSION_COOKIE.atMain, SESSION_COOKIE.xMain]) {
    c.header("Set-Cookie", sessionCookie(name, "", { secure, expired: true }), { append: true });
  }
}

/** The signed-in customer's details; a customer gone since the sign-in is not recognised. */
async function customerInfo(db: Db, customerId: number) {
  const customer = await findCustomer(db, customerId);
  if (!customer) throw new AppError("not_authenticated", NOT_RECOGNISED.id, NOT_RECOGNISED.message);
  return customer;
}

/** The session calls of spec 3 section 7: /auth/v1/atvalid, /v1/customerInfo, /v1/zap/logout. */
export function identityRoutes(services: { db: Db; logger?: Log }) {
  const { db } = services;
  const router = apiRouter<IdentityEnv>({ invalidInputId: "customer.invalid.input", log: services.logger });

  router.json(
    {
      method: "get",
      path: "/auth/v1/atvalid",
      summary: "Whether this browser's session is signed in",
      response: z.object({ valid: z.literal(true) }),
      responseDescription: "Signed in",
      errors: { 403: "customer.auth.required: not signed in (or the sign-in expired)" },
    },
    async (_, c) => {
      await requireCustomerId(db, c.get("session"));
      return { valid: true as const };
    },
  );

  router.json(
    {
      method: "get",
      path: "/v1/customerInfo",
      summary: "The signed-in customer",
      response: CustomerInfoSchema,
      responseDescription: "The customer",
      errors: notSignedIn,
    },
    async (_, c) => customerInfo(db, await requireCustomerId(db, c.get("session"))),
  );

  router.json(
    {
      method: "get",
      path: "/v1/zap/logout",
      summary: "Sign out: ends the session on the server and deletes its cookies",
      response: z.object({ success: z.literal(true) }),
      responseDescription: "Signed out (also when nobody was)",
    },
    async (_, c) => {
      const session = c.get("session");
      if (session) await endSession(db, session.id);
      clearSessionCookies(c);
      return { success: true as const };
    },
  );

  return router.app;
}
