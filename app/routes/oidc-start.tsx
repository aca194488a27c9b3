import { FederatedSignInError } from "../components/sign-in/federated-sign-in-error.tsx";
import { startFederated } from "../lib/federated-sign-in.server.ts";
import type { Route } from "./+types/oidc-start";

/** /federated-login/{provider}: starts an OpenID Connect sign-in at that provider. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return startFederated(request, context, params.provider);
}

export function meta() {
  return [{ title: "Sign-in" }, { name: "robots", content: "noindex" }];
}

/** Shown only when the sign-in could not start (unknown provider, provider unreachable). */
export default function OidcStart({ loaderData }: Route.ComponentProps) {
  return <FederatedSignInError message={loaderData.error} returnTo={loaderData.returnTo} />;
}
