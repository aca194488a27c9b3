import { z } from "zod";
import { hasUnacceptableCharacter } from "../core/index.ts";
import {
  CLAIM_CODE_MAX_INPUT,
  GIFT_CARD_REFUSALS,
  isClaimCodeShape,
  normaliseClaimCode,
} from "./gift-card-codes.ts";

/**
 * The account page's 'Redeem a gift card' form (spec 2 "Account": giftCardRedeemCode, with its
 * giftCardRedeemError in the account's words). Pure, so the browser says at once what the server
 * would; the server then claims the card with claimGiftCard, as the API does.
 */
export const GiftCardRedeemForm = z.object({
  claimCode: z
    .string({ error: GIFT_CARD_REFUSALS.missing.account })
    .trim()
    .min(1, { error: GIFT_CARD_REFUSALS.missing.account })
    // Too long, control characters, or not 16 letters of the alphabet: no card has such a code.
    .max(CLAIM_CODE_MAX_INPUT, { error: GIFT_CARD_REFUSALS.notValid.account })
    .refine((code) => !hasUnacceptableCharacter(code) && isClaimCodeShape(normaliseClaimCode(code)), {
      error: GIFT_CARD_REFUSALS.notValid.account,
    }),
});
