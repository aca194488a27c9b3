import { describe, expect, it } from "vitest";
import {
  type FederatedFlow,
  federatedFlowCookie,
  isFederatedCallbackPath,
  readFederatedFlow,
} from "./federated-flow.server.ts";
import { federatedProviders } from "./federated-providers.server.ts";

const flow: FederatedFlow = {
  provider: "google",
  state: "s".repeat(43),
  nonce: "n".repeat(43),
  verifier: "v".repeat(43),
  returnTo: "/cart",
};

describe("the federated sign-in flow cookie", () => {
  it("is HttpOnly, SameSite=Lax, short-lived, Secure when asked, and reads back", () => {
    const cookie = federatedFlowCookie(flow, { secure: true });
    expect(cookie).toMatch(
      /^federated-sign-in=[A-Za-z0-9_-]+; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/,
    );
    const value = cookie.split(";")[0] as string;
    expect(readFederatedFlow(`a=b; ${value}; c=d`)).toEqual(flow);
    expect(federatedFlowCookie(null, { secure: false })).toContain("Max-Age=0");
  });

  it("reads nothing from a missing, malformed or altered cookie", () => {
    const altered = (changes: object) =>
      `federated-sign-in=${Buffer.from(JSON.stringify({ ...flow, ...changes })).toString("base64url")}`;
    for (const header of [
      null,
      "",
      "federated-sign-in=",
      "federated-sign-in=%%%",
      "federated-sign-in=e30",
      altered({ provider: "myspace" }),
      altered({ state: "short" }),
      altered({ extra: 1 }),
      `federated-sign-in=${"A".repeat(5000)}`,
    ]) {
      expect(readFederatedFlow(header)).toBeNull();
    }
  });

  it("recognises the callback paths that take a provider's posted answer", () => {
    expect(isFederatedCallbackPath("/federated-login/apple/callback")).toBe(true);
    expect(isFederatedCallbackPath("/marty/federated-login/apple/callback")).toBe(true);
    expect(isFederatedCallbackPath("/federated-login/apple")).toBe(false);
    expect(isFederatedCallbackPath("/cart")).toBe(false);
  });
});

describe("federatedProviders", () => {
  it("keeps the modal's order, shows only configured providers, and posts Apple's answer as a form", () => {
    const settings = { issuer: "https://id.example", clientId: "id", clientSecret: "secret" };
    const providers = federatedProviders({ apple: settings, amazon: settings });
    expect(providers.map((provider) => [provider.id, provider.name, provider.responseMode])).toEqual([
      ["amazon", "Amazon", "query"],
      ["apple", "Apple", "form_post"],
    ]);
  });
});
