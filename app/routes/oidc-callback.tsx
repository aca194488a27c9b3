import { FederatedSignInError } from "../components/sign-in/federated-sign-in-error.tsx";
import { finishFederated } from "../lib/federated-sign-in.server.ts";
import type { Route } from "./+types/oidc-callback";

/** /federated-login/{provider}/callback: the provider's answer in the query. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return finishFederated(request, context, params.provider, new URL(request.url).searchParams);
}

/** The same answer posted as a form (response_mode=form_post, as Apple sends it). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const parameters = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") parameters.append(name, value);
  return finishFederated(request, context, params.provider, parameters);
}

export function meta() {
  return [{ title: "Sign-in" }, { name: "robots", content: "noindex" }];
}

/** Shown when the provider's answer is refused: the reason in plain words, and the ways on. */
export default function OidcCallback({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData ?? loaderData;
  return <FederatedSignInError message={failure.error} returnTo={failure.returnTo} />;
}
