import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { isAppError } from "../../../modules/core/index.ts";
import {
  confirmNewsletter,
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

/** /subscriptions/confirm/{token}: the mailed link subscribes its address, once. */
export async function confirmNewsletterPage(token: string, context: AppLoadContext) {
  const answer = await confirmNewsletter(
    {
      db: context.db,
      mailDispatcher: context.mailDispatcher,
      marketplace: context.marketplace,
      now: context.now(),
    },
    token.slice(0, 100),
  );
  if (!answer) return data({ confirmed: false, message: MANAGE_MESSAGES.confirmInvalid }, { status: 410 });
  const message = answer.priorStatus ? NEWSLETTER_MESSAGES.alreadySubscribed : NEWSLETTER_MESSAGES.success;
  return { confirmed: true, message };
}
