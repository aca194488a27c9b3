import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { cardEditSchema, cardFormSchema } from "./card-form-schemas.ts";
import {
  CARD_LIMITS,
  CARD_MESSAGES,
  cardBrand,
  cardDigits,
  cardLimitMessage,
  checkCardNumber,
  checkCvv,
  checkExpiry,
  checkExpiryFields,
  cvvLength,
  defaultExpiry,
  formatExpiryInput,
  isExpired,
  isLuhnValid,
  lastFour,
  maskedNumber,
  messageForServerId,
} from "./card-rules.ts";

/** 15 May 2026, noon UTC: the store's "now" in these tests. */
const now = new Date("2026-05-15T12:00:00Z");

const VISA = "4242424242424242";
const AMEX = "378282246310005";

/** An add-card form as a browser posts it. */
const card = {
  nameOnCard: "Ann Lee",
  cc: "4242 4242 4242 4242",
  expiration: "05 / 26",
  cvv: "123",
  addressId: "17",
};

const added = {
  nameOnCard: "Ann Lee",
  cc: VISA,
  expirationMonth: 5,
  expirationYear: 2026,
  cvv: "123",
  addressId: "17",
};

/** Each field's first message, as the form shows it. */
function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

const addErrors = (input: Record<string, unknown>) =>
  fieldErrors(cardFormSchema(now).safeParse({ ...card, ...input }));

describe("the card's words and limits", () => {
  it("has the spec's maximum lengths", () => {
    expect(CARD_LIMITS).toEqual({
      cc: 23,
      expiration: 7,
      expirationMonth: 2,
      expirationYear: 4,
      cvv: 4,
      nameOnCard: 50,
    });
  });

  it("has the spec's words", () => {
    expect(CARD_MESSAGES).toEqual({
      cardExpired: "Card has expired.",
      cardNumberIncorrect: "Card number is not correct.",
      expirationIncorrect: "Expiration date is not correct.",
      cardNumberRequired: "Please enter a card number.",
      expirationMonthRequired: "Please enter an expiration month.",
      expirationYearRequired: "Please enter an expiration year.",
      nameOnCardRequired: "Please enter cardholder's name.",
      cvvEmpty: "CVV cannot be empty.",
      cvvIncomplete: "Your card's security code is incomplete.",
      expiryIncomplete: "Please enter month and year (MM/YY).",
      expiryYearInvalid: "Please enter a valid year.",
      expiryInPast: "Expiry cannot be in the past.",
      billingAddressRequired: "Please select a billing address.",
      required: "Required",
      invalidInput: "Invalid input",
      validationException: "Invalid Input",
      tooLong: "Input too long",
      verificationDeclined: "Credit card verification declined",
      invalid: "Invalid",
      cardLimit:
        "Credit card verification declined. You won't be able to add a card for the next {time} due to security reasons.",
    });
  });
});

describe("card numbers", () => {
  it("names the brand by the first digit, and none for 2, 7 or nothing", () => {
    expect(cardBrand("3782 822463 10005")).toBe("American Express");
    expect(cardBrand("4242")).toBe("Visa");
    expect(cardBrand("5555555555554444")).toBe("MasterCard");
    expect(cardBrand("6011111111111117")).toBe("Discover");
    for (const other of ["2223003122003222", "7111111111111114", "1", "0", "9", "8", "", "-"]) {
      expect(cardBrand(other), other).toBeNull();
    }
  });

  it("keeps only the digits", () => {
    expect(cardDigits(" 4242-4242 4242 4242 ")).toBe(VISA);
    expect(cardDigits("ab")).toBe("");
  });

  it("checks the Luhn digit", () => {
    expect(isLuhnValid(VISA)).toBe(true);
    expect(isLuhnValid("4242424242424241")).toBe(false);
    expect(isLuhnValid(AMEX)).toBe(true);
    expect(isLuhnValid("4242 4242 4242 4242")).toBe(false);
    expect(isLuhnValid("")).toBe(false);
  });

  it("takes 13 to 16 digits starting 2 to 6 with a good check digit, spaces and dashes ignored", () => {
    for (const good of [
      "4222222222222",
      AMEX,
      VISA,
      "5555555555554444",
      "2223003122003222",
      "6011111111111117",
      "4242 4242 4242 4242",
      "4242-4242-4242-4242",
      " 3782-822463-10005 ",
    ]) {
      expect(checkCardNumber(good), good).toBeNull();
    }
  });

  it("refuses 12 and 17 digits, other first digits, a bad check digit and other characters", () => {
    for (const bad of [
      "424242424242",
      "42424242424242426",
      "222222222226",
      "7111111111111114",
      "1111111111111117",
      "9111111111111110",
      "0111111111111119",
      "4242424242424241",
      "4242.4242.4242.4242",
      "4242a4242424242424",
      "--",
    ]) {
      expect(checkCardNumber(bad), bad).toBe("Card number is not correct.");
    }
  });

  it("asks for a number when there is none", () => {
    expect(checkCardNumber("")).toBe("Please enter a card number.");
    expect(checkCardNumber("   ")).toBe("Please enter a card number.");
  });

  it("shows a saved card by brand and last four digits", () => {
    expect(lastFour(VISA)).toBe("4242");
    expect(lastFour("3782 822463 10005")).toBe("0005");
    expect(maskedNumber("Visa", "4242")).toBe("Visa ending in 4242");
    expect(maskedNumber("American Express", "0005")).toBe("American Express ending in 0005");
    expect(maskedNumber(null, "3222")).toBe("Card ending in 3222");
  });
});

describe("the CVV", () => {
  it("has 4 digits for American Express and an unknown brand, 3 for the others", () => {
    expect(cvvLength("American Express")).toBe(4);
    expect(cvvLength(null)).toBe(4);
    expect(cvvLength("Visa")).toBe(3);
    expect(cvvLength("MasterCard")).toBe(3);
    expect(cvvLength("Discover")).toBe(3);
  });

  it("takes the brand's length", () => {
    expect(checkCvv("123", "Visa")).toBeNull();
    expect(checkCvv("123", "MasterCard")).toBeNull();
    expect(checkCvv("123", "Discover")).toBeNull();
    expect(checkCvv("1234", "American Express")).toBeNull();
    expect(checkCvv("1234", null)).toBeNull();
    expect(checkCvv(" 123 ", "Visa")).toBeNull();
  });

  it("says empty, incomplete under 3 digits or under the brand's length, too long over it", () => {
    expect(checkCvv("", "Visa")).toBe("CVV cannot be empty.");
    expect(checkCvv("  ", "Visa")).toBe("CVV cannot be empty.");
    expect(checkCvv("1", "Visa")).toBe("Your card's security code is incomplete.");
    expect(checkCvv("12", "American Express")).toBe("Your card's security code is incomplete.");
    expect(checkCvv("123", "American Express")).toBe("Your card's security code is incomplete.");
    expect(checkCvv("123", null)).toBe("Your card's security code is incomplete.");
    expect(checkCvv("1234", "Visa")).toBe("Input too long");
    expect(checkCvv("1234", "MasterCard")).toBe("Input too long");
    expect(checkCvv("1234", "Discover")).toBe("Input too long");
  });

  it("refuses anything but digits, and more than 4 characters as too long", () => {
    expect(checkCvv("12a", "Visa")).toBe("Invalid input");
    expect(checkCvv("1a", "Visa")).toBe("Invalid input");
    expect(checkCvv("1 23", "Visa")).toBe("Invalid input");
    expect(checkCvv("12345", "American Express")).toBe("Input too long");
  });
});

describe("formatExpiryInput", () => {
  it("formats as the shopper types", () => {
    const typed = (keys: string) => [...keys].map((_, index) => formatExpiryInput(keys.slice(0, index + 1)));
    expect(typed("1225")).toEqual(["1", "12", "12 / 2", "12 / 25"]);
    expect(typed("0726")).toEqual(["0", "07", "07 / 2", "07 / 26"]);
  });

  it("pads a first month digit of 2 to 9 with 0", () => {
    for (const digit of "23456789") expect(formatExpiryInput(digit)).toBe(`0${digit}`);
    expect(formatExpiryInput("4")).toBe("04");
    expect(formatExpiryInput("42")).toBe("04 / 2");
    expect(formatExpiryInput("0")).toBe("0");
    expect(formatExpiryInput("1")).toBe("1");
  });

  it("drops a second month digit that would make the month invalid", () => {
    expect(formatExpiryInput("13")).toBe("1");
    expect(formatExpiryInput("00")).toBe("0");
    expect(formatExpiryInput("10")).toBe("10");
    expect(formatExpiryInput("135")).toBe("1");
    expect(formatExpiryInput("1325")).toBe("12 / 5");
  });

  it("keeps at most 4 digits and re-formats what is already formatted", () => {
    expect(formatExpiryInput("122530")).toBe("12 / 25");
    expect(formatExpiryInput("12 / 25")).toBe("12 / 25");
    expect(formatExpiryInput("12 / 2")).toBe("12 / 2");
    expect(formatExpiryInput("12 / ")).toBe("12");
    expect(formatExpiryInput("ab")).toBe("");
    expect(formatExpiryInput("")).toBe("");
  });
});

describe("checkExpiry", () => {
  it("takes 'MM / YY', 'MM/YY', 'MMYY' and 'MM / YYYY', two-digit years as 20YY", () => {
    for (const typed of ["12 / 28", "12/28", "1228", "12 / 2028", "12/2028", " 12 / 28 "]) {
      expect(checkExpiry(typed, now), typed).toEqual({ month: 12, year: 2028 });
    }
    expect(checkExpiry("01 / 99", now)).toEqual({ month: 1, year: 2099 });
  });

  it("takes this month and later months of this year", () => {
    expect(checkExpiry("05 / 26", now)).toEqual({ month: 5, year: 2026 });
    expect(checkExpiry("06/2026", now)).toEqual({ month: 6, year: 2026 });
  });

  it("refuses an earlier month of this year and any earlier year", () => {
    expect(checkExpiry("04 / 26", now)).toEqual({ error: "Expiry cannot be in the past." });
    expect(checkExpiry("01/2026", now)).toEqual({ error: "Expiry cannot be in the past." });
    expect(checkExpiry("12 / 25", now)).toEqual({ error: "Please enter a valid year." });
    expect(checkExpiry("12 / 2025", now)).toEqual({ error: "Please enter a valid year." });
    // Two digits are this century: '26' is 2026, but '0026' is the year 26.
    expect(checkExpiry("12 / 0026", now)).toEqual({ error: "Please enter a valid year." });
  });

  it("asks for month and year under 4 digits", () => {
    for (const typed of ["", "1", "12", "12 / 2", "1/26", "ab"]) {
      expect(checkExpiry(typed, now), typed).toEqual({ error: "Please enter month and year (MM/YY)." });
    }
  });

  it("refuses a month outside 01-12, a 3-digit month, a 5-digit year or other shapes", () => {
    for (const typed of [
      "13 / 28",
      "00 / 28",
      "005/28",
      "12/20280",
      "12-28",
      "12 // 28",
      "12 /28",
      "a12/28",
    ]) {
      expect(checkExpiry(typed, now), typed).toEqual({ error: "Expiration date is not correct." });
    }
  });

  it("reads this month in UTC", () => {
    const lateInApril = new Date("2026-04-30T23:30:00-05:00");
    expect(checkExpiry("04 / 26", lateInApril)).toEqual({ error: "Expiry cannot be in the past." });
  });
});

describe("checkExpiryFields (an expiry as month and year fields)", () => {
  it("takes a month with or without its 0 and a year of 4 or 2 digits", () => {
    expect(checkExpiryFields({ month: "04", year: "2028" }, now)).toEqual({ month: 4, year: 2028 });
    expect(checkExpiryFields({ month: "4", year: "28" }, now)).toEqual({ month: 4, year: 2028 });
    expect(checkExpiryFields({ month: " 12 ", year: "2026" }, now)).toEqual({ month: 12, year: 2026 });
    expect(checkExpiryFields({ month: "05", year: "2026" }, now)).toEqual({ month: 5, year: 2026 });
  });

  it("gives a field left out its default: month '01', this year", () => {
    expect(checkExpiryFields({ year: "2027" }, now)).toEqual({ month: 1, year: 2027 });
    expect(checkExpiryFields({ month: "11" }, now)).toEqual({ month: 11, year: 2026 });
    const january = new Date("2026-01-20T12:00:00Z");
    expect(checkExpiryFields({}, january)).toEqual({ month: 1, year: 2026 });
  });

  it("asks for an empty month, then an empty year, on its own field", () => {
    expect(checkExpiryFields({ month: "", year: "" }, now)).toEqual({
      error: "Please enter an expiration month.",
      field: "month",
    });
    expect(checkExpiryFields({ month: " ", year: "2028" }, now)).toEqual({
      error: "Please enter an expiration month.",
      field: "month",
    });
    expect(checkExpiryFields({ month: "04", year: "" }, now)).toEqual({
      error: "Please enter an expiration year.",
      field: "year",
    });
  });

  it("says a month or year of another shape is not correct", () => {
    for (const month of ["0", "00", "13", "004", "4a", "-1", "1.5"]) {
      expect(checkExpiryFields({ month, year: "2028" }, now), month).toEqual({
        error: "Expiration date is not correct.",
        field: "month",
      });
    }
    for (const year of ["2", "202", "20280", "2O28", "\u00002028"]) {
      expect(checkExpiryFields({ month: "04", year }, now), year).toEqual({
        error: "Expiration date is not correct.",
        field: "year",
      });
    }
  });

  it("says a past month, or the defaults after January, has expired", () => {
    expect(checkExpiryFields({ month: "04", year: "2026" }, now)).toEqual({ error: "Card has expired." });
    expect(checkExpiryFields({ month: "12", year: "2025" }, now)).toEqual({ error: "Card has expired." });
    expect(checkExpiryFields({ month: "12", year: "25" }, now)).toEqual({ error: "Card has expired." });
    expect(checkExpiryFields({}, now)).toEqual({ error: "Card has expired." });
  });
});

describe("expiry of a saved card", () => {
  it("is good through the last day of its month", () => {
    expect(isExpired(5, 2026, new Date("2026-05-31T23:59:59Z"))).toBe(false);
    expect(isExpired(5, 2026, new Date("2026-06-01T00:00:00Z"))).toBe(true);
    expect(isExpired(4, 2026, now)).toBe(true);
    expect(isExpired(12, 2025, now)).toBe(true);
    expect(isExpired(1, 2027, now)).toBe(false);
  });

  it("starts a new card's form at January of this year", () => {
    expect(defaultExpiry(now)).toEqual({ month: "01", year: "2026" });
    expect(defaultExpiry(new Date("2031-12-31T12:00:00Z"))).toEqual({ month: "01", year: "2031" });
  });
});

describe("the payment service's error ids", () => {
  it("maps each id to the form's words", () => {
    expect(messageForServerId("required.input.missing")).toBe("Required");
    expect(messageForServerId("required.input.missing", "Please enter a card number.")).toBe(
      "Please enter a card number.",
    );
    expect(messageForServerId("input.invalid")).toBe("Invalid input");
    expect(messageForServerId("validation.exception")).toBe("Invalid Input");
    expect(messageForServerId("max.length.exceeded")).toBe("Input too long");
    expect(messageForServerId("credit.card.verification.declined")).toBe("Credit card verification declined");
  });

  it("says 'Invalid' for anything else, a field's words only for a missing input", () => {
    for (const id of ["", "unknown", "toString", "__proto__", "INPUT.INVALID"]) {
      expect(messageForServerId(id), id).toBe("Invalid");
    }
    expect(messageForServerId("input.invalid", "Please enter a card number.")).toBe("Invalid input");
  });

  it("tells how long to wait when too many cards were added, in hours and minutes", () => {
    const wait = (time: string) =>
      `Credit card verification declined. You won't be able to add a card for the next ${time} due to security reasons.`;
    expect(cardLimitMessage(1440)).toBe(wait("24 hours"));
    expect(cardLimitMessage(60)).toBe(wait("1 hour"));
    expect(cardLimitMessage(30)).toBe(wait("30 minutes"));
    expect(cardLimitMessage(1)).toBe(wait("1 minute"));
    expect(cardLimitMessage(90)).toBe(wait("1 hour 30 minutes"));
    expect(cardLimitMessage(121)).toBe(wait("2 hours 1 minute"));
    expect(cardLimitMessage(29.2)).toBe(wait("30 minutes"));
    expect(cardLimitMessage(0)).toBe(wait("1 minute"));
  });
});

describe("cardFormSchema", () => {
  it("takes a card: the number as digits, the expiry as numbers", () => {
    expect(cardFormSchema(now).parse(card)).toStrictEqual(added);
    expect(
      cardFormSchema(now).parse({
        ...card,
        nameOnCard: "  Ann Lee ",
        cc: "3782-822463-10005",
        cvv: "1234",
        expiration: "1228",
        makeDefault: "on",
        extra: "ignored",
      }),
    ).toStrictEqual({
      ...added,
      cc: AMEX,
      cvv: "1234",
      expirationMonth: 12,
      expirationYear: 2028,
      makeDefault: "on",
    });
  });

  it("gives every field's words when a browser sends an empty form (Conform sends it missing)", () => {
    const empty = parseWithZod(new URLSearchParams({}), { schema: cardFormSchema(now) });
    expect(empty.status === "error" && empty.error).toEqual({
      nameOnCard: ["Please enter cardholder's name."],
      cc: ["Please enter a card number."],
      expiration: ["Please enter month and year (MM/YY)."],
      cvv: ["CVV cannot be empty."],
      addressId: ["Please select a billing address."],
    });
    const typed = parseWithZod(new URLSearchParams({ ...card, makeDefault: "on" }), {
      schema: cardFormSchema(now),
    });
    expect(typed.status === "success" && typed.value).toStrictEqual({ ...added, makeDefault: "on" });
  });

  it("takes every field at its maximum length and refuses one character more", () => {
    expect(cardFormSchema(now).parse({ ...card, nameOnCard: "a".repeat(50) }).nameOnCard).toBe(
      "a".repeat(50),
    );
    expect(addErrors({ nameOnCard: "a".repeat(51) })).toEqual({ nameOnCard: "Input too long" });
    const typed23 = "4242-4242 - 4242 - 4242";
    expect(typed23.length).toBe(23);
    expect(cardFormSchema(now).parse({ ...card, cc: typed23 }).cc).toBe(VISA);
    expect(addErrors({ cc: "4242 -4242 - 4242 - 4242" })).toEqual({ cc: "Input too long" });
    expect(cardFormSchema(now).parse({ ...card, expiration: "05/2026" }).expirationYear).toBe(2026);
    expect(addErrors({ expiration: "05 /2026" })).toEqual({ expiration: "Input too long" });
    expect(addErrors({ expiration: "05 / 2026" })).toEqual({ expiration: "Input too long" });
    expect(cardFormSchema(now).parse({ ...card, cc: AMEX, cvv: "1234" }).cvv).toBe("1234");
    expect(addErrors({ cc: AMEX, cvv: "12345" })).toEqual({ cvv: "Input too long" });
  });

  it("puts each check's words on its own field", () => {
    expect(addErrors({ nameOnCard: "   " })).toEqual({ nameOnCard: "Please enter cardholder's name." });
    expect(addErrors({ nameOnCard: "Ann\u0000Lee" })).toEqual({ nameOnCard: "Invalid input" });
    expect(addErrors({ cc: "4242424242424241" })).toEqual({ cc: "Card number is not correct." });
    expect(addErrors({ cc: "" })).toEqual({ cc: "Please enter a card number." });
    expect(addErrors({ expiration: "04 / 26" })).toEqual({ expiration: "Expiry cannot be in the past." });
    expect(addErrors({ expiration: "12 / 25" })).toEqual({ expiration: "Please enter a valid year." });
    expect(addErrors({ expiration: "13 / 28" })).toEqual({ expiration: "Expiration date is not correct." });
    expect(addErrors({ expiration: "1/2" })).toEqual({ expiration: "Please enter month and year (MM/YY)." });
    expect(addErrors({ cvv: "" })).toEqual({ cvv: "CVV cannot be empty." });
    expect(addErrors({ cvv: "12" })).toEqual({ cvv: "Your card's security code is incomplete." });
    expect(addErrors({ cvv: "12a" })).toEqual({ cvv: "Invalid input" });
    expect(addErrors({ addressId: "" })).toEqual({ addressId: "Please select a billing address." });
    expect(addErrors({ addressId: "12a" })).toEqual({ addressId: "Please select a billing address." });
    expect(addErrors({ addressId: "1".repeat(16) })).toEqual({
      addressId: "Please select a billing address.",
    });
    expect(cardFormSchema(now).parse({ ...card, addressId: "1".repeat(15) }).addressId).toBe("1".repeat(15));
    expect(addErrors({ makeDefault: "off" })).toHaveProperty("makeDefault");
  });

  it("checks the CVV against the brand of the number, on the cvv field", () => {
    expect(addErrors({ cvv: "1234" })).toEqual({ cvv: "Input too long" });
    expect(addErrors({ cc: AMEX, cvv: "123" })).toEqual({ cvv: "Your card's security code is incomplete." });
    expect(addErrors({ cc: "2223003122003222", cvv: "123" })).toEqual({
      cvv: "Your card's security code is incomplete.",
    });
    expect(cardFormSchema(now).parse({ ...card, cc: "2223003122003222", cvv: "1234" }).cvv).toBe("1234");
  });

  it("checks the CVV against the brand even when another field failed, but not without a number", () => {
    expect(addErrors({ cc: "3782 8224 6310 006", cvv: "123", nameOnCard: undefined })).toEqual({
      nameOnCard: "Please enter cardholder's name.",
      cc: "Card number is not correct.",
      cvv: "Your card's security code is incomplete.",
    });
    expect(addErrors({ cc: undefined, cvv: "123" })).toEqual({ cc: "Please enter a card number." });
    expect(addErrors({ cc: "", cvv: "1" })).toEqual({
      cc: "Please enter a card number.",
      cvv: "Your card's security code is incomplete.",
    });
  });

  it("takes the expiry as month and year fields too, with their own words on their own path", () => {
    const asFields = (expiration: unknown) => cardFormSchema(now).safeParse({ ...card, expiration });
    expect(asFields({ month: "04", year: "2028" }).data).toMatchObject({
      expirationMonth: 4,
      expirationYear: 2028,
    });
    expect(asFields({ year: "2028" }).data).toMatchObject({ expirationMonth: 1, expirationYear: 2028 });
    expect(asFields({ month: "", year: "2028" }).error?.issues).toEqual([
      expect.objectContaining({
        path: ["expiration", "month"],
        message: "Please enter an expiration month.",
      }),
    ]);
    expect(asFields({ month: "04", year: "" }).error?.issues).toEqual([
      expect.objectContaining({ path: ["expiration", "year"], message: "Please enter an expiration year." }),
    ]);
    expect(asFields({ month: "04", year: "2026" }).error?.issues).toEqual([
      expect.objectContaining({ path: ["expiration"], message: "Card has expired." }),
    ]);
    for (const hostile of [{ month: 4 }, { month: "04", day: "1" }, { year: "20281" }, ["04", "28"], null]) {
      expect(fieldErrors(asFields(hostile)), JSON.stringify(hostile)).toEqual({
        expiration: "Please enter month and year (MM/YY).",
      });
    }
  });

  it("gives a field's missing words for a value that is not text", () => {
    expect(addErrors({ cc: 4242424242424242, addressId: 17 })).toEqual({
      cc: "Please enter a card number.",
      addressId: "Please select a billing address.",
    });
  });
});

describe("cardEditSchema", () => {
  const edit = { nameOnCard: "Ann Lee", expiration: "05 / 26", addressId: "17" };

  it("takes the name, expiry, billing address and default box, and no number", () => {
    expect(cardEditSchema(now).parse({ ...edit, cc: VISA, cvv: "1" })).toStrictEqual({
      nameOnCard: "Ann Lee",
      expirationMonth: 5,
      expirationYear: 2026,
      addressId: "17",
    });
    expect(cardEditSchema(now).parse({ ...edit, makeDefault: "on" }).makeDefault).toBe("on");
  });

  it("gives every field's words on its own path", () => {
    const empty = parseWithZod(new URLSearchParams({}), { schema: cardEditSchema(now) });
    expect(empty.status === "error" && empty.error).toEqual({
      nameOnCard: ["Please enter cardholder's name."],
      expiration: ["Please enter month and year (MM/YY)."],
      addressId: ["Please select a billing address."],
    });
    expect(
      fieldErrors(
        cardEditSchema(now).safeParse({ ...edit, nameOnCard: "a".repeat(51), expiration: "04/26" }),
      ),
    ).toEqual({ nameOnCard: "Input too long", expiration: "Expiry cannot be in the past." });
  });
});

describe("regular expressions on input", () => {
  it("stay quick on long hostile values", () => {
    const hostile = `${"4 -".repeat(30_000)}x`;
    const started = performance.now();
    expect(checkCardNumber(hostile)).toBe("Card number is not correct.");
    expect(checkExpiry(`${"1/".repeat(30_000)}x`, now)).toEqual({ error: "Expiration date is not correct." });
    expect(formatExpiryInput(hostile)).toBe("04 / 44");
    expect(performance.now() - started).toBeLessThan(200);
  });
});
