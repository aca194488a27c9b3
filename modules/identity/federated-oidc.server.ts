import * as oidc from "openid-client";
import { AppError, type Log } from "../core/index.ts";
import type { FederatedFlow } from "./federated-flow.server.ts";
import type { FederatedProvider } from "./federated-providers.server.ts";

/** What a provider says about the person who signed in, from its verified ID token (and userinfo). */
export interface FederatedClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

/** Plain http is allowed for an issuer on this machine only (a provider run locally or in tests). */
function isLoopback(url: URL): boolean {
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/** The provider's metadata and keys, read once from its discovery document (again after a failure). */
function configurationOf(provider: FederatedProvider): Promise<oidc.Configuration> {
  const key = `${provider.issuer} ${provider.clientId}`;
  let configuration = discovered.get(key);
  if (!configuration) {
    const issuer = new URL(provider.issuer);
    configuration = oidc.discovery(
      issuer,
      provider.clientId,
      undefined,
      oidc.ClientSecretPost(provider.clientSecret),
      isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    discovered.set(key, configuration);
    configuration.catch(() => discovered.delete(key));
  }
  return configuration;
}

function unreachable(provider: FederatedProvider): AppError {
  return new AppError(
    "not_authenticated",
    "federated.unavailable",
    `We couldn't reach ${provider.name} just now. Please try again, or sign in with your email and password.`,
  );
}

/**
 * The provider's authorization URL for a new sign-in (authorization code with PKCE, state and
 * nonce), and the flow to keep until the provider sends the shopper back.
 */
export async function startFederatedSignIn(
  provider: FederatedProvider,
  input: { redirectUri: string; returnTo: string },
  log: Log,
): Promise<{ url: URL; flow: FederatedFlow }> {
  const configuration = await configurationOf(provider).catch((error: unknown) => {
    log.warn({ err: error, provider: provider.id }, "federated sign-in: discovery failed");
    throw unreachable(provider);
  });
  const flow: FederatedFlow = {
    provider: provider.id,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    returnTo: input.returnTo,
  };
  const parameters: Record<string, string> = {
    redirect_uri: input.redirectUri,
    scope: provider.scope,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: "S256",
  };
  if (provider.responseMode === "form_post") parameters.response_mode = "form_post";
  return { url: oidc.buildAuthorizationUrl(configuration, parameters), flow };
}

function failed(provider: FederatedProvider): AppError {
  return new AppError(
    "not_authenticated",
    "federated.failed",
    `We couldn't sign you in with ${provider.name}. Please try again.`,
  );
}

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/**
 * Checks the provider's answer against the flow (state, then nonce and PKCE through the code
 * exchange), and reads the verified claims. Any mismatch, a reused code, or an error from the
 * provider is one refusal that tells nothing more; the cause goes to the log.
 */
export async function finishFederatedSignIn(
  provider: FederatedProvider,
  input: { flow: FederatedFlow; redirectUri: string; parameters: URLSearchParams },
  log: Log,
): Promise<FederatedClaims> {
  if (input.parameters.get("error") === "access_denied") {
    throw new AppError(
      "not_authenticated",
      "federated.cancelled",
      `Sign-in with ${provider.name} was cancelled.`,
    );
  }
  const configuration = await configurationOf(provider).catch((error: unknown) => {
    log.warn({ err: error, provider: provider.id }, "federated sign-in: discovery failed");
    throw unreachable(provider);
  });
  const currentUrl = new URL(input.redirectUri);
  for (const [name, value] of input.parameters) currentUrl.searchParams.append(name, value);
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: input.flow.verifier,
      expectedState: input.flow.state,
      expectedNonce: input.flow.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw failed(provider);
    let claims: Record<string, unknown> = idToken;
    // Some providers put the email only in userinfo (an ID token kept small): ask there, same subject.
    if (text(claims.email) === null && configuration.serverMetadata().userinfo_endpoint) {
      claims = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), ...claims };
    }
    const givenAndFamily = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(" ");
    return {
      subject: idToken.sub,
      email: text(claims.email),
      // Apple sends "true" as a string.
      emailVerified: claims.email_verified === true || claims.email_verified === "true",
      name: text(claims.name) ?? (givenAndFamily || null),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.warn({ err: error, provider: provider.id }, "federated sign-in: the provider's answer was refused");
    throw failed(provider);
  }
}
