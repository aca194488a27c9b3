import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { heartSignInUrl } from "../../lib/favorites/heart-rules.ts";

/**
 * The heart login modal (spec 1 section 4, spec 3 "Sign-in"): shown when a heart could not be
 * kept, because the visitor is not signed in or the call failed. 'Sign In / Register' closes it
 * and goes to sign-in carrying heartOnLoad, so the style is hearted once back. A native modal
 * dialog: focus moves in, stays in, and Escape or Close gives it back to the heart.
 */
export function HeartLoginModal(props: { styleId: number; message: string | null; onClose: () => void }) {
  const { styleId, message, onClose } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const signIn = () => {
    dialog.current?.close();
    navigate(heartSignInUrl(styleId, location.pathname, location.search));
  };
  return (
    <dialog
      ref={dialog}
      className="heart-login-modal"
      aria-labelledby="heart-login-title"
      aria-describedby="heart-login-text"
      onClose={onClose}
    >
      <h2 id="heart-login-title">Save your favorites</h2>
      {message && (
        <p className="heart-login-error" role="alert">
          {message}
        </p>
      )}
      <p id="heart-login-text">
        Sign in or create an account to heart items and find them again in Your Lists, on any device.
      </p>
      <div className="heart-login-actions">
        <button type="button" className="button button-primary" onClick={signIn}>
          Sign In / Register
        </button>
        <button type="button" className="link-button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
