import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { withReturn } from "../account/sign-in-form.tsx";

export interface FederatedSignInOption {
  /** The provider's id in /federated-login/{id}. */
  id: string;
  name: string;
}

/**
 * The federated sign-in modal (spec 3, "Sign-in"): the store's own account and each configured
 * provider, 'Create your account', the benefits and the terms. Rendered open on the server, so it
 * works without JavaScript (its close is a link to the stored redirect target); with JavaScript it
 * becomes a true modal (focus kept inside, Escape closes and goes to the same target).
 */
export function FederatedSignInModal(props: {
  storeName: string;
  providers: readonly FederatedSignInOption[];
  /** Where sign-in comes back to ('' for the home page). */
  returnTo: string;
  /** Where closing goes: the stored redirect target. */
  closeTo: string;
}) {
  const { storeName, providers, returnTo, closeTo } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.matches(":modal")) return;
    element.close();
    element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      open
      className="federated-sign-in"
      aria-labelledby="federated-sign-in-title"
      onCancel={(event) => {
        event.preventDefault();
        navigate(closeTo);
      }}
    >
      <div className="federated-sign-in-header">
        {/* The page has nothing else: the modal's title is its main heading. */}
        <h1 id="federated-sign-in-title">Sign-in</h1>
        <Link to={closeTo} className="federated-sign-in-close" aria-label="Close">
          ×
        </Link>
      </div>
      <ul className="federated-sign-in-options">
        <li>
          <Link className="button button-primary" to={withReturn("/login", returnTo)}>
            Sign in with {storeName}
          </Link>
        </li>
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              className={`button federated-sign-in-provider federated-sign-in-${provider.id}`}
              href={withReturn(`/federated-login/${provider.id}`, returnTo)}
            >
              Sign in with {provider.name}
            </a>
          </li>
        ))}
      </ul>
      <div className="federated-sign-in-divider">
        <span>or</span>
      </div>
      <Link className="button federated-sign-in-create" to={withReturn("/register", returnTo)}>
        Create your account
      </Link>
      <h3>Why sign in?</h3>
      <ul className="federated-sign-in-benefits">
        <li>Keep your favorites in one place.</li>
        <li>Check out faster and follow your orders and returns.</li>
        <li>Earn VIP points on every order.</li>
        <li>Prime members get upgraded shipping on their orders.</li>
      </ul>
      <p className="federated-sign-in-terms">
        By signing in, you agree to {storeName}'s <Link to="/c/terms-of-use">Terms of Use</Link> and{" "}
        <Link to="/c/privacy-policy">Privacy Policy</Link>.
      </p>
    </dialog>
  );
}
