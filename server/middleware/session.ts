import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import {
  isVisitorId,
  newSessionToken,
  newVisitorId,
  SESSION_COOKIE,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  type SessionCredentials,
  sessionCredentials,
} from "../../modules/identity/index.ts";
import type { AppEnv } from "../app-env.ts";

/** Whether session cookies carry Secure: always, never, or when the request came over HTTPS. */
export type SecureCookies = "auto" | "always" | "never";

/**
 * A session cookie expiring about 20 years ahead, as spec 3 says. Written by hand: Hono's helper
 * refuses lifetimes over 400 days, the cap browsers apply on their side (RFC 6265bis), so a
 * browser keeps it 400 days, and the server's record of the session is what lasts.
 */
export function sessionCookie(name: string, value: string, secure: boolean): string {
  const expires = new Date(Date.now() + SESSION_COOKIE_MAX_AGE_SECONDS * 1000).toUTCString();
  return `${name}=${value}; Path=/; Expires=${expires}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Reads the session cookies (spec 3, "Customer and session") and lets a handler hand out new ones:
 * pages and the bag's reads do, so a visitor has a session before the first add. Nothing is
 * stored until the session is used (see modules/identity).
 */
export function session(secure: SecureCookies) {
  return createMiddleware<AppEnv>(async (c, next) => {
    let issued: SessionCredentials | null = null;
    const current = sessionCredentials(getCookie(c, SESSION_COOKIE.id), getCookie(c, SESSION_COOKIE.token));
    c.set("session", current);
    c.set("issueSession", () => {
      const existing = c.get("session");
      if (existing) return existing;
      issued = { id: newVisitorId(), token: newSessionToken() };
      c.set("session", issued);
      return issued;
    });
    await next();
    if (!issued) return;
    const https = new URL(c.req.url).protocol === "https:" || c.req.header("x-forwarded-proto") === "https";
    const withSecure = secure === "always" || (secure === "auto" && https);
    const { id, token } = issued as SessionCredentials;
    c.header("Set-Cookie", sessionCookie(SESSION_COOKIE.id, id, withSecure), { append: true });
    c.header("Set-Cookie", sessionCookie(SESSION_COOKIE.token, token, withSecure), { append: true });
    if (!isVisitorId(getCookie(c, SESSION_COOKIE.ubid))) {
      c.header("Set-Cookie", sessionCookie(SESSION_COOKIE.ubid, newVisitorId(), withSecure), {
        append: true,
      });
    }
  });
}
