import type { Db } from "../../modules/core/index.ts";
import type { MailDispatcher } from "../../modules/mail/index.server.ts";
import type { Marketplace } from "../../modules/marketplace/index.ts";
import {
  confirmNewsletter,
  requestNewsletterConfirmation,
} from "../../modules/subscriptions/index.server.ts";
import { newestMailsTo } from "./queued-mail.ts";

// The newsletter as its subscriber goes through it: the link mailed to confirm, its button pressed,
// and the welcome mail's 10% code. Tests read the mails from the outbox as queued (hold the mail).

const CONFIRM_TOKEN = /\/subscriptions\/confirm\/([0-9a-f]{64})/;
const OFFER_CODE = /code (HELLO[A-Z0-9]{8})/;

type Store = {
  db: Db;
  mailDispatcher: Pick<MailDispatcher, "kick">;
  marketplace: Pick<Marketplace, "baseUrl" | "name" | "subsiteId" | "siteId">;
};

/** The token of the newest confirmation link mailed to the address ("" when none). */
export async function mailedConfirmToken(db: Db, email: string): Promise<string> {
  const [mail] = await newestMailsTo(db, email, "Confirm your");
  return CONFIRM_TOKEN.exec(mail?.body ?? "")?.[1] ?? "";
}

/** The 10% code of the newest welcome mail to the address ("" when none). */
export async function mailedOfferCode(db: Db, email: string): Promise<string> {
  const [mail] = await newestMailsTo(db, email, "Welcome to");
  return OFFER_CODE.exec(mail?.body ?? "")?.[1] ?? "";
}

/** Presses the confirm button of the newest link mailed to the address; its answer (null: refused). */
export async function confirmMailedLink(store: Store, email: string) {
  const token = await mailedConfirmToken(store.db, email);
  return confirmNewsletter({ ...store, now: new Date() }, token);
}

/** A subscriber who signed up (as typed, any case) and confirmed: their welcome code. */
export async function newsletterSubscriber(store: Store, typed: string): Promise<string> {
  const email = typed.toLowerCase();
  await requestNewsletterConfirmation(
    { ...store, now: new Date(), clientAddress: `fixture-${email}` },
    typed,
  );
  await confirmMailedLink(store, email);
  const code = await mailedOfferCode(store.db, email);
  if (code === "") throw new Error(`no welcome code mailed to ${email}`);
  return code;
}
