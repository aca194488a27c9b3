/**
 * What an e-Gift Card in the bag carries to its recipient (issue 12): who gets it, who sends it, a
 * message and a design. Pure, for the gift card page, the bag, checkout and the recipient's mail.
 * The form's schema is in forms.ts; the limits and words here are the ones it enforces.
 */

/** An e-Gift Card's customisation as kept: every text trimmed, the message '' when none. */
export interface GiftCardDetails {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  /** One of EGIFT_CARD_DESIGNS' ids. */
  design: string;
}

export const GIFT_CARD_DETAIL_LIMITS = {
  recipientName: 50,
  recipientEmail: 254,
  senderName: 50,
  message: 200,
} as const;

/**
 * The designs a shopper chooses from, drawn by CSS (app/styles/cart.css, .egc-design-{id}) in the
 * colours of the catalogue's gift card designs: nothing to download.
 */
export const EGIFT_CARD_DESIGNS = [
  { id: "classic", name: "Classic" },
  { id: "birthday", name: "Happy Birthday" },
  { id: "thank-you", name: "Thank You" },
  { id: "holidays", name: "Happy Holidays" },
  { id: "congratulations", name: "Congratulations" },
  { id: "just-because", name: "Just Because" },
] as const;

export type EgiftCardDesignId = (typeof EGIFT_CARD_DESIGNS)[number]["id"];

export const EGIFT_CARD_DESIGN_IDS = EGIFT_CARD_DESIGNS.map((design) => design.id) as [
  EgiftCardDesignId,
  ...EgiftCardDesignId[],
];

/** A design's name as the bag and the mail show it (an id no longer offered shows as itself). */
export function designName(id: string): string {
  return EGIFT_CARD_DESIGNS.find((design) => design.id === id)?.name ?? id;
}

/** The gift card page's and the bag's words (ours: the spec gives none for this form). */
export const EGIFT_CARD_MESSAGES = {
  amount: "Please choose an amount.",
  design: "Please choose a design.",
  recipientName: "Please enter the recipient's name.",
  recipientEmail: "Please enter a valid email address for the recipient.",
  senderName: "Please enter your name, so the recipient knows who sent it.",
  tooLong: (limit: number) => `Please use at most ${limit} characters.`,
  characters: "Please use letters, digits and punctuation only.",
  noLinks:
    "Please leave out links and web addresses: this is sent from our store's email address, and links in it are not allowed.",
  replaced:
    "Your bag held an e-Gift Card of this amount for another recipient: it now goes to the recipient you just entered. A bag holds one recipient per amount; to send this amount to someone else too, check out first.",
} as const;

/** Whether two customisations are the same card to the same person (the email in any case). */
export function sameGiftCardDetails(a: GiftCardDetails, b: GiftCardDetails): boolean {
  return (
    a.recipientName === b.recipientName &&
    a.recipientEmail.toLowerCase() === b.recipientEmail.toLowerCase() &&
    a.senderName === b.senderName &&
    a.message === b.message &&
    a.design === b.design
  );
}

/**
 * Whether a text the buyer typed holds a link or a web address (decision 212): a scheme ('https:',
 * 'mailto:'), 'www.', or a name ending in a common top-level domain ('fleetfoot-refunds.com'). The
 * recipient's mail comes from the store's address, so nothing in it may send them elsewhere.
 */
export function hasLink(text: string): boolean {
  return LINK_PATTERNS.some((pattern) => pattern.test(text));
}

const LINK_PATTERNS = [
  /\b[a-z][a-z0-9+.-]*:\/\//i,
  /\b(?:mailto|javascript):/i,
  /\bwww\./i,
  /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|us|uk|me|ly|app|dev|xyz|online|site|link|click|shop|store|top|ru|cn|tk|gl|gd|to|page|support|help|gift|cards?)\b/i,
];
