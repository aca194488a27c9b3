import { randomBytes } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";

/**
 * The content security policy of a page whose inline scripts carry the given nonce, or, for a page
 * cached for many visitors (server/page-cache), are allowed by their hashes.
 */
export function contentSecurityPolicy(scripts: string | readonly string[]): string {
  const sources = typeof scripts === "string" ? `'nonce-${scripts}'` : scripts.join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${sources}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The newsletter captcha (ALTCHA) solves its proof of work in workers made from blobs.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * HSTS (ASVS 14.4.5): browsers that reached the store over HTTPS keep to it for a year, on its
 * subdomains too. Sent only over HTTPS (directly or from a trusted proxy), as RFC 6797 says.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * CSP with a per-request nonce, no MIME sniffing, same-origin framing only, a strict referrer
 * policy, and HSTS over HTTPS.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = randomBytes(16).toString("base64");
  c.set("nonce", nonce);
  await next();
  // A cached shared page brings its own (its scripts' hashes: it was rendered with another nonce).
  if (!c.res.headers.has("Content-Security-Policy"))
    c.header("Content-Security-Policy", contentSecurityPolicy(nonce));
  c.header("X-Content-Type-Options", "nosniff");
  c.header("X-Frame-Options", "SAMEORIGIN");
  c.header("Referrer-Policy", "strict-origin-when-cross-origin");
  c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
  c.header("Cross-Origin-Opener-Policy", "same-origin");
  if (c.get("https")) c.header("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
});
