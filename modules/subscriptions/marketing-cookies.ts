import { withoutMarty } from "../core/index.ts";

/**
 * The cookies of spec 1 and 3 that steer the footer's sign-up modal: newlyRegistered (set when an
 * account is created, read once) and suppressMarketing (no marketing pop-ups). Neither is a
 * secret, and the browser's code reads them, so neither is HttpOnly.
 */
export const NEWLY_REGISTERED_COOKIE = "newlyRegistered";
export const SUPPRESS_MARKETING_COOKIE = "suppressMarketing";

/** A new customer's modal waits a day for their next page. */
export const NEWLY_REGISTERED_MAX_AGE_SECONDS = 24 * 60 * 60;
/** 'No thanks' keeps marketing pop-ups away for a year. */
export const SUPPRESS_MARKETING_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The names of the cookies set to a value, from a Cookie header or document.cookie. */
export function setCookieNames(cookies: string): Set<string> {
  const names = new Set<string>();
  for (const pair of cookies.split(";")) {
    const at = pair.indexOf("=");
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (name !== "" && pair.slice(at + 1).trim() !== "") names.add(name);
  }
  return names;
}

/** An order's confirmation page, with or without the /marty prefix. */
function isOrderConfirmationPath(pathname: string): boolean {
  const path = withoutMarty(pathname);
  return path === "/confirmation" || path.startsWith("/confirmation/");
}

/**
 * Spec 1 and 3: the footer's sign-up modal opens when the newly-registered cookie is set, unless the
 * page is an order confirmation or the suppressMarketing cookie is set.
 */
export function shouldOpenSignUpModal(cookies: string, pathname: string): boolean {
  const names = setCookieNames(cookies);
  return (
    names.has(NEWLY_REGISTERED_COOKIE) &&
    !names.has(SUPPRESS_MARKETING_COOKIE) &&
    !isOrderConfirmationPath(pathname)
  );
}

/** A cookie for the whole site, as the browser's code writes it (max age 0 deletes it). */
export function siteCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
