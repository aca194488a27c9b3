import { describe, expect, it } from "vitest";
import { AppError } from "../core/index.ts";
import {
  CLAIM_CODE_ALPHABET,
  checkoutGiftCardMessage,
  formatClaimCode,
  GIFT_CARD_REFUSALS,
  giftCardRefusalOf,
  giftCardRefused,
  isClaimCodeShape,
  normaliseClaimCode,
} from "./gift-card-codes.ts";
import { claimCodeHash, newClaimCode } from "./gift-cards.server.ts";

describe("claim codes", () => {
  it("uses 32 characters a shopper cannot confuse: no 0, O, 1 or I", () => {
    expect(CLAIM_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(CLAIM_CODE_ALPHABET).size).toBe(32);
    expect(CLAIM_CODE_ALPHABET).not.toMatch(/[0O1I]/);
  });

  it("reads a code as typed in any case, with dashes and spaces anywhere", () => {
    expect(normaliseClaimCode(" abcd-efgh jklm\tnpqr ")).toBe("ABCDEFGHJKLMNPQR");
    expect(normaliseClaimCode("ABCD--EFGH")).toBe("ABCDEFGH");
    expect(normaliseClaimCode("")).toBe("");
  });

  it.each([
    ["ABCDEFGHJKLMNPQR", true],
    ["23456789ABCDEFGH", true],
    ["ABCDEFGHJKLMNPQ", false],
    ["ABCDEFGHJKLMNPQRS", false],
    ["ABCDEFGHJKLMNPQ0", false],
    ["ABCDEFGHJKLMNPQO", false],
    ["ABCDEFGHJKLMNPQ1", false],
    ["ABCDEFGHJKLMNPQI", false],
    ["ABCDEFGHJKLMNPQ\u0000", false],
    ["abcdefghjklmnpqr", false],
  ])("%j could be a claim code: %s", (code, expected) => {
    expect(isClaimCodeShape(code)).toBe(expected);
  });

  it("shows a code in four groups of four", () => {
    expect(formatClaimCode("abcdefghjklmnpqr")).toBe("ABCD-EFGH-JKLM-NPQR");
    expect(formatClaimCode("ABCD EFGH-JKLM NPQR")).toBe("ABCD-EFGH-JKLM-NPQR");
  });

  it("draws new codes grouped, from the alphabet, different each time", () => {
    const codes = Array.from({ length: 200 }, newClaimCode);
    for (const code of codes) {
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
      expect(isClaimCodeShape(normaliseClaimCode(code))).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
    // Every letter turns up among 3,200 draws (each is missed with chance (31/32)^3200, about 1e-44).
    expect(new Set(codes.join("").replaceAll("-", "")).size).toBe(32);
  });

  it("keeps the SHA-256 of the normalised code, the same however it is typed", () => {
    const hash = claimCodeHash("ABCD-EFGH-JKLM-NPQR");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(claimCodeHash("abcd efgh jklm npqr")).toBe(hash);
    expect(claimCodeHash("ABCDEFGHJKLMNPQR")).toBe(hash);
    expect(claimCodeHash("ABCD-EFGH-JKLM-NPQS")).not.toBe(hash);
  });
});

describe("refused gift cards (spec 2 section 8)", () => {
  it("gives the account's words and checkout's words", () => {
    expect(GIFT_CARD_REFUSALS.notValid).toEqual({
      id: "giftcard.not.valid",
      account: "Oh no! We don't recognize that gift card code. Please try again.",
      checkout: "The gift card is not valid.",
    });
    expect(GIFT_CARD_REFUSALS.expired.checkout).toBe("The gift card has expired.");
    expect(GIFT_CARD_REFUSALS.redeemed.checkout).toBe("The gift card you entered has already been redeemed.");
    expect(GIFT_CARD_REFUSALS.alreadyApplied.checkout).toBe(
      "The code you entered has already been applied to your account.",
    );
    expect(GIFT_CARD_REFUSALS.missing.checkout).toBe("A gift card or promotional code is required.");
  });

  it("refuses with a 400 in the account's words, which checkout turns into its own", () => {
    const error = giftCardRefused("notValid");
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(400);
    expect(error.code).toBe("giftcard.not.valid");
    expect(error.message).toBe("Oh no! We don't recognize that gift card code. Please try again.");
    expect(giftCardRefusalOf(error)).toBe("notValid");
    expect(checkoutGiftCardMessage(error)).toBe("The gift card is not valid.");
    expect(checkoutGiftCardMessage(giftCardRefused("redeemed"))).toBe(
      "The gift card you entered has already been redeemed.",
    );
  });

  it("is not a refusal of a gift card for any other error", () => {
    expect(giftCardRefusalOf(new AppError("conflict", "other", "x"))).toBeNull();
    expect(giftCardRefusalOf(new Error("giftcard.not.valid"))).toBeNull();
    expect(checkoutGiftCardMessage("giftcard.not.valid")).toBeNull();
  });
});
