import { describe, expect, it } from "vitest";
import { NEWSLETTER_DEFAULT, NEWSLETTER_MESSAGES, newsletterOutcome, newsletterReducer } from "./rules.ts";

const submit = (email: string, variant: "footer" | "drawer" = "footer") => ({
  type: "submit" as const,
  email,
  variant,
});

describe("the footer newsletter form's states", () => {
  it("refuses a bad address with the footer's words, and the drawer's capitals", () => {
    expect(newsletterReducer(NEWSLETTER_DEFAULT, submit("nope"))).toEqual({
      status: "invalid",
      message: "Please enter a valid email address",
    });
    expect(newsletterReducer(NEWSLETTER_DEFAULT, submit("a@b", "drawer"))).toEqual({
      status: "invalid",
      message: "Please Enter A Valid Email Address",
    });
  });

  it("sends nothing from the sign-up modal while its box is unticked, and says so", () => {
    const unticked = { ...submit("kim@example.com", "drawer"), consented: false };
    expect(newsletterReducer(NEWSLETTER_DEFAULT, unticked)).toEqual({
      status: "invalid",
      message: "Please check this box to sign up for emails",
    });
    // A bad address is said first; a ticked box sends.
    expect(newsletterReducer(NEWSLETTER_DEFAULT, { ...unticked, email: "nope" })).toEqual({
      status: "invalid",
      message: "Please Enter A Valid Email Address",
    });
    expect(newsletterReducer(NEWSLETTER_DEFAULT, { ...unticked, consented: true })).toEqual({
      status: "submitting",
    });
  });

  it("blocks a second submit while one is under way, then shows the success", () => {
    const submitting = newsletterReducer(NEWSLETTER_DEFAULT, submit("kim@example.com"));
    expect(submitting).toEqual({ status: "submitting" });
    expect(newsletterReducer(submitting, submit("other@example.com"))).toBe(submitting);
    expect(newsletterReducer(submitting, { type: "edit" })).toBe(submitting);
    expect(newsletterReducer(submitting, { type: "answer", outcome: "subscribed" })).toEqual({
      status: "submitted",
      message:
        "Success! Thank you for subscribing. Check your inbox and follow the link in our email to confirm your subscription.",
    });
  });

  it("says a failure in its own words when it has them (no answer at all), else the spec's", () => {
    const submitting = newsletterReducer(NEWSLETTER_DEFAULT, submit("kim@example.com"));
    const words = "Oops, something went wrong! (Are we connected to Internet?)";
    expect(newsletterReducer(submitting, { type: "answer", outcome: "failure", message: words })).toEqual({
      status: "failed",
      message: words,
    });
    expect(newsletterReducer(submitting, { type: "answer", outcome: "failure" })).toEqual({
      status: "failed",
      message: NEWSLETTER_MESSAGES.failure,
    });
  });

  it("says already subscribed, the captcha error or the failure, and editing clears each", () => {
    const submitting = newsletterReducer(NEWSLETTER_DEFAULT, submit("kim@example.com"));
    const answers = [
      ["alreadySubscribed", "Hi friend! Looks like you're already subscribed"],
      ["captcha", NEWSLETTER_MESSAGES.captcha],
      ["failure", "There was an issue signing up. Please try again"],
    ] as const;
    for (const [outcome, message] of answers) {
      const state = newsletterReducer(submitting, { type: "answer", outcome });
      expect("message" in state && state.message).toBe(message);
      expect(newsletterReducer(state, { type: "edit" })).toEqual(NEWSLETTER_DEFAULT);
    }
  });

  it("reads the server's answer: 401 is the captcha, a prior status is already subscribed", () => {
    expect(newsletterOutcome(401, null)).toBe("captcha");
    expect(newsletterOutcome(200, { priorStatus: "SUBSCRIBED" })).toBe("alreadySubscribed");
    expect(newsletterOutcome(200, { priorStatus: null })).toBe("subscribed");
    expect(newsletterOutcome(500, null)).toBe("failure");
    expect(newsletterOutcome(429, null)).toBe("failure");
    expect(newsletterOutcome(0, null)).toBe("failure");
  });
});
