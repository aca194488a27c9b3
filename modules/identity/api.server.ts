import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ApiErrorSchema, jsonContent } from "../core/index.server.ts";
import type { Db, Log } from "../core/index.ts";
import { findCustomer } from "./customers.server.ts";
import { SESSION_COOKIE, type SessionVariables, sessionCookie } from "./session-ids.ts";
import { endSession, findSessionOwner } from "./sessions.server.ts";

type IdentityEnv = { Variables: SessionVariables & { logger?: Log } };

/** Spec 3 section 8: the words of a 403 that sends the shopper to sign-in. */
export const NOT_RECOGNISED = { id: "customer.auth.required", message: "Customer not recognized" } as const;

const ErrorSchema = ApiErrorSchema;

const atValidRoute = createRoute({
  method: "get",
  path: "/auth/v1/atvalid",
  summary: "Whether this browser's session is signed in",
  responses: {
    200: jsonContent(z.object({ valid: z.literal(true) }), "Signed in"),
    403: jsonContent(ErrorSchema, "Not signed in (or the sign-in expired)"),
  },
});

const CustomerInfoSchema = z
  .object({
    customerId: z.number().int(),
    email: z.string(),
    name: z.string(),
    firstName: z.string(),
  })
  .openapi("CustomerInfo");

const customerInfoRoute = createRoute({
  method: "get",
  path: "/v1/customerInfo",
  summary: "The signed-in customer",
  responses: {
    200: jsonContent(CustomerInfoSchema, "The customer"),
    403: jsonContent(ErrorSchema, "Not signed in"),
  },
});

const logoutRoute = createRoute({
  method: "get",
  path: "/v1/zap/logout",
  summary: "Sign out: ends the session on the server and deletes its cookies",
  responses: {
    200: jsonContent(z.object({ success: z.literal(true) }), "Signed out (also when nobody was)"),
  },
});

/** Deletes the session cookies with this response. */
export function clearSessionCookies(c: Context<IdentityEnv>): void {
  const secure = c.get("secureCookies");
  for (const name of [SESSION_COOKIE.id, SESSION_COOKIE.token, SESSION_COOKIE.atMain, SESSION_COOKIE.xMain]) {
    c.header("Set-Cookie", sessionCookie(name, "", { secure, expired: true }), { append: true });
  }
}

/** The session calls of spec 3 section 7: /auth/v1/atvalid, /v1/customerInfo, /v1/zap/logout. */
export function identityRoutes(db: Db): OpenAPIHono<IdentityEnv> {
  const api = new OpenAPIHono<IdentityEnv>();

  api.openapi(atValidRoute, async (c) => {
    const owner = await findSessionOwner(db, c.get("session"));
    if (owner?.customerId == null) return c.json(NOT_RECOGNISED, 403);
    return c.json({ valid: true as const }, 200);
  });

  api.openapi(customerInfoRoute, async (c) => {
    const owner = await findSessionOwner(db, c.get("session"));
    const customer = owner?.customerId == null ? null : await findCustomer(db, owner.customerId);
    if (!customer) return c.json(NOT_RECOGNISED, 403);
    return c.json(customer, 200);
  });

  api.openapi(logoutRoute, async (c) => {
    const session = c.get("session");
    if (session) await endSession(db, session.id);
    clearSessionCookies(c);
    return c.json({ success: true as const }, 200);
  });

  return api;
}
