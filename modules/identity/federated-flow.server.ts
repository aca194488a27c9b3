import { z } from "zod";
import { FEDERATED_PROVIDER_IDS } from "./federated-providers.server.ts";

/**
 * A federated sign-in under way: what the callback must find again (state, nonce, PKCE verifier)
 * and where to go after. Kept in a short-lived HttpOnly cookie of this browser, so any server
 * process can finish it; the values are secrets from third parties, not from the shopper, and a
 * callback whose state does not match the cookie's is refused.
 */
export interface FederatedFlow {
  provider: (typeof FEDERATED_PROVIDER_IDS)[number];
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
}

export const FEDERATED_FLOW_COOKIE = "federated-sign-in";
/** Ten minutes to sign in at the provider. */
export const FEDERATED_FLOW_MAX_AGE_SECONDS = 600;

const token = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);
const flowSchema = z
  .object({
    provider: z.enum(FEDERATED_PROVIDER_IDS),
    state: token,
    nonce: token,
    verifier: token,
    returnTo: z.string().max(2000),
  })
  .strict();

/** The flow cookie's Set-Cookie value, or its deletion: HttpOnly, SameSite=Lax, ten minutes. */
export function federatedFlowCookie(flow: FederatedFlow | null, options: { secure: boolean }): string {
  const value = flow ? Buffer.from(JSON.stringify(flow)).toString("base64url") : "";
  const lifetime = flow ? `Max-Age=${FEDERATED_FLOW_MAX_AGE_SECONDS}` : "Max-Age=0";
  return `${FEDERATED_FLOW_COOKIE}=${value}; Path=/; ${lifetime}; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

/** The flow in a request's Cookie header, or null when missing or malformed. */
export function readFederatedFlow(cookieHeader: string | null): FederatedFlow | null {
  const raw = (cookieHeader ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${FEDERATED_FLOW_COOKIE}=`))
    ?.slice(FEDERATED_FLOW_COOKIE.length + 1);
  if (!raw || raw.length > 4000) return null;
  try {
    const parsed = flowSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The federated callback takes a provider's answer posted from the provider's own site
 * (form_post), so the cross-site request guard lets it through: it only turns the post into a GET
 * of the callback (see federated-form-post.server.ts), where the flow's state, bound to this
 * browser's cookie, protects it.
 */
export function isFederatedCallbackPath(path: string): boolean {
  return /^(\/marty)?\/federated-login\/[a-z]+\/callback$/.test(path);
}
