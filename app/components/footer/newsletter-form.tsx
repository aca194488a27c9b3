import { useId, useReducer, useRef, useState } from "react";
import type { Marketplace } from "../../../modules/marketplace/index.ts";
import {
  NEWSLETTER_DEFAULT,
  type NewsletterVariant,
  newsletterListId,
  newsletterOutcome,
  newsletterReducer,
} from "../../../modules/subscriptions/index.ts";
import { isApiError, postJson } from "../../lib/api-client.ts";
import { useHydrated } from "../../lib/use-hydrated.tsx";
import { CaptchaField, type CaptchaHandle } from "../forms/captcha-field.tsx";

/** The sign-up call the form makes with JavaScript, and the captcha header it carries (spec 3). */
export const NEWSLETTER_SIGN_UP_PATH = "/v2/subscriptions/lists";
const CAPTCHA_HEADER = "X-Captcha-Answer";

/** Asks the server; answers what the answer means for the form (and a failure's own words). */
async function signUp(
  marketplace: Pick<Marketplace, "siteId" | "subsiteId">,
  email: string,
  captcha: string | null,
) {
  const listId = newsletterListId(marketplace.subsiteId);
  try {
    const body = (await postJson(
      NEWSLETTER_SIGN_UP_PATH,
      {
        siteId: marketplace.siteId,
        subsiteId: marketplace.subsiteId,
        listIds: listId ? [listId] : [],
        emailAddress: email,
      },
      { headers: captcha ? { [CAPTCHA_HEADER]: captcha } : {} },
    )) as { priorStatus?: string | null } | null;
    return { outcome: newsletterOutcome(200, body) };
  } catch (error) {
    // No answer at all: spec 1's network words rather than the sign-up's failure.
    if (isApiError(error) && error.isNetworkError)
      return { outcome: "failure" as const, message: error.message };
    return { outcome: newsletterOutcome(isApiError(error) ? error.status : 0, null) };
  }
}

/**
 * The footer's newsletter sign-up (spec 1 "Newsletter (footer)"). Without JavaScript, a plain form
 * posted to /subscription.do (confirmed by mail). With it: checked here, sent with the captcha's
 * answer, and its states said in a live region whose space is kept (editing clears the message; a
 * second submit waits for the first).
 */
export function NewsletterForm({
  marketplace,
  variant = "footer",
  withConsent = false,
}: {
  marketplace: Pick<Marketplace, "siteId" | "subsiteId">;
  variant?: NewsletterVariant;
  /** The sign-up modal's box: nothing is sent until it is ticked. */
  withConsent?: boolean;
}) {
  const headingId = useId();
  const inputId = useId();
  const messageId = useId();
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(newsletterReducer, NEWSLETTER_DEFAULT);
  const [loadCaptcha, setLoadCaptcha] = useState(false);
  const captcha = useRef<CaptchaHandle | null>(null);
  const message = "message" in state ? state.message : "";
  const isError = state.status !== "submitted" && message !== "";

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === "submitting") return;
    const form = new FormData(event.currentTarget);
    const email = form.get("email");
    const value = typeof email === "string" ? email : "";
    const submit = {
      type: "submit" as const,
      email: value,
      variant,
      ...(withConsent && { consented: form.get("consent") === "yes" }),
    };
    const next = newsletterReducer(state, submit);
    dispatch(submit);
    if (next.status !== "submitting") return;
    setLoadCaptcha(true);
    const answer = await captcha.current?.answer().catch(() => null);
    const answered = await signUp(marketplace, value.trim(), answer ?? null);
    captcha.current?.reset(); // an answer is good once: the next sign-up solves a new challenge
    dispatch({ type: "answer", ...answered });
  };

  return (
    <section className="footer-newsletter" aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-newsletter-heading">
        Sign up for our emails
      </h2>
      <p className="footer-newsletter-offer">Get 10% off a future order, plus first looks at new arrivals.</p>
      <form
        action="/subscription.do"
        method="post"
        className="footer-newsletter-form"
        noValidate={hydrated}
        onSubmit={hydrated ? onSubmit : undefined}
        aria-busy={state.status === "submitting"}
      >
        <label htmlFor={inputId} className="footer-newsletter-label">
          Email address
        </label>
        <div className="footer-newsletter-row">
          <input
            id={inputId}
            className="footer-newsletter-input"
            type="email"
            name="email"
            autoComplete="email"
            required
            aria-invalid={isError || undefined}
            aria-describedby={messageId}
            onFocus={() => setLoadCaptcha(true)}
            onChange={() => dispatch({ type: "edit" })}
          />
          <button
            type="submit"
            className="footer-newsletter-submit"
            aria-disabled={state.status === "submitting"}
          >
            Sign Up
          </button>
        </div>
        {withConsent && (
          <label className="newsletter-consent">
            <input
              type="checkbox"
              name="consent"
              value="yes"
              aria-describedby={messageId}
              onChange={() => dispatch({ type: "edit" })}
            />{" "}
            Yes! Email me new arrivals, sales and news of my VIP rewards.
          </label>
        )}
        <CaptchaField load={loadCaptcha} handle={captcha} />
        <p
          id={messageId}
          className="footer-newsletter-message"
          data-state={state.status}
          role={isError ? "alert" : "status"}
          aria-live={isError ? "assertive" : "polite"}
        >
          {message}
        </p>
      </form>
    </section>
  );
}
