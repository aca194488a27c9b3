import { z } from "@hono/zod-openapi";
import { apiRouter } from "../core/index.server.ts";
import type { Log } from "../core/index.ts";

const MAX_PARAMETERS = 20;
const MAX_VALUE_LENGTH = 4000;

/** The callback's two addresses: the store's own and the same under /marty (spec 3). */
const CALLBACK_PATHS = ["/federated-login/:provider/callback", "/marty/federated-login/:provider/callback"];

/**
 * A provider that answers with response_mode=form_post (Apple) posts the code from its own site.
 * That post is turned into a 303 to the same callback with the answer in the query, so the
 * callback page reads it like any other provider's: a top-level GET, which carries the SameSite=Lax
 * flow cookie (a cross-site POST would not) and needs no exception to the pages' own origin check.
 * Declared with the API's one helper, so it is in /api/openapi.json and its failures are mapped
 * like every other route's.
 */
export function federatedFormPostRoutes(services: { logger?: Log }) {
  const router = apiRouter({ invalidInputId: "customer.invalid.input", log: services.logger });
  for (const path of CALLBACK_PATHS) {
    router.raw(
      {
        method: "post",
        path,
        summary: "A federated provider's answer posted from its site (response_mode=form_post)",
        description:
          "Turned into a 303 to the same callback with the posted fields (at most " +
          `${MAX_PARAMETERS}, each at most ${MAX_VALUE_LENGTH} characters) in the query, which the ` +
          "callback page reads as it reads any provider's answer. Exempt from the cross-site check: the " +
          "flow's state, bound to this browser's cookie, protects the callback.",
        request: {
          params: z.object({ provider: z.string().openapi({ example: "apple" }) }),
          body: {
            content: {
              "application/x-www-form-urlencoded": {
                schema: z.object({ code: z.string().optional(), state: z.string().optional() }),
              },
            },
          },
        },
        responses: { 303: { description: "To the callback page, the answer in the query" } },
      },
      async (c) => {
        const body = await c.req.parseBody().catch(() => ({}));
        const query = new URLSearchParams();
        for (const [name, value] of Object.entries(body).slice(0, MAX_PARAMETERS)) {
          if (typeof value === "string" && value.length <= MAX_VALUE_LENGTH) query.append(name, value);
        }
        c.header("Cache-Control", "no-store");
        return c.redirect(`${c.req.path}?${query}`, 303);
      },
    );
  }
  return router.app;
}
