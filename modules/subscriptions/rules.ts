import { CAPTCHA_MESSAGE } from "../captcha/index.ts";
import { emailError } from "../identity/index.ts";

/**
 * Email subscriptions (spec 1 "Newsletter" and spec 3 "Subscriptions"): the marketplaces' email
 * lists, the categories, the sign-up's words and the footer form's states. Pure: the browser's
 * form and the server share them.
 */

/** The longest address the API reads (RFC 5321's 254, with room for spaces around it). */
export const MAX_EMAIL_LENGTH_FOR_API = 320;

export const SUBSCRIPTION_CATEGORIES = ["MARKETING", "BRAND", "STOCK"] as const;
export type SubscriptionCategory = (typeof SUBSCRIPTION_CATEGORIES)[number];

export interface EmailList {
  emailListId: string;
  emailListName: string;
  category: SubscriptionCategory;
}

/** Each marketplace's own lists (by subsite id); the first is the newsletter the footer signs up to. */
export const EMAIL_LISTS: Readonly<Record<string, readonly EmailList[]>> = {
  fleetfoot: [
    { emailListId: "fleetfoot-newsletter", emailListName: "Fleetfoot Newsletter", category: "MARKETING" },
    { emailListId: "fleetfoot-sales", emailListName: "Sales and Special Offers", category: "MARKETING" },
    { emailListId: "fleetfoot-new-arrivals", emailListName: "New Arrivals", category: "MARKETING" },
  ],
  "9am": [
    { emailListId: "9am-newsletter", emailListName: "9am Newsletter", category: "MARKETING" },
    { emailListId: "9am-sales", emailListName: "9am Deals", category: "MARKETING" },
  ],
};

/** The lists of one marketplace (none for an unknown one). */
export function emailListsOf(subsiteId: string): readonly EmailList[] {
  return EMAIL_LISTS[subsiteId] ?? [];
}

/** The marketplace's newsletter (the footer's and subscribeToMarketingList's list). */
export function newsletterListId(subsiteId: string): string | null {
  return emailListsOf(subsiteId)[0]?.emailListId ?? null;
}

/** Ours: every sign-up is confirmed from the mailed link (double opt-in; decision 213). */
const CHECK_INBOX = "Check your inbox and follow the link in our email to confirm your subscription.";

/** Spec 1 and 3's words for the newsletter sign-up, and ours where the spec gives none. */
export const NEWSLETTER_MESSAGES = {
  invalid: "Please enter a valid email address",
  invalidDrawer: "Please Enter A Valid Email Address",
  checkbox: "Please check this box to sign up for emails",
  alreadySubscribed: "Hi friend! Looks like you're already subscribed",
  failure: "There was an issue signing up. Please try again",
  success: "Success! Thank you for subscribing.",
  // The footer's 'submitted' state: the spec's words, then where the sign-up goes on.
  submitted: `Success! Thank you for subscribing. ${CHECK_INBOX}`,
  // Ours: the spec says only that a 401 shows "a captcha error".
  captcha: CAPTCHA_MESSAGE,
  // Ours: the page the form lands on without JavaScript.
  confirmSent: `Almost done! ${CHECK_INBOX}`,
  tooMany: "Too many sign-ups from your network. Please try again later.",
} as const;

/** Ours: the manage page's words. */
export const MANAGE_MESSAGES = {
  title: "Manage Email Subscriptions",
  saved: "Your email preferences have been updated.",
  confirmInvalid: "This confirmation link is not valid or has expired. Please sign up again.",
  confirmTitle: "Confirm your email subscription",
  confirmPrompt: "One click and you are on our list; your 10% off code follows by email.",
  confirmButton: "Confirm my subscription",
  unsubscribed: "You have been unsubscribed from all marketing emails.",
} as const;

/** Where the email field of the form sits: the footer, or the footer's drawer (mobile). */
export type NewsletterVariant = "footer" | "drawer";

/** The footer form's state (spec 1 "Newsletter (footer)"). */
export type NewsletterState =
  | { status: "default" }
  | { status: "invalid"; message: string }
  | { status: "alreadySubscribed"; message: string }
  | { status: "submitting" }
  | { status: "submitted"; message: string }
  | { status: "failed"; message: string }
  | { status: "captchaFailed"; message: string };

export type NewsletterEvent =
  | { type: "edit" }
  | {
      type: "submit";
      email: string;
      variant: NewsletterVariant;
      /** The sign-up modal's box ('Please check this box to sign up for emails'); the footer has none. */
      consented?: boolean;
    }
  | {
      type: "answer";
      outcome: "subscribed" | "alreadySubscribed" | "captcha" | "failure";
      /** A failure's own words (the browser's network words when no answer came); else the spec's. */
      message?: string;
    };

export const NEWSLETTER_DEFAULT: NewsletterState = { status: "default" };

/**
 * The form's next state: a submit while one is under way is ignored; a bad address is refused before
 * it is sent (in the drawer's capitals there); editing the field clears an error or a success.
 */
export function newsletterReducer(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  switch (event.type) {
    case "edit":
      return state.status === "submitting" ? state : NEWSLETTER_DEFAULT;
    case "submit":
      if (state.status === "submitting") return state;
      if (emailError(event.email) !== null) {
        const message =
          event.variant === "drawer" ? NEWSLETTER_MESSAGES.invalidDrawer : NEWSLETTER_MESSAGES.invalid;
        return { status: "invalid", message };
      }
      // An unticked box sends nothing (spec 1: the modal's submit does nothing for unchecked options).
      if (event.consented === false) return { status: "invalid", message: NEWSLETTER_MESSAGES.checkbox };
      return { status: "submitting" };
    case "answer":
      if (state.status !== "submitting") return state;
      if (event.outcome === "subscribed")
        return { status: "submitted", message: NEWSLETTER_MESSAGES.submitted };
      if (event.outcome === "alreadySubscribed") {
        return { status: "alreadySubscribed", message: NEWSLETTER_MESSAGES.alreadySubscribed };
      }
      if (event.outcome === "captcha")
        return { status: "captchaFailed", message: NEWSLETTER_MESSAGES.captcha };
      return { status: "failed", message: event.message ?? NEWSLETTER_MESSAGES.failure };
  }
}

/**
 * What an answer of the sign-up call means for the form: 401 is the captcha (spec 3), a prior
 * subscription status in a 200 is "already subscribed", anything else not 200 is a failure.
 */
export function newsletterOutcome(
  status: number,
  body: { priorStatus?: string | null } | null,
): "subscribed" | "alreadySubscribed" | "captcha" | "failure" {
  if (status === 401) return "captcha";
  if (status !== 200 || body === null) return "failure";
  return body.priorStatus ? "alreadySubscribed" : "subscribed";
}
