import { z } from "@hono/zod-openapi";
import { apiRouter } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import { findSessionOwner, type SessionVariables } from "../identity/index.server.ts";
import { readVisitor } from "./visitor.server.ts";

const VisitorSchema = z
  .object({
    cartCount: z.number().int(),
    sessionId: z.string().nullable(),
    favoritesCount: z.number().int().nullable(),
    customer: z.object({ firstName: z.string(), authenticated: z.boolean() }).strict().nullable(),
    customerKey: z.string().nullable(),
    isVip: z.boolean(),
    bestForYouEligible: z.boolean(),
  })
  .strict()
  .openapi("Visitor");

/** GET /v1/visitor: the personal parts of a shared page, read by the browser beside it. */
export function visitorRoutes(services: { db: Db }) {
  const { db } = services;
  const router = apiRouter<{ Variables: SessionVariables }>({ invalidInputId: "visitor.invalid.input" });
  router.json(
    {
      method: "get",
      path: "/v1/visitor",
      summary: "The visitor's own parts of a page",
      description:
        "Bag count, the name to greet (signed in or recognised), the favorites count (signed in), the session id " +
        "for the local bag backup and whether Best For You is offered. Pages the same for every guest are cached " +
        "without these; the browser reads them here. Hands out session cookies when there are none. Never cached.",
      response: VisitorSchema,
      responseDescription: "The visitor",
    },
    async (_, c) => {
      const session = c.get("issueSession")();
      return readVisitor(db, session, await findSessionOwner(db, session));
    },
  );
  return router.app;
}
