import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { EgiftCardForm, GiftCardDetailsSchema } from "./forms.ts";
import { EGIFT_CARD_DESIGNS, EGIFT_CARD_MESSAGES, GIFT_CARD_DETAIL_LIMITS } from "./gift-card-details.ts";

const filled = {
  stockId: "1234",
  design: "birthday",
  recipientName: "Ann Example",
  recipientEmail: "ann@example.com",
  senderName: "Bo Sender",
  message: "Happy birthday!",
};

const parse = (fields: Record<string, string>) =>
  parseWithZod(new URLSearchParams(fields), { schema: EgiftCardForm });

/** The first words the schema gave a field, when it refused the form. */
function errorOf(fields: Record<string, string>, field: string): string | undefined {
  const result = parse(fields);
  return result.status === "error" ? result.error?.[field]?.[0] : undefined;
}

describe("the e-Gift Card form's schema", () => {
  it("reads an amount, a design, the recipient, the sender and a message, trimmed", () => {
    const result = parse({
      ...filled,
      recipientName: "  Ann Example ",
      message: "  Happy birthday!\r\n\tLove ",
    });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({
      stockId: 1234,
      design: "birthday",
      recipientName: "Ann Example",
      recipientEmail: "ann@example.com",
      senderName: "Bo Sender",
      message: "Happy birthday!\n Love",
    });
  });

  it("takes the message as optional: left out or blank, it is empty", () => {
    const { message: _message, ...withoutMessage } = filled;
    for (const fields of [withoutMessage, { ...filled, message: "" }, { ...filled, message: "   " }]) {
      const result = parse(fields);
      expect(result.status === "success" && result.value.message).toBe("");
    }
  });

  it("refuses each missing field with its own words", () => {
    const result = parse({});
    expect(result.status).toBe("error");
    expect(result.status === "error" && result.error).toMatchObject({
      stockId: [EGIFT_CARD_MESSAGES.amount],
      design: [EGIFT_CARD_MESSAGES.design],
      recipientName: [EGIFT_CARD_MESSAGES.recipientName],
      recipientEmail: [EGIFT_CARD_MESSAGES.recipientEmail],
      senderName: [EGIFT_CARD_MESSAGES.senderName],
    });
    expect(errorOf({ ...filled, recipientName: "   " }, "recipientName")).toBe(
      EGIFT_CARD_MESSAGES.recipientName,
    );
  });

  it("refuses an email that is not one", () => {
    for (const email of [
      "ann",
      "ann@",
      "@example.com",
      "ann@example",
      "ann example@x.com",
      `${"a".repeat(250)}@x.com`,
    ]) {
      expect(errorOf({ ...filled, recipientEmail: email }, "recipientEmail"), email).toBe(
        EGIFT_CARD_MESSAGES.recipientEmail,
      );
    }
    expect(parse({ ...filled, recipientEmail: " Ann.Example+gift@Example.co.uk " })).toMatchObject({
      status: "success",
      value: { recipientEmail: "Ann.Example+gift@Example.co.uk" },
    });
  });

  it("refuses a message over 200 characters, and names over 50", () => {
    const limit = GIFT_CARD_DETAIL_LIMITS.message;
    expect(parse({ ...filled, message: "x".repeat(limit) }).status).toBe("success");
    expect(errorOf({ ...filled, message: "x".repeat(limit + 1) }, "message")).toBe(
      EGIFT_CARD_MESSAGES.tooLong(limit),
    );
    expect(errorOf({ ...filled, recipientName: "n".repeat(51) }, "recipientName")).toBe(
      EGIFT_CARD_MESSAGES.tooLong(50),
    );
    expect(errorOf({ ...filled, senderName: "n".repeat(51) }, "senderName")).toBe(
      EGIFT_CARD_MESSAGES.tooLong(50),
    );
  });

  it("refuses control characters anywhere, and line breaks in a name", () => {
    expect(errorOf({ ...filled, message: "hi\u0000there" }, "message")).toBe(EGIFT_CARD_MESSAGES.characters);
    expect(errorOf({ ...filled, message: "hi\u001bthere" }, "message")).toBe(EGIFT_CARD_MESSAGES.characters);
    expect(errorOf({ ...filled, recipientName: "Ann\nBcc: x@y.z" }, "recipientName")).toBe(
      EGIFT_CARD_MESSAGES.characters,
    );
    expect(errorOf({ ...filled, senderName: "Bo\u0007" }, "senderName")).toBe(EGIFT_CARD_MESSAGES.characters);
    expect(errorOf({ ...filled, recipientEmail: "ann@exa\u0000mple.com" }, "recipientEmail")).toBe(
      EGIFT_CARD_MESSAGES.recipientEmail,
    );
  });

  it("takes a design from the fixed list only", () => {
    expect(EGIFT_CARD_DESIGNS.length).toBeGreaterThanOrEqual(4);
    expect(EGIFT_CARD_DESIGNS.length).toBeLessThanOrEqual(6);
    for (const { id } of EGIFT_CARD_DESIGNS) expect(parse({ ...filled, design: id }).status).toBe("success");
    for (const design of ["gold", "Classic", "classic "]) {
      expect(errorOf({ ...filled, design }, "design"), design).toBe(EGIFT_CARD_MESSAGES.design);
    }
  });

  it("refuses an amount that is not a catalogue id with the amount's words", () => {
    for (const stockId of ["0", "-3", "12.5", "abc", "2147483648"]) {
      expect(errorOf({ ...filled, stockId }, "stockId"), stockId).toBe(EGIFT_CARD_MESSAGES.amount);
    }
  });

  it("reads what it wrote the same again (the bag checks the customisation with the same schema)", () => {
    const first = parse(filled);
    if (first.status !== "success") throw new Error("refused");
    const { stockId: _stockId, ...details } = first.value;
    expect(GiftCardDetailsSchema.parse(details)).toEqual(details);
  });

  it("refuses links and web addresses in the message and the names, and keeps ordinary words", () => {
    for (const message of [
      "Claim it at https://fleetfoot-gifts.example/claim",
      "see WWW.fleetfoot-help.example",
      "Call us: fleetfoot-refunds.com",
      "write to mailto:help@example.net",
    ]) {
      expect(errorOf({ ...filled, message }, "message"), message).toBe(EGIFT_CARD_MESSAGES.noLinks);
    }
    expect(errorOf({ ...filled, senderName: "Fleetfoot.support" }, "senderName")).toBe(
      EGIFT_CARD_MESSAGES.noLinks,
    );
    expect(errorOf({ ...filled, recipientName: "Visit evil.io" }, "recipientName")).toBe(
      EGIFT_CARD_MESSAGES.noLinks,
    );
    const plain = parse({ ...filled, message: "Happy birthday, Ann! See you at 5 p.m. (Mr. Bo, Jr.) :-)" });
    expect(plain.status).toBe("success");
  });
});
