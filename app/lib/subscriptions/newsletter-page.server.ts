import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data, redirect } from "react-router";
import { isAppError } from "../../../modules/core/index.ts";
import {
  confirmNewsletter,
  isConfirmationLive,
  requestNewsletterConfirmation,
} from "../../../modules/subscriptions/index.server.ts";
import {
  MANAGE_MESSAGES,
  NEWSLETTER_MESSAGES,
  NewsletterFormSchema,
} from "../../../modules/subscriptions/index.ts";

/**
 * POST /subscription.do (the footer form without JavaScript): the address checked by the form's
 * schema (its error back to the form), then a confirmation link mailed (double opt-in: no proof of
 * work runs without JavaScript). The same answer for every address.
 */
export async function newsletterAction(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await request.formData(), { schema: NewsletterFormSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  try {
    await requestNewsletterConfirmation(
      {
        ...context,
        marketplace: context.marketplace,
        now: context.now(),
        clientAddress: context.clientAddress,
        log: context.log,
      },
      submission.value.email,
    );
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data(
      { result: submission.reply({ formErrors: [error.message] }), sent: false },
      { status: error.status },
    );
  }
  return { result: undefined, sent: true };
}

const TOKEN_LENGTH_LIMIT = 100;
const tokenOf = (value: unknown) => (typeof value === "string" ? value.slice(0, TOKEN_LENGTH_LIMIT) : "");
const linkRefused = () => data({ token: "", linkError: MANAGE_MESSAGES.confirmInvalid }, { status: 410 });

/**
 * GET /subscriptions/confirm/{token}: the page the mailed link opens, with the button that confirms
 * (a POST, as registration's link: a mail scanner that opens links subscribes nobody).
 */
export async function loadNewsletterConfirmPage(token: unknown, context: AppLoadContext) {
  const kept = tokenOf(token);
  const live = await isConfirmationLive(context.db, kept, context.marketplace.subsiteId, context.now());
  return live ? { token: kept, linkError: null } : linkRefused();
}

/**
 * POST /subscriptions/confirm/{token}: the button subscribes the link's address, once, then the
 * sign-up page says so (a redirect: reloading it posts nothing again).
 */
export async function confirmNewsletterAction(token: unknown, context: AppLoadContext) {
  const answer = await confirmNewsletter(
    {
      db: context.db,
      mailDispatcher: context.mailDispatcher,
      marketplace: context.marketplace,
      now: context.now(),
    },
    tokenOf(token),
  );
  if (!answer) return linkRefused();
  const confirmed = answer.priorStatus ? "already" : "subscribed";
  return redirect(`/subscription.do?${new URLSearchParams({ confirmed })}`, 303);
}

/** GET /subscription.do: after a confirmation, its words (?confirmed=subscribed or already); else none. */
export function confirmedMessage(request: Request): { confirmed: string | null } {
  const confirmed = new URL(request.url).searchParams.get("confirmed");
  if (confirmed === "subscribed") return { confirmed: NEWSLETTER_MESSAGES.success };
  if (confirmed === "already") return { confirmed: NEWSLETTER_MESSAGES.alreadySubscribed };
  return { confirmed: null };
}
