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

/** The flag that a page needing sign-in sent the guest to the modal: its close then goes home. */
export const SIGN_IN_REQUIRED_PARAM = "required";

/**
 * A page that needs sign-in, opened by a guest (spec 1 "Authentication"): the federated sign-in
 * modal when the marketplace offers it, else the login page, coming back to the page after. The
 * modal's close goes home, not back to the page, which would only open it again (decision 215).
 */
export function signInRequiredPath(returnTo: string, federated: boolean): string {
  if (!federated) return signInPath(returnTo);
  return `/federated-login?${new URLSearchParams({ redirect: returnTo, [SIGN_IN_REQUIRED_PARAM]: "1" })}`;
}
