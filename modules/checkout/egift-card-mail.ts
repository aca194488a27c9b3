import { designName, type GiftCardDetails } from "../cart/index.ts";
import { formatPrice } from "../core/index.ts";
import { formatClaimCode } from "../promotions/index.ts";

/** What the recipient's mail tells of one e-Gift Card. */
export interface EgiftCardMailInput {
  storeName: string;
  /** The store's public base URL: the links to the store and to the account, where a card is redeemed. */
  baseUrl: string;
  amountCents: number;
  claimCode: string;
  details: GiftCardDetails;
}

/**
 * The mail an e-Gift Card's recipient gets (plain text), from the store's address (decision 212):
 * the subject is the store's own words, never the buyer's; what the buyer typed (their name, the
 * recipient's name, a message of at most 200 characters, links refused) is framed as theirs, the
 * message quoted line by line. Then the amount, the claim code in groups of four and how to redeem
 * it. The claim code is in the body only (the subject is logged); the outbox clears the body once
 * it is sent.
 */
export function egiftCardMail(input: EgiftCardMailInput): { subject: string; text: string } {
  const { details, storeName, baseUrl } = input;
  const amount = formatPrice(input.amountCents);
  const sender = quoted(details.senderName);
  const lines = [
    `Hi ${details.recipientName},`,
    "",
    `You have a ${amount} ${storeName} e-Gift Card (design: ${designName(details.design)}), bought for you at ${storeName} by a customer who gave the name ${sender}.`,
    ...(details.message
      ? [
          "",
          `Their message, as they wrote it (${storeName} did not write it):`,
          ...details.message.split("\n").map((text) => `  > ${text}`),
        ]
      : []),
    "",
    `Amount: ${amount}`,
    `Claim code: ${formatClaimCode(input.claimCode)}`,
    "",
    "How to redeem it:",
    `- Shop at ${baseUrl}/ and type the claim code in the gift card or promo code box at checkout, or`,
    `- add it to your gift card balance: sign in at ${baseUrl}/account, type the claim code under Gift Card Balance and choose Redeem.`,
    "",
    `Keep the code safe: whoever has it can spend the card. ${storeName} never asks for it, nor for a password or a card number, by email.`,
    "",
    `Happy shopping,`,
    storeName,
    `${baseUrl}/`,
  ];
  return { subject: `You have a ${storeName} e-Gift Card`, text: lines.join("\n") };
}

/** A name the buyer typed, in quotation marks: theirs, not the store's. */
const quoted = (text: string) => `"${text}"`;
