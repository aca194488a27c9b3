/** Where a guest signs in before a page that needs it, coming back to `returnTo` after (the accounts issue builds /login). */
export function signInPath(returnTo: string): string {
  return `/login?${new URLSearchParams({ redirect: returnTo })}`;
}

/** The checkout's entry: sign-in first until checkout exists. */
export const CHECKOUT_PATH = signInPath("/checkout");
