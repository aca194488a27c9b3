import { redirect } from "react-router";
import { safeReturnPath } from "../../modules/identity/index.ts";
import { allowedHosts } from "../lib/auth.server.ts";
import type { Route } from "./+types/oidc-pre-auth";

/**
 * /ap/signin?openid.return_to=...: the pre-auth sign-in path of spec 3. The return URL (a path
 * or an absolute URL on one of the store's hosts, anything else is dropped) is kept as the
 * federated sign-in's redirect target.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const target = new URL(request.url).searchParams.get("openid.return_to");
  const returnTo = target ? safeReturnPath(target, allowedHosts(context)) : "";
  return redirect(
    returnTo ? `/federated-login?${new URLSearchParams({ redirect: returnTo })}` : "/federated-login",
  );
}
