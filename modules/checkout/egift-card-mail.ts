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
 * The mail an e-Gift Card's recipient gets (plain text): who sent it, their message, the amount,
 * the claim code in groups of four and how to redeem it. The claim code is in the body only (the
 * subject is logged); the outbox clears the body once it is sent.
 */
export function egiftCardMail(input: EgiftCardMailInput): { subject: string; text: string } {
  const { details, storeName, baseUrl } = input;
  const amount = formatPrice(input.amountCents);
  const lines = [
    `Hi ${details.recipientName},`,
    "",
    `${details.senderName} sent you a ${amount} ${storeName} e-Gift Card (${designName(details.design)}).`,
    ...(details.message
      ? ["", ...details.message.split("\n").map((text) => `  ${text}`), `  - ${details.senderName}`]
      : []),
    "",
    `Amount: ${amount}`,
    `Claim code: ${formatClaimCode(input.claimCode)}`,
    "",
    "How to redeem it:",
    `- Shop at ${baseUrl}/ and type the claim code in the gift card or promo code box at checkout, or`,
    `- add it to your gift card balance: sign in at ${baseUrl}/account, type the claim code under Gift Card Balance and choose Redeem.`,
    "",
    "Keep the code safe: whoever has it can spend the card.",
    "",
    `Happy shopping,`,
    storeName,
    `${baseUrl}/`,
  ];
  return { subject: `${details.senderName} sent you a ${storeName} e-Gift Card`, text: lines.join("\n") };
}
