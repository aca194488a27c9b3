import { FederatedSignInError } from "../components/sign-in/federated-sign-in-error.tsx";
import { finishFederated } from "../lib/federated-sign-in.server.ts";
import type { Route } from "./+types/oidc-callback";

/**
 * /federated-login/{provider}/callback: the provider's answer in the query. An answer posted as a
 * form (response_mode=form_post, Apple) arrives here too, turned into a GET by the server
 * (modules/identity/federated-form-post.server.ts).
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return finishFederated(request, context, params.provider, new URL(request.url).searchParams);
}

export function meta() {
  return [{ title: "Sign-in" }, { name: "robots", content: "noindex" }];
}

/** Shown when the provider's answer is refused: the reason in plain words, and the ways on. */
export default function OidcCallback({ loaderData }: Route.ComponentProps) {
  return <FederatedSignInError message={loaderData.error} returnTo={loaderData.returnTo} />;
}
