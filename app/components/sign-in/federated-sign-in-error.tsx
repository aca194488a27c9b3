import { Link } from "react-router";
import { withReturn } from "../account/sign-in-form.tsx";

/** Why a federated sign-in did not happen, with the ways on: try again, or the store's own account. */
export function FederatedSignInError({ message, returnTo }: { message: string; returnTo: string }) {
  return (
    <section className="page federated-sign-in-failed" aria-labelledby="federated-failed-heading">
      <h1 id="federated-failed-heading">Sign-in</h1>
      <p role="alert" className="form-error">
        {message}
      </p>
      <ul>
        <li>
          <Link to={withReturn("/federated-login", returnTo)}>Try again</Link>
        </li>
        <li>
          <Link to={withReturn("/login", returnTo)}>Sign in with your email and password</Link>
        </li>
      </ul>
    </section>
  );
}
