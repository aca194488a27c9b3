import { describe, expect, it } from "vitest";
import { egiftCardMail } from "./egift-card-mail.ts";

const input = {
  storeName: "Fleetfoot",
  baseUrl: "https://fleetfoot.example",
  amountCents: 5000,
  claimCode: "ABCDEFGHJKLMNPQR",
  details: {
    recipientName: "Ann Example",
    recipientEmail: "ann@example.com",
    senderName: "Bo Sender",
    message: "Happy birthday!\nSee you soon",
    design: "birthday",
  },
};

describe("the e-Gift Card recipient's mail", () => {
  it("says who sent it, their message, the amount, the claim code in groups and how to redeem it", () => {
    const { subject, text } = egiftCardMail(input);
    expect(subject).toBe("You have a Fleetfoot e-Gift Card");
    expect(text).toContain("Hi Ann Example,");
    expect(text).toContain(
      'You have a $50.00 Fleetfoot e-Gift Card (design: Happy Birthday), bought for you at Fleetfoot by a customer who gave the name "Bo Sender".',
    );
    // The buyer's message is quoted as theirs, line by line (decision 212).
    expect(text).toContain(
      "Their message, as they wrote it (Fleetfoot did not write it):\n  > Happy birthday!\n  > See you soon",
    );
    expect(text).toContain("Claim code: ABCD-EFGH-JKLM-NPQR");
    expect(text).toContain("at checkout");
    // The account page's redeem form, not a raw API request (issue 30, point 3).
    expect(text).toContain("sign in at https://fleetfoot.example/account, type the claim code");
    expect(text).not.toContain("/v1/giftcard/claim");
    expect(text).toContain("https://fleetfoot.example/");
  });

  it("keeps the claim code out of the subject (subjects are logged) and leaves out an empty message", () => {
    const { subject, text } = egiftCardMail({ ...input, details: { ...input.details, message: "" } });
    expect(subject).not.toMatch(/ABCD/);
    expect(text).not.toContain("Their message");
  });

  it("writes the subject in the store's words, whatever name the buyer typed (decision 212)", () => {
    const senderName = "Fleetfoot Security Team: your account is locked";
    const { subject } = egiftCardMail({ ...input, details: { ...input.details, senderName } });
    expect(subject).toBe("You have a Fleetfoot e-Gift Card");
  });
});
