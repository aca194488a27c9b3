import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** An account at the test identity provider: its subject is the login typed on its sign-in form. */
export interface ProviderAccount {
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, ProviderAccount>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, with one confidential client for the
 * store, PKCE required, and its development sign-in and consent pages (any login, any password).
 */
export async function startIdentityProvider(redirectUris: string[]): Promise<TestIdentityProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, ProviderAccount>();
  const clientId = "fleetfoot-store";
  const clientSecret = "a-client-secret-that-is-long-enough-for-hs256";
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: "client_secret_post",
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    pkce: { required: () => true },
    cookies: { keys: ["test-provider-cookie-key"] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The first form of a page: where it posts and its hidden fields. */
export function formOf(html: string, pageUrl: URL): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form on ${pageUrl.href}`);
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? "").matchAll(/<input[^>]*type="hidden"[^>]*>/gi)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? "";
    if (name)
      fields[name] = value
        .replace(/&amp;/g, "&")
        .replace(/&quot;/g, '"')
        .replace(/&#x2F;/gi, "/");
  }
  const action = (form[1] ?? "").replace(/&amp;/g, "&").replace(/&#x2F;/gi, "/");
  return { action: new URL(action, pageUrl).href, fields };
}
