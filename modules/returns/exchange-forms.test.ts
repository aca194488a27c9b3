import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { EXCHANGE_FORM_MESSAGES, ExchangeForm, exchangeChoicesOf } from "./exchange-forms.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return parseWithZod(data, { schema: ExchangeForm });
};

describe("the exchange form", () => {
  it("takes an item, a stock item, one of the reasons and a label type, the address optional", () => {
    const submission = form({
      itemUniqueId: "12345",
      stockId: "10000002",
      reason: "too-small",
      labelType: "PRINT",
    });
    expect(submission.status).toBe("success");
  });

  it("refuses each missing or bad choice with its own words", () => {
    const submission = form({
      itemUniqueId: "12345",
      stockId: "0",
      labelType: "CARRIER_PIGEON",
      addressId: "x",
    });
    expect(submission.reply().error).toMatchObject({
      stockId: [EXCHANGE_FORM_MESSAGES.stockId],
      reason: [EXCHANGE_FORM_MESSAGES.reason],
      labelType: [EXCHANGE_FORM_MESSAGES.labelType],
      addressId: [EXCHANGE_FORM_MESSAGES.addressId],
    });
    expect(
      form({ itemUniqueId: "12345", stockId: "99999999999", reason: "too-small", labelType: "PRINT" }).status,
    ).toBe("error");
  });

  it("carries only well-formed choices from a page's query to the next", () => {
    const params = new URLSearchParams({
      itemUniqueId: "12345",
      stockId: "10000002",
      reason: "because",
      labelType: "PRINT",
      addressId: "",
      step: "review",
    });
    expect(exchangeChoicesOf(params)).toEqual({
      itemUniqueId: "12345",
      stockId: "10000002",
      labelType: "PRINT",
    });
    expect(exchangeChoicesOf(new URLSearchParams("itemUniqueId=abc"))).toEqual({});
  });
});
