import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { Marketplace } from "../../../modules/marketplace/index.ts";
import {
  NEWLY_REGISTERED_COOKIE,
  SUPPRESS_MARKETING_COOKIE,
  SUPPRESS_MARKETING_MAX_AGE_SECONDS,
  shouldOpenSignUpModal,
  siteCookie,
} from "../../../modules/subscriptions/index.ts";
import { NewsletterForm } from "./newsletter-form.tsx";

/** Writes a cookie of the marketing pop-ups (not a secret; spec 1 and 3 name them). */
function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser the store serves
  document.cookie = siteCookie(name, value, maxAgeSeconds, location.protocol === "https:");
}

/**
 * The footer's sign-up modal (spec 1 "Footer", spec 3): opens once after an account is created (the
 * newlyRegistered cookie, emptied as it closes), on a page the shopper browses (never over checkout,
 * the bag, a product page or a form: decision 206) and never with suppressMarketing set; 'No thanks'
 * sets suppressMarketing. A native modal dialog: focus moves
 * into it and stays there, Escape closes it. It lays over the page, so nothing shifts.
 */
export function SignUpModal({ marketplace }: { marketplace: Pick<Marketplace, "siteId" | "subsiteId"> }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (open || !shouldOpenSignUpModal(document.cookie, pathname)) return;
    setOpen(true);
  }, [open, pathname]);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      className="sign-up-modal"
      aria-label="Sign up for our emails"
      onClose={() => {
        // Emptied as it closes, not as it opens: a footer drawn again meanwhile (a navigation, a
        // reload) opens it again rather than losing the one offer.
        writeCookie(NEWLY_REGISTERED_COOKIE, "", 0);
        setOpen(false);
      }}
    >
      <NewsletterForm marketplace={marketplace} variant="drawer" withConsent />
      <div className="sign-up-modal-actions">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            writeCookie(SUPPRESS_MARKETING_COOKIE, "true", SUPPRESS_MARKETING_MAX_AGE_SECONDS);
            dialog.current?.close();
          }}
        >
          No thanks
        </button>
      </div>
    </dialog>
  );
}
