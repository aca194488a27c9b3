import { type AppLoadContext, data, redirect } from "react-router";
import { isAppError } from "../../modules/core/index.ts";
import {
  customerForFederatedSignIn,
  type FederatedProvider,
  federatedFlowCookie,
  finishFederatedSignIn,
  readFederatedFlow,
  startFederatedSignIn,
} from "../../modules/identity/index.server.ts";
import { safeReturnPath } from "../../modules/identity/index.ts";
import { allowedHosts, signInAndRedirect } from "./auth.server.ts";

export const UNKNOWN_PROVIDER_MESSAGE = "This sign-in option isn't available. Please choose another.";
export const FLOW_MISSING_MESSAGE =
  "Your sign-in took too long or was started in another browser. Please try again.";

/** The configured provider with this id, or null (a provider without settings has no route either). */
function providerOf(context: AppLoadContext, id: string | undefined): FederatedProvider | null {
  return context.federatedProviders.find((provider) => provider.id === id) ?? null;
}

/** The callback address registered at the provider: the marketplace's public address, fixed. */
export function federatedRedirectUri(context: AppLoadContext, providerId: string): string {
  return `${context.marketplace.baseUrl}/federated-login/${providerId}/callback`;
}

/** The sanitised return path of a sign-in page's `redirect` parameter ('' for none). */
export function returnPathOf(request: Request, context: AppLoadContext): string {
  const target = new URL(request.url).searchParams.get("redirect");
  return target ? safeReturnPath(target, allowedHosts(context)) : "";
}

export interface FederatedFailure {
  error: string;
  returnTo: string;
}

function failure(message: string, status: number, returnTo: string, headers?: HeadersInit) {
  return data<FederatedFailure>({ error: message, returnTo }, { status, headers });
}

/** GET /federated-login/{provider}: a new flow in its cookie, then off to the provider. */
export async function startFederated(
  request: Request,
  context: AppLoadContext,
  providerId: string | undefined,
) {
  const returnTo = returnPathOf(request, context);
  const provider = providerOf(context, providerId);
  if (!provider) return failure(UNKNOWN_PROVIDER_MESSAGE, 404, returnTo);
  try {
    const { url, flow } = await startFederatedSignIn(
      provider,
      { redirectUri: federatedRedirectUri(context, provider.id), returnTo },
      context.log,
    );
    const cookie = federatedFlowCookie(flow, { secure: context.secureCookies });
    return redirect(url.href, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return failure(error.message, 503, returnTo);
  }
}

/**
 * The provider's answer (in the query; a posted answer was turned into one by the server): checked against this browser's flow, the
 * customer found, linked or created, and signed in. The flow is used up whatever happens.
 */
export async function finishFederated(
  request: Request,
  context: AppLoadContext,
  providerId: string | undefined,
  parameters: URLSearchParams,
) {
  const flow = readFederatedFlow(request.headers.get("Cookie"));
  const returnTo = flow?.returnTo ?? "";
  const provider = providerOf(context, providerId);
  const clear = { "Set-Cookie": federatedFlowCookie(null, { secure: context.secureCookies }) };
  if (!provider) return failure(UNKNOWN_PROVIDER_MESSAGE, 404, returnTo, clear);
  if (!flow || flow.provider !== provider.id) return failure(FLOW_MISSING_MESSAGE, 403, returnTo, clear);
  try {
    const claims = await finishFederatedSignIn(
      provider,
      { flow, redirectUri: federatedRedirectUri(context, provider.id), parameters },
      context.log,
    );
    const customer = await customerForFederatedSignIn(context.db, provider, claims);
    const response = await signInAndRedirect(context, customer.customerId, flow.returnTo || null);
    response.headers.append("Set-Cookie", clear["Set-Cookie"]);
    return response;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return failure(error.message, error.status, returnTo, clear);
  }
}
