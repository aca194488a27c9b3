export { ManageSubscriptionsFormSchema, NewsletterFormSchema } from "./forms.ts";
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
