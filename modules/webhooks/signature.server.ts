import { createHmac, randomBytes } from "node:crypto";

/** Random bytes in an endpoint's secret (the Standard Webhooks convention asks for 24 to 64). */
const SECRET_BYTES = 32;
const SECRET_PREFIX = "whsec_";

/** A new endpoint's signing secret, `whsec_` and the base64 of random bytes (the Standard Webhooks form). */
export function newEndpointSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString("base64")}`;
}

/**
 * The `webhook-signature` of one try (Standard Webhooks): `v1,` and the base64 HMAC-SHA256, keyed by
 * the secret's bytes (the base64 after `whsec_`), of `${id}.${timestamp}.${body}`.
 */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    "base64",
  );
  const mac = createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`).digest("base64");
  return `v1,${mac}`;
}
