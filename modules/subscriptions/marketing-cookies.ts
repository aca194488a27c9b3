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

/**
 * The pages a shopper browses, where the modal may open: home, search and listings, content pages,
 * the account's overview and favorites, the rewards dashboards. Every other page is one the shopper
 * is working in (checkout and its confirmation, the bag, a product page's size choice, sign-in and
 * registration, the account's forms, orders, returns and exchanges, the e-Gift Card form, contact
 * us), and a page added later is one too until named here.
 */
const browsingPaths: readonly RegExp[] = [
  /^\/$/,
  /^\/search(\/.*)?$/,
  /^\/(brands|women|womens|men|mens|shoes)\/?$/,
  /^\/c\/[^/]+\/?$/,
  /^\/account\/?$/,
  /^\/account\/favorites(\/.*)?$/,
  /^\/collection\/[^/]+\/?$/,
  /^\/favorites\/[^/]+\/?$/,
  /^\/(vip|rewards)\/dashboard\/?$/,
];
/** Content pages that hold a form: work, not browsing. */
const workingContentPages = new Set(["/c/e-gift-cards", "/c/account-deletion-request"]);

/** Whether a path (with or without the /marty prefix) is a page the shopper browses. */
export function isBrowsingPath(pathname: string): boolean {
  const path = withoutMarty(pathname).toLowerCase();
  if (workingContentPages.has(path.replace(/\/$/, ""))) return false;
  return browsingPaths.some((pattern) => pattern.test(path));
}

/**
 * Spec 1 and 3: the footer's sign-up modal opens when the newly-registered cookie is set, unless
 * the suppressMarketing cookie is set, and (spec 1) never on an order's confirmation: it waits for a
 * page the shopper browses, never laid over one they are working in (issue 30). The cookie keeps
 * for a day, so a customer who registered on the way to checkout sees it on their next browse.
 */
export function shouldOpenSignUpModal(cookies: string, pathname: string): boolean {
  const names = setCookieNames(cookies);
  return (
    names.has(NEWLY_REGISTERED_COOKIE) && !names.has(SUPPRESS_MARKETING_COOKIE) && isBrowsingPath(pathname)
  );
}

/** A cookie for the whole site, as the browser's code writes it (max age 0 deletes it). */
export function siteCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
