/**
 * Where a guest opening an account page is sent (decision 215): the federated sign-in modal, which
 * brings them back to the page, and whose close goes home (required=1).
 */
export function accountSignInPath(returnTo: string): string {
  return `/federated-login?${new URLSearchParams({ redirect: returnTo, required: "1" })}`;
}
