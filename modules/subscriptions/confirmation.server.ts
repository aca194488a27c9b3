import type { Db } from "../core/index.ts";
import { queueMail } from "../mail/index.server.ts";
import type { Marketplace } from "../marketplace/index.ts";
import { issueToken, readToken } from "./tokens.server.ts";

/** The page a confirmation link opens: its button confirms (spec 3: /subscriptions/{action}/{token}). */
export const confirmUrl = (baseUrl: string, token: string) => `${baseUrl}/subscriptions/confirm/${token}`;

/**
 * Mails the address a link to confirm its sign-up (double opt-in), in the caller's transaction: every
 * sign-up waits for its owner, so nobody can subscribe a stranger, and the welcome code follows the
 * confirmation. Kick the dispatcher after commit.
 */
export async function queueConfirmationMail(
  tx: Db,
  input: {
    email: string;
    listIds: string[];
    marketplace: Pick<Marketplace, "baseUrl" | "name" | "subsiteId">;
    now: Date;
  },
): Promise<void> {
  const { marketplace, email } = input;
  const token = await issueToken(tx, {
    purpose: "confirm",
    email,
    subsiteId: marketplace.subsiteId,
    listIds: input.listIds,
    now: input.now,
  });
  await queueMail(tx, {
    to: email,
    subject: `Confirm your ${marketplace.name} email subscription`,
    fromName: marketplace.name,
    text: [
      `Someone (we hope you) asked to get ${marketplace.name} emails at this address.`,
      "",
      `Confirm your subscription: ${confirmUrl(marketplace.baseUrl, token)}`,
      "",
      "The link works for 2 days. If you did not ask, ignore this email: you will not be subscribed.",
    ].join("\n"),
  });
}

/**
 * Whether a confirmation link can still confirm on this marketplace (the page's button shows only
 * then). Reading it uses nothing up: a mail scanner that opens the link subscribes nobody.
 */
export async function isConfirmationLive(
  db: Db,
  token: string,
  subsiteId: string,
  now: Date,
): Promise<boolean> {
  const found = await readToken(db, "confirm", token, now);
  return "holder" in found && found.holder.subsiteId === subsiteId;
}
