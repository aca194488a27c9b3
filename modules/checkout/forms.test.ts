import { describe, expect, it } from "vitest";
import { TEST_ADDRESS_FIELDS } from "../../tests/support/test-address-fields.ts";
import { ADDRESS_MESSAGES } from "../addresses/index.ts";
import { CARD_MESSAGES } from "../payments/index.ts";
import { expressCheckoutForm } from "./forms.ts";

const NOW = new Date("2026-03-10T14:00:00Z");

const typed = {
  intent: "express",
  ...TEST_ADDRESS_FIELDS,
  fullName: " Ella Express ",
  nameOnCard: "Ella Express",
  cc: "4242 4242 4242 4242",
  expiration: "04 / 28",
  cvv: "123",
};

/** Each refused field's first words. */
function refusals(form: Record<string, string>): Record<string, string> {
  const result = expressCheckoutForm(NOW).safeParse(form);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("express checkout's form", () => {
  it("reads the address and the card, each by its own rules", () => {
    const value = expressCheckoutForm(NOW).parse(typed);
    expect(value.address).toMatchObject({ fullName: "Ella Express", postalCode: "02108", countryCode: "US" });
    expect(value.card).toEqual({
      nameOnCard: "Ella Express",
      cc: "4242424242424242",
      expirationMonth: 4,
      expirationYear: 2028,
      cvv: "123",
    });
    expect(value.choice).toBeUndefined();
  });

  it("refuses each half's fields with their own words, all at once", () => {
    expect(refusals({ ...typed, city: "", cvv: "12" })).toEqual({
      city: ADDRESS_MESSAGES.city,
      cvv: CARD_MESSAGES.cvvIncomplete,
    });
    // The CVV is checked against the number's brand (American Express takes four digits).
    expect(refusals({ ...typed, cc: "378282246310005", cvv: "123" })).toHaveProperty("cvv");
    expect(refusals({ ...typed, intent: "place" })).toHaveProperty("intent");
  });
});
