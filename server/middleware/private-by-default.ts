import { createMiddleware } from "hono/factory";

/**
 * `Cache-Control: no-store` on every answer that does not say otherwise (ASVS 8.2.1): pages carry
 * the visitor's name, bag and hearts, and the JSON API reads the session, so nothing may be kept
 * by a shared cache or the browser's history by default. Answers the same for everyone opt in to
 * caching themselves (built assets, product images); an answer that sets a cookie is never
 * stored, whatever it says, since a cached Set-Cookie would hand one visitor's session to others.
 */
export const privateByDefault = createMiddleware(async (c, next) => {
  await next();
  if (c.res.headers.has("Set-Cookie") || !c.res.headers.has("Cache-Control")) {
    c.header("Cache-Control", "no-store");
  }
});
