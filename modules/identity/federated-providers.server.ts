/**
 * The identity providers of federated sign-in (spec 3, "Sign-in": Amazon, Google, Facebook,
 * Apple), each enabled by configuration: an OpenID Connect issuer, a client id and a secret.
 */
export const FEDERATED_PROVIDER_IDS = ["amazon", "google", "facebook", "apple"] as const;
export type FederatedProviderId = (typeof FEDERATED_PROVIDER_IDS)[number];

export const FEDERATED_PROVIDER_NAMES: Record<FederatedProviderId, string> = {
  amazon: "Amazon",
  google: "Google",
  facebook: "Facebook",
  apple: "Apple",
};

export interface FederatedProvider {
  id: FederatedProviderId;
  /** The name on its button and in messages. */
  name: string;
  /** The issuer URL; its /.well-known/openid-configuration is read on first use. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * How the provider returns the code: in the callback's query, or posted as a form (Apple, when
   * asked for the email address).
   */
  responseMode: "query" | "form_post";
  scope: string;
}

/** A provider's settings (issuer, client id, secret) as read from the environment. */
export interface FederatedProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The configured providers, in the modal's order; a provider without settings has no button. */
export function federatedProviders(
  settings: Partial<Record<FederatedProviderId, FederatedProviderSettings>>,
): FederatedProvider[] {
  return FEDERATED_PROVIDER_IDS.flatMap((id) => {
    const configured = settings[id];
    if (!configured) return [];
    return [
      {
        id,
        name: FEDERATED_PROVIDER_NAMES[id],
        ...configured,
        responseMode: id === "apple" ? "form_post" : "query",
        // Apple knows no 'profile' scope; it gives the name with 'name'.
        scope: id === "apple" ? "openid name email" : "openid email profile",
      } satisfies FederatedProvider,
    ];
  });
}

export function isFederatedProviderId(value: string | undefined): value is FederatedProviderId {
  return (FEDERATED_PROVIDER_IDS as readonly string[]).includes(value ?? "");
}
