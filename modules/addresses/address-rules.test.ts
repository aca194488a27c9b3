import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  ADDRESS_FIELDS,
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES,
  AddressForm,
  type AddressInput,
  addressOf,
  addressOneLine,
  checkAddress,
  countryName,
  EMBARGOED_COUNTRIES,
  formatPhone,
  isEmbargoed,
  isShippingCountry,
  isValidPhone,
  postalAddressOf,
  SHIPPING_COUNTRIES,
} from "./address-rules.ts";

const home: AddressInput = {
  fullName: "Ann Lee",
  addressLine1: "123 Main St",
  addressLine2: "",
  city: "Springfield",
  stateOrRegion: "IL",
  postalCode: "62701",
  countryCode: "US",
  primaryVoiceNumber: "(217) 555-0100",
};

const REQUIRED = [
  "fullName",
  "addressLine1",
  "city",
  "stateOrRegion",
  "postalCode",
  "countryCode",
  "primaryVoiceNumber",
] as const;

/** A form as a browser posts it. */
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("the address's words and limits", () => {
  it("has the spec's words", () => {
    expect(ADDRESS_MESSAGES).toEqual({
      fullName: "Enter your full name here. Nice to meet you.",
      countryCode: "Please select a country.",
      primaryVoiceNumber: "Please enter your phone number, in case we need to reach you.",
      addressLine1: "Enter your address here.",
      postalCode: "Enter a zip code here.",
      stateOrRegion: "Enter a state / province here.",
      city: "Enter a city name here.",
      invalidPhone: "Invalid phone number",
      tooLong: "Input too long",
    });
  });

  it("has the spec's fields and maximum lengths", () => {
    expect(ADDRESS_FIELDS).toEqual([
      "fullName",
      "addressLine1",
      "addressLine2",
      "city",
      "stateOrRegion",
      "postalCode",
      "countryCode",
      "primaryVoiceNumber",
    ]);
    expect(ADDRESS_LIMITS).toEqual({
      countryCode: 2,
      fullName: 50,
      primaryVoiceNumber: 20,
      addressLine1: 60,
      addressLine2: 60,
      postalCode: 20,
      stateOrRegion: 50,
      city: 50,
    });
  });
});

describe("shipping countries", () => {
  it("lists the whitelist in the spec's order with its names", () => {
    expect(SHIPPING_COUNTRIES.map((country) => `${country.code} ${country.name}`)).toEqual([
      "US United States",
      "AS American Samoa",
      "MH Marshall Islands",
      "MP Northern Mariana Islands",
      "FM Micronesia",
      "PW Palau",
      "GU Guam",
      "UM U.S. Minor Outlying Islands",
      "PR Puerto Rico",
      "VI U.S. Virgin Islands",
    ]);
  });

  it("ships to every whitelist country, in any case, and nowhere else", () => {
    for (const { code } of SHIPPING_COUNTRIES) {
      expect(isShippingCountry(code)).toBe(true);
      expect(isShippingCountry(code.toLowerCase())).toBe(true);
      expect(isEmbargoed(code)).toBe(false);
    }
    for (const other of ["CA", "MX", "GB", "", "USA", "U"]) expect(isShippingCountry(other)).toBe(false);
  });

  it("knows every embargoed country, in any case, and ships to none", () => {
    expect(EMBARGOED_COUNTRIES).toEqual(["CS", "CU", "IR", "KP", "SD", "SS", "SY", "YU"]);
    for (const code of EMBARGOED_COUNTRIES) {
      expect(isEmbargoed(code)).toBe(true);
      expect(isEmbargoed(code.toLowerCase())).toBe(true);
      expect(isShippingCountry(code)).toBe(false);
    }
    expect(isEmbargoed("CA")).toBe(false);
  });

  it("names a country by its code, any other code as given", () => {
    expect(countryName("US")).toBe("United States");
    expect(countryName("vi")).toBe("U.S. Virgin Islands");
    expect(countryName("CA")).toBe("CA");
  });
});

describe("phone numbers", () => {
  it("takes digits, dashes, parentheses, spaces and one leading '+', with at least 7 digits", () => {
    for (const good of [
      "555-0100",
      "5550100",
      "(217) 555-0100",
      "+1 217 555 0100",
      "+44 20 7946 0958",
      " 555 0100 ",
    ]) {
      expect(isValidPhone(good), good).toBe(true);
    }
    for (const bad of [
      "",
      "555-010",
      "(((---)))",
      "217.555.0100",
      "+ +1 555 0100",
      "555-0100+",
      "ext 555-0100",
      "1++5550100",
    ]) {
      expect(isValidPhone(bad), bad).toBe(false);
    }
  });

  it("stays quick on a long hostile value", () => {
    const started = performance.now();
    expect(isValidPhone(`${"(1-".repeat(20_000)}x`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("shows a US or US-territory number of 10 digits, or 11 with the leading 1, as (xxx) xxx-xxxx", () => {
    expect(formatPhone("2175550100", "US")).toBe("(217) 555-0100");
    expect(formatPhone(" 217-555-0100 ", "us")).toBe("(217) 555-0100");
    expect(formatPhone("1 (217) 555 0100", "US")).toBe("(217) 555-0100");
    expect(formatPhone("+1 787 555 0100", "PR")).toBe("(787) 555-0100");
    for (const country of ["AS", "MP", "GU", "UM", "VI"]) {
      expect(formatPhone("671-555-0100", country)).toBe("(671) 555-0100");
    }
  });

  it("returns anything else trimmed as typed", () => {
    expect(formatPhone(" 555-0100 ", "US")).toBe("555-0100");
    expect(formatPhone("22175550100", "US")).toBe("22175550100");
    expect(formatPhone("+49 30 1234567", "US")).toBe("+49 30 1234567");
    expect(formatPhone("217.555.0100", "US")).toBe("217.555.0100");
    expect(formatPhone("2175550100", "CA")).toBe("2175550100");
    // The Marshall Islands, Micronesia and Palau have calling codes of their own.
    expect(formatPhone("692 625 3181", "MH")).toBe("692 625 3181");
  });
});

describe("AddressForm", () => {
  it("takes an address, trimmed, with the country upper case and an absent second line as ''", () => {
    const posted = { ...home, fullName: "  Ann Lee ", countryCode: "us", addressLine2: undefined };
    expect(AddressForm.parse(posted)).toEqual(home);
    expect(AddressForm.parse({ ...home, addressLine2: "  Apt 4 " }).addressLine2).toBe("Apt 4");
  });

  it("gives each required field's words when it is missing, empty or only spaces", () => {
    for (const field of REQUIRED) {
      for (const value of [undefined, "", "   "]) {
        expect(checkAddress({ ...home, [field]: value }), `${field} ${value}`).toEqual({
          fieldErrors: { [field]: ADDRESS_MESSAGES[field] },
        });
      }
    }
  });

  it("gives the words of a field left empty in the browser (Conform sends it missing)", () => {
    const empty = parseWithZod(form({}), { schema: AddressForm });
    expect(empty.status === "error" && empty.error).toEqual(
      Object.fromEntries(REQUIRED.map((field) => [field, [ADDRESS_MESSAGES[field]]])),
    );
    const typed = parseWithZod(form({ ...home, addressLine2: "" }), { schema: AddressForm });
    expect(typed.status === "success" && typed.value).toEqual(home);
  });

  it("takes every field at its maximum length and refuses one character more", () => {
    const atMaximum: Record<keyof typeof ADDRESS_LIMITS, string> = {
      fullName: "a".repeat(50),
      addressLine1: "a".repeat(60),
      addressLine2: "a".repeat(60),
      city: "a".repeat(50),
      stateOrRegion: "a".repeat(50),
      postalCode: "1".repeat(20),
      countryCode: "US",
      primaryVoiceNumber: "5".repeat(20),
    };
    for (const field of ADDRESS_FIELDS) {
      const value = atMaximum[field];
      expect(value.length).toBe(ADDRESS_LIMITS[field]);
      expect(checkAddress({ ...home, [field]: value }), field).toEqual({
        address: { ...home, [field]: value },
      });
      expect(checkAddress({ ...home, [field]: `${value}5` }), field).toEqual({
        fieldErrors: { [field]: ADDRESS_MESSAGES.tooLong },
      });
    }
  });

  it("measures the length after trimming", () => {
    const padded = `  ${"a".repeat(50)}  `;
    expect(checkAddress({ ...home, fullName: padded })).toEqual({
      address: { ...home, fullName: "a".repeat(50) },
    });
  });

  it("refuses a malformed phone number", () => {
    expect(checkAddress({ ...home, primaryVoiceNumber: "217.555.0100" })).toEqual({
      fieldErrors: { primaryVoiceNumber: ADDRESS_MESSAGES.invalidPhone },
    });
    expect(checkAddress({ ...home, primaryVoiceNumber: "555-01" })).toEqual({
      fieldErrors: { primaryVoiceNumber: ADDRESS_MESSAGES.invalidPhone },
    });
  });

  it("takes every whitelist country and refuses any other, embargoed ones included", () => {
    for (const { code } of SHIPPING_COUNTRIES) {
      expect(checkAddress({ ...home, countryCode: code.toLowerCase() })).toEqual({
        address: { ...home, countryCode: code },
      });
    }
    for (const code of [...EMBARGOED_COUNTRIES, "CA", "ZZ", "1"]) {
      expect(checkAddress({ ...home, countryCode: code }), code).toEqual({
        fieldErrors: { countryCode: ADDRESS_MESSAGES.countryCode },
      });
    }
  });

  it("refuses a control character with the field's words", () => {
    expect(checkAddress({ ...home, city: "Spring\u0000field", addressLine2: "Apt\u00004" })).toEqual({
      fieldErrors: { addressLine2: ADDRESS_MESSAGES.addressLine1, city: ADDRESS_MESSAGES.city },
    });
  });

  it("gives one message per field, for every field at fault, and ignores other keys", () => {
    expect(
      checkAddress({ fullName: "a".repeat(51), primaryVoiceNumber: "x".repeat(21), gift: true }),
    ).toEqual({
      fieldErrors: {
        fullName: ADDRESS_MESSAGES.tooLong,
        addressLine1: ADDRESS_MESSAGES.addressLine1,
        city: ADDRESS_MESSAGES.city,
        stateOrRegion: ADDRESS_MESSAGES.stateOrRegion,
        postalCode: ADDRESS_MESSAGES.postalCode,
        countryCode: ADDRESS_MESSAGES.countryCode,
        primaryVoiceNumber: ADDRESS_MESSAGES.tooLong,
      },
    });
    expect(checkAddress({ ...home, gift: true })).toEqual({ address: home });
  });

  it("gives a required field's words for a value that is not text", () => {
    expect(checkAddress({ ...home, postalCode: 62701 })).toEqual({
      fieldErrors: { postalCode: ADDRESS_MESSAGES.postalCode },
    });
  });
});

describe("one address, many rows", () => {
  const saved = { ...home, addressId: 12, isPrimary: true };

  it("takes an address's own fields from a wider row, and its postal fields without the phone", () => {
    expect(addressOf(saved)).toEqual(home);
    const { primaryVoiceNumber: _phone, ...postal } = home;
    expect(postalAddressOf(saved)).toEqual(postal);
  });

  it("writes the address on one line for a list of choices", () => {
    expect(addressOneLine(home)).toBe("Ann Lee, 123 Main St, Springfield, IL 62701");
  });
});
