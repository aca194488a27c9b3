/** Where a guest signs in before a page that needs it, coming back to `returnTo` after (the accounts issue builds /login). */
export function signInPath(returnTo: string): string {
  return `/login?${new URLSearchParams({ redirect: returnTo })}`;
}

/** The checkout's entry: a guest is sent to sign-in by the page and comes back to it. */
export const CHECKOUT_PATH = "/checkout";

/**
 * The sign-in prompt (spec 3 "Authentication"): the federated sign-in modal when the marketplace
 * offers it, else the login page; both come back to `returnTo` (none for the home page).
 */
export function signInPrompt(returnTo: string, federated: boolean): string {
  const path = federated ? "/federated-login" : "/login";
  const back = returnTo === "/" || /^\/(login|register|federated-login)\b/.test(returnTo) ? "" : returnTo;
  return back ? `${path}?${new URLSearchParams({ redirect: back })}` : path;
}
