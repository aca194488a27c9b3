import { AppError, isAppError } from "../core/index.ts";
import { PROMO_MESSAGES } from "./promotion-rules.ts";

/**
 * Gift card claim codes and the words of a refused claim (spec 2 section 8). Pure, so the account
 * page and checkout read a code and show a refusal as the server does. The codes themselves are
 * made on the server (gift-cards.server.ts) from a secure random source.
 */

/** 32 letters and digits a shopper cannot confuse: no 0 and O, no 1 and I. */
export const CLAIM_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** 16 characters of 32 kinds: 80 random bits, beyond guessing. */
export const CLAIM_CODE_LENGTH = 16;
/** The longest claim code accepted as typed: a code in groups, spaces around it, with room to spare. */
export const CLAIM_CODE_MAX_INPUT = 64;

const CLAIM_CODE_SHAPE = /^[A-HJ-NP-Z2-9]{16}$/;

/** A claim code as typed ('abcd efgh-jklm npqr') as the store compares it: upper case, no dashes or spaces. */
export function normaliseClaimCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, "");
}

/** Whether a normalised code could be a claim code at all (16 characters of the alphabet). */
export function isClaimCodeShape(normalised: string): boolean {
  return CLAIM_CODE_SHAPE.test(normalised);
}

/** A claim code as shown to a shopper: four groups of four, 'ABCD-EFGH-JKLM-NPQR'. */
export function formatClaimCode(code: string): string {
  return (normaliseClaimCode(code).match(/.{1,4}/g) ?? []).join("-");
}

/** Why a claim (or a gift card at checkout) was refused. */
export type GiftCardRefusal = "missing" | "notValid" | "expired" | "redeemed" | "alreadyApplied";

/**
 * Each refusal's error id and words, on the account page and at checkout. Spec 2 gives the checkout's
 * words for all of them; the account's are its own for an unknown code ("Oh no! ...") and for a code
 * it already took, and the gift card's words otherwise (see docs/decisions.md).
 */
export const GIFT_CARD_REFUSALS = {
  missing: {
    id: "giftcard.code.missing",
    account: PROMO_MESSAGES.PROMO_MISSING,
    checkout: PROMO_MESSAGES.PROMO_MISSING,
  },
  notValid: {
    id: "giftcard.not.valid",
    account: "Oh no! We don't recognize that gift card code. Please try again.",
    checkout: "The gift card is not valid.",
  },
  expired: {
    id: "giftcard.expired",
    account: "The gift card has expired.",
    checkout: "The gift card has expired.",
  },
  redeemed: {
    id: "giftcard.already.redeemed",
    account: "The gift card you entered has already been redeemed.",
    checkout: "The gift card you entered has already been redeemed.",
  },
  alreadyApplied: {
    id: "giftcard.already.applied",
    account: PROMO_MESSAGES.PROMO_ALREADY_REDEEMED,
    checkout: PROMO_MESSAGES.PROMO_ALREADY_REDEEMED,
  },
} as const satisfies Record<GiftCardRefusal, { id: string; account: string; checkout: string }>;

const REFUSALS: readonly GiftCardRefusal[] = ["missing", "notValid", "expired", "redeemed", "alreadyApplied"];

/** The refusal of a claim: 400 with its id and the account's words. */
export function giftCardRefused(refusal: GiftCardRefusal): AppError {
  const { id, account } = GIFT_CARD_REFUSALS[refusal];
  return new AppError("invalid_input", id, account, { refusal });
}

/** Which refusal an error is, if it is one (checkout shows its own words for it). */
export function giftCardRefusalOf(error: unknown): GiftCardRefusal | null {
  if (!isAppError(error)) return null;
  return REFUSALS.find((refusal) => GIFT_CARD_REFUSALS[refusal].id === error.code) ?? null;
}

/** Checkout's words for a refused gift card (spec 2 section 8), or null when the error is not one. */
export function checkoutGiftCardMessage(error: unknown): string | null {
  const refusal = giftCardRefusalOf(error);
  return refusal ? GIFT_CARD_REFUSALS[refusal].checkout : null;
}

/** Spec 2 section 8's words when saved balances do not cover the order (its spacing kept). */
export const insufficientBalanceMessage = (amount: string) =>
  `Insufficient saved balance.  You have a remaining balance of ${amount}. Please add an additional payment method to complete your order.`;
