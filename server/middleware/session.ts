import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import {
  isVisitorId,
  newSessionToken,
  newVisitorId,
  SESSION_COOKIE,
  type SessionCredentials,
  sessionCookie,
  sessionCredentials,
} from "../../modules/identity/index.ts";
import type { AppEnv } from "../app-env.ts";

/** Whether session cookies carry Secure: always, never, or when the request came over HTTPS. */
export type SecureCookies = "auto" | "always" | "never";

/**
 * Reads the session cookies (spec 3, "Customer and session") and lets a handler hand out new ones:
 * pages and the bag's reads do, so a visitor has a session before the first add. Nothing is
 * stored until the session is used (see modules/identity).
 */
export function session(secure: SecureCookies, now: () => Date = () => new Date()) {
  return createMiddleware<AppEnv>(async (c, next) => {
    let issued: SessionCredentials | null = null;
    const current = sessionCredentials(
      getCookie(c, SESSION_COOKIE.id),
      getCookie(c, SESSION_COOKIE.token),
      getCookie(c, SESSION_COOKIE.atMain),
      getCookie(c, SESSION_COOKIE.xMain),
    );
    // The request's time on the server's clock: the sign-in's idle and absolute limits count to it.
    if (current) current.at = now();
    c.set("session", current);
    const https = new URL(c.req.url).protocol === "https:" || c.req.header("x-forwarded-proto") === "https";
    const withSecure = secure === "always" || (secure === "auto" && https);
    c.set("secureCookies", withSecure);
    c.set("issueSession", () => {
      const existing = c.get("session");
      if (existing) return existing;
      issued = { id: newVisitorId(), token: newSessionToken(), at: now() };
      c.set("session", issued);
      return issued;
    });
    await next();
    if (!issued) return;
    const { id, token } = issued as SessionCredentials;
    c.header("Set-Cookie", sessionCookie(SESSION_COOKIE.id, id, { secure: withSecure }), { append: true });
    c.header("Set-Cookie", sessionCookie(SESSION_COOKIE.token, token, { secure: withSecure }), {
      append: true,
    });
    if (!isVisitorId(getCookie(c, SESSION_COOKIE.ubid))) {
      c.header("Set-Cookie", sessionCookie(SESSION_COOKIE.ubid, newVisitorId(), { secure: withSecure }), {
        append: true,
      });
    }
  });
}
