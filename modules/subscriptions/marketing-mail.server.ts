import type { Db } from "../core/index.ts";
import { queueMail } from "../mail/index.server.ts";
import type { Marketplace } from "../marketplace/index.ts";
import { issueToken } from "./tokens.server.ts";

/** The manage page of a token (spec 3: /subscriptions/{tokenTypeOrAction}/{token}). */
export const MANAGE_TOKEN_TYPE = "email";
export const manageUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/subscriptions/${MANAGE_TOKEN_TYPE}/${encodeURIComponent(token)}`;
/** RFC 8058's one-click target: spec 3's `POST opt-out?token`. */
export const OPT_OUT_PATH = "/v2/subscriptions/opt-out";
export const optOutUrl = (baseUrl: string, token: string) =>
  `${baseUrl}${OPT_OUT_PATH}?${new URLSearchParams({ token })}`;

type MailMarketplace = Pick<Marketplace, "baseUrl" | "name" | "subsiteId">;

/**
 * Queues a marketing email in the caller's transaction: a fresh manage token for the address, its
 * link at the foot of the text, and RFC 8058's one-click unsubscribe headers (List-Unsubscribe with
 * the https opt-out URL, List-Unsubscribe-Post). Kick the dispatcher after commit.
 */
export async function queueMarketingMail(
  tx: Db,
  mail: { to: string; subject: string; text: string; marketplace: MailMarketplace; now: Date },
): Promise<number> {
  const { marketplace } = mail;
  const token = await issueToken(tx, {
    purpose: "manage",
    email: mail.to,
    subsiteId: marketplace.subsiteId,
    now: mail.now,
  });
  const footer = [
    "",
    "--",
    `You get this email because you subscribed to ${marketplace.name} emails.`,
    `Manage your email subscriptions or unsubscribe: ${manageUrl(marketplace.baseUrl, token)}`,
  ].join("\n");
  return queueMail(tx, {
    to: mail.to,
    subject: mail.subject,
    text: `${mail.text}\n${footer}\n`,
    fromName: marketplace.name,
    headers: {
      "List-Unsubscribe": `<${optOutUrl(marketplace.baseUrl, token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
}
