import { type AppLoadContext, redirect } from "react-router";
import { mergeGuestCart } from "../../modules/cart/index.server.ts";
import {
  type Customer,
  endSession,
  findCustomer,
  type SessionOwner,
  signInFromGuest,
} from "../../modules/identity/index.server.ts";
import { SESSION_COOKIE, safeReturnPath, sessionCookie } from "../../modules/identity/index.ts";
import { signInRequiredPath } from "./sign-in.ts";

/** The hosts a return URL may name (the marketplaces' own). */
export function allowedHosts(context: AppLoadContext): string[] {
  return context.marketplaces.flatMap((marketplace) => [
    ...marketplace.hosts,
    new URL(marketplace.baseUrl).hostname,
  ]);
}

/**
 * Signs a customer in on this browser (password, registration, federated, password reset): the
 * identity module's signInFromGuest (a new session, the guest's bag merged by the cart module, the
 * guest session ended, in one transaction). Answers the Set-Cookie headers of the new session.
 */
export async function signIn(context: AppLoadContext, customerId: number): Promise<Headers> {
  const guest = await context.sessionOwner();
  const session = await signInFromGuest(
    context.db,
    { customerId, guest, at: context.now(), lifetime: context.sessionLifetime },
    mergeGuestCart,
  );
  const secure = context.secureCookies;
  const headers = new Headers();
  for (const [name, value] of [
    [SESSION_COOKIE.id, session.id],
    [SESSION_COOKIE.token, session.token],
    [SESSION_COOKIE.atMain, session.atMain],
    [SESSION_COOKIE.xMain, session.xMain],
  ] as const) {
    headers.append("Set-Cookie", sessionCookie(name, value, { secure }));
  }
  return headers;
}

/** Signs in and redirects (303) to the sanitised return path. */
export async function signInAndRedirect(
  context: AppLoadContext,
  customerId: number,
  returnTo: string | null,
) {
  const headers = await signIn(context, customerId);
  return redirect(safeReturnPath(returnTo, allowedHosts(context)), { status: 303, headers });
}

/** Ends the session on the server and deletes its cookies; the next page hands out a guest session. */
export async function signOut(context: AppLoadContext): Promise<Headers> {
  if (context.session) await endSession(context.db, context.session.id);
  const headers = new Headers();
  for (const name of [SESSION_COOKIE.id, SESSION_COOKIE.token, SESSION_COOKIE.atMain, SESSION_COOKIE.xMain]) {
    headers.append("Set-Cookie", sessionCookie(name, "", { secure: context.secureCookies, expired: true }));
  }
  return headers;
}

/** The signed-in customer of this request, or null. */
export async function currentCustomer(
  context: AppLoadContext,
): Promise<(Customer & { owner: SessionOwner }) | null> {
  const owner = await context.sessionOwner();
  if (!owner || owner.customerId === null) return null;
  const customer = await findCustomer(context.db, owner.customerId);
  return customer ? { ...customer, owner } : null;
}

/**
 * The signed-in customer, or a redirect to sign-in that comes back to this page: the federated
 * sign-in modal where the marketplace has it (account pages), or the login page itself (`"login"`:
 * checkout keeps its own sign-in step until it moves too).
 */
export async function requireCustomer(
  request: Request,
  context: AppLoadContext,
  prompt: "modal" | "login" = "modal",
) {
  const customer = await currentCustomer(context);
  if (customer) return customer;
  const url = new URL(request.url);
  const returnTo = `${url.pathname}${url.search}`;
  const federated = prompt === "modal" && context.marketplace.features.federatedLogin;
  throw redirect(signInRequiredPath(returnTo, federated));
}
