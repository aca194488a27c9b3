import { useId } from "react";

/** The footer's newsletter sign-up: a plain form posted to /subscription.do (works without JS). */
export function NewsletterForm() {
  const headingId = useId();
  const inputId = useId();
  return (
    <section className="footer-newsletter" aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-newsletter-heading">
        Sign up for our emails
      </h2>
      <p className="footer-newsletter-offer">Get 10% off a future order, plus first looks at new arrivals.</p>
      <form action="/subscription.do" method="post" className="footer-newsletter-form">
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
          />
          <button type="submit" className="footer-newsletter-submit">
            Sign Up
          </button>
        </div>
      </form>
    </section>
  );
}
