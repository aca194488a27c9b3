import { Hono } from "hono";

const MAX_PARAMETERS = 20;
const MAX_VALUE_LENGTH = 4000;

/**
 * A provider that answers with response_mode=form_post (Apple) posts the code from its own site.
 * That post is turned into a 303 to the same callback with the answer in the query, so the
 * callback page reads it like any other provider's: a top-level GET, which carries the SameSite=Lax
 * flow cookie (a cross-site POST would not) and needs no exception to the pages' own origin check.
 */
export function federatedFormPostRoutes(): Hono {
  const routes = new Hono();
  for (const path of ["/federated-login/:provider/callback", "/marty/federated-login/:provider/callback"]) {
    routes.post(path, async (c) => {
      const body = await c.req.parseBody().catch(() => ({}));
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(body).slice(0, MAX_PARAMETERS)) {
        if (typeof value === "string" && value.length <= MAX_VALUE_LENGTH) query.append(name, value);
      }
      c.header("Cache-Control", "no-store");
      return c.redirect(`${c.req.path}?${query}`, 303);
    });
  }
  return routes;
}
