export { ManageSubscriptionsFormSchema, NewsletterFormSchema } from "./forms.ts";
export {
  NEWLY_REGISTERED_COOKIE,
  NEWLY_REGISTERED_MAX_AGE_SECONDS,
  SUPPRESS_MARKETING_COOKIE,
  SUPPRESS_MARKETING_MAX_AGE_SECONDS,
  shouldOpenSignUpModal,
  siteCookie,
} from "./marketing-cookies.ts";
export {
  EMAIL_LISTS,
  type EmailList,
  emailListsOf,
  MANAGE_MESSAGES,
  NEWSLETTER_DEFAULT,
  NEWSLETTER_MESSAGES,
  type NewsletterState,
  type NewsletterVariant,
  newsletterListId,
  newsletterOutcome,
  newsletterReducer,
  SUBSCRIPTION_CATEGORIES,
} from "./rules.ts";
