import { and, eq, inArray } from "drizzle-orm";
import { takeCaptchaAnswer } from "../captcha/index.server.ts";
import { AppError, type Db, type Log } from "../core/index.ts";
import { countAttempt } from "../identity/index.server.ts";
import { emailError, normaliseEmail } from "../identity/index.ts";
import type { MailDispatcher } from "../mail/index.server.ts";
import type { Marketplace } from "../marketplace/index.ts";
import { queueConfirmationMail } from "./confirmation.server.ts";
import { grantNewsletterOffer } from "./offer.server.ts";
import { emailListsOf, NEWSLETTER_MESSAGES, newsletterListId } from "./rules.ts";
import { emailSubscribers, emailSubscriptions } from "./schema.server.ts";
import { setSubscription } from "./subscriptions.server.ts";
import { takeToken } from "./tokens.server.ts";

type SignUpMarketplace = Pick<Marketplace, "baseUrl" | "name" | "subsiteId" | "siteId">;

export interface NewsletterContext {
  db: Db;
  mailDispatcher: Pick<MailDispatcher, "kick">;
  marketplace: SignUpMarketplace;
  now: Date;
  /** The client's address: sign-ups are limited per address. */
  clientAddress: string;
  log?: Log;
}

/** Spec 3's answer to a sign-up: a prior status when the address already was on every list asked for. */
export interface SignUpAnswer {
  emailAddress: string;
  listIds: string[];
  priorStatus: "SUBSCRIBED" | null;
}

/** The lists asked for, of this marketplace only (none asked: its newsletter). */
function listsAsked(marketplace: SignUpMarketplace, listIds: readonly string[] | undefined): string[] {
  const own = new Set(emailListsOf(marketplace.subsiteId).map((list) => list.emailListId));
  const asked =
    listIds && listIds.length > 0 ? [...new Set(listIds)] : [newsletterListId(marketplace.subsiteId) ?? ""];
  if (asked.some((id) => !own.has(id))) {
    throw new AppError("invalid_input", "subscription.unknown.list", NEWSLETTER_MESSAGES.failure, {
      field: "listIds",
    });
  }
  return asked;
}

/** The address, lower case, or 400 with the footer's words. */
function checkedEmail(address: string): string {
  if (emailError(address) !== null) {
    throw new AppError("invalid_input", "subscription.invalid.email", NEWSLETTER_MESSAGES.invalid, {
      field: "email",
    });
  }
  return normaliseEmail(address);
}

async function throttle(context: NewsletterContext): Promise<void> {
  const { refused } = await countAttempt(context.db, [{ kind: "newsletter", value: context.clientAddress }]);
  if (refused) throw new AppError("too_many", "subscription.too.many", NEWSLETTER_MESSAGES.tooMany);
}

/** Whether the address is already on every list asked for (and not opted out of all marketing). */
async function isSubscribed(tx: Db, email: string, listIds: string[]): Promise<boolean> {
  const [subscriber] = await tx.select().from(emailSubscribers).where(eq(emailSubscribers.email, email));
  const held = await tx
    .select({ id: emailSubscriptions.subjectId })
    .from(emailSubscriptions)
    .where(
      and(
        eq(emailSubscriptions.email, email),
        eq(emailSubscriptions.kind, "list"),
        eq(emailSubscriptions.subscribed, true),
        inArray(emailSubscriptions.subjectId, listIds),
      ),
    );
  return !(subscriber?.optout ?? false) && held.length === listIds.length;
}

/** Subscribes a confirmed address to the lists and gives the offer once, in the caller's transaction. */
async function subscribe(
  tx: Db,
  email: string,
  listIds: string[],
  context: Omit<NewsletterContext, "clientAddress">,
): Promise<SignUpAnswer> {
  const already = await isSubscribed(tx, email, listIds);
  if (!already) {
    await tx
      .insert(emailSubscribers)
      .values({ email, optout: false, updatedAt: context.now })
      .onConflictDoUpdate({ target: emailSubscribers.email, set: { optout: false, updatedAt: context.now } });
    for (const id of listIds) await setSubscription(tx, email, "list", id, true, context.now);
    await grantNewsletterOffer(tx, email, context.marketplace, context.now);
  }
  return { emailAddress: email, listIds, priorStatus: already ? "SUBSCRIBED" : null };
}

/**
 * The sign-up with a captcha answer (the footer with JavaScript, the v2 calls): limited per client
 * address, the answer checked and taken (a 401 for a missing, wrong, expired or replayed answer),
 * then a link mailed to confirm: a captcha proves a person, not the address's owner. An address
 * already on the lists gets a prior status (spec 3), no mail.
 */
export async function signUpWithCaptcha(
  context: NewsletterContext,
  input: {
    emailAddress: string;
    listIds?: readonly string[];
    captchaAnswer: string | undefined;
    secret: string;
  },
): Promise<SignUpAnswer> {
  const email = checkedEmail(input.emailAddress);
  const listIds = listsAsked(context.marketplace, input.listIds);
  await throttle(context);
  const answer = await context.db.transaction(async (tx) => {
    await takeCaptchaAnswer(tx, input.secret, input.captchaAnswer, context.now);
    const already = await isSubscribed(tx, email, listIds);
    if (!already)
      await queueConfirmationMail(tx, { email, listIds, marketplace: context.marketplace, now: context.now });
    return { emailAddress: email, listIds, priorStatus: already ? ("SUBSCRIBED" as const) : null };
  });
  context.mailDispatcher.kick();
  return answer;
}

/**
 * The sign-up without JavaScript (POST /subscription.do): no proof of work can run, so the address
 * gets a link to confirm (double opt-in); only its owner can follow it. The same answer for every
 * address, so the page tells nobody who is subscribed.
 */
export async function requestNewsletterConfirmation(
  context: NewsletterContext,
  emailAddress: string,
): Promise<void> {
  const email = checkedEmail(emailAddress);
  const listIds = listsAsked(context.marketplace, undefined);
  await throttle(context);
  await context.db.transaction((tx) =>
    queueConfirmationMail(tx, { email, listIds, marketplace: context.marketplace, now: context.now }),
  );
  context.mailDispatcher.kick();
}

/** The confirm button of a mailed link: subscribes its address once (null for a link used, expired or forged). */
export async function confirmNewsletter(context: Omit<NewsletterContext, "clientAddress">, token: string) {
  const answer = await context.db.transaction(async (tx) => {
    const holder = await takeToken(tx, token, context.marketplace.subsiteId, context.now);
    if (!holder) return null;
    return subscribe(tx, holder.email, holder.listIds, context);
  });
  context.mailDispatcher.kick();
  return answer;
}
