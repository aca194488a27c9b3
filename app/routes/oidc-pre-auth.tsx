import { redirect } from "react-router";
import { safeReturnPath } from "../../modules/identity/index.ts";
import { allowedHosts } from "../lib/auth.server.ts";
import { signInPrompt } from "../lib/sign-in.ts";
import type { Route } from "./+types/oidc-pre-auth";

/**
 * The pre-auth sign-in path of spec 1 and 3, /zap/preAuth/signin?openid.return_to=... (and the
 * older /ap/signin): the sign-in prompt (the federated modal where the marketplace offers it),
 * coming back to the return URL, sanitised like every return target of the store; a target that
 * would leave the store is dropped.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const target = new URL(request.url).searchParams.get("openid.return_to");
  const returnTo = safeReturnPath(target, allowedHosts(context));
  return redirect(signInPrompt(returnTo, context.marketplace.features.federatedLogin));
}
