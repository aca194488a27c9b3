import { z } from "zod";
import { emailError } from "../identity/index.ts";
import { NEWSLETTER_MESSAGES } from "./rules.ts";

/** The footer's newsletter form (POST /subscription.do, field email): one schema, browser and server. */
export const NewsletterFormSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.invalid })
    .trim()
    .refine((email) => emailError(email) === null, NEWSLETTER_MESSAGES.invalid),
});

const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());

/**
 * The manage page's form: the lists, brands and upcoming styles ticked (each a repeated field of
 * ids), and the opt-out from all marketing. Ids not the address's own are ignored by the service.
 */
export const ManageSubscriptionsFormSchema = z.object({
  listIds: z.array(z.string().max(64)).max(50).default([]),
  brandIds: z.array(z.string().max(64)).max(500).default([]),
  upcomingStyleIds: z.array(z.string().max(64)).max(500).default([]),
  optout: checkbox.default(false),
});
export type ManageSubscriptionsForm = z.infer<typeof ManageSubscriptionsFormSchema>;
