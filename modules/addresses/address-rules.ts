import { z } from "zod";

/**
 * The rules of a shipping address (the spec's address fields, limits and words): pure, so the
 * address pages check in the browser with the same schema and words the server enforces.
 */

export const ADDRESS_FIELDS = [
  "fullName",
  "addressLine1",
  "addressLine2",
  "city",
  "stateOrRegion",
  "postalCode",
  "countryCode",
  "primaryVoiceNumber",
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** An address as checked and kept: every value trimmed, addressLine2 '' when not given. */
export interface AddressInput {
  fullName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  stateOrRegion: string;
  postalCode: string;
  countryCode: string;
  primaryVoiceNumber: string;
}

/** An address as a label, a page or a mail prints it: every field but the phone. */
export type PostalAddress = Omit<AddressInput, "primaryVoiceNumber">;

/** Only the postal fields of a wider address (a saved one, a purchase's, an order's snapshot). */
export function postalAddressOf(address: PostalAddress): PostalAddress {
  return {
    fullName: address.fullName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    city: address.city,
    stateOrRegion: address.stateOrRegion,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
  };
}

/** Only the address's own fields of a wider row (a saved address without its id and default flag). */
export function addressOf(address: AddressInput): AddressInput {
  return { ...postalAddressOf(address), primaryVoiceNumber: address.primaryVoiceNumber };
}

/** The address on one line, as a list of choices shows it: 'Ann Lee, 1 Main ST, Boston, MA 02101'. */
export function addressOneLine(address: PostalAddress): string {
  return `${address.fullName}, ${address.addressLine1}, ${address.city}, ${address.stateOrRegion} ${address.postalCode}`;
}

export const ADDRESS_LIMITS = {
  countryCode: 2,
  fullName: 50,
  primaryVoiceNumber: 20,
  addressLine1: 60,
  addressLine2: 60,
  postalCode: 20,
  stateOrRegion: 50,
  city: 50,
} as const satisfies Record<AddressField, number>;

/** A required field's words when it is left empty are named after the field; then the two checks. */
export const ADDRESS_MESSAGES = {
  fullName: "Enter your full name here. Nice to meet you.",
  countryCode: "Please select a country.",
  primaryVoiceNumber: "Please enter your phone number, in case we need to reach you.",
  addressLine1: "Enter your address here.",
  postalCode: "Enter a zip code here.",
  stateOrRegion: "Enter a state / province here.",
  city: "Enter a city name here.",
  invalidPhone: "Invalid phone number",
  tooLong: "Input too long",
} as const;

export const SHIPPING_COUNTRIES = [
  { code: "US", name: "United States" },
  { code: "AS", name: "American Samoa" },
  { code: "MH", name: "Marshall Islands" },
  { code: "MP", name: "Northern Mariana Islands" },
  { code: "FM", name: "Micronesia" },
  { code: "PW", name: "Palau" },
  { code: "GU", name: "Guam" },
  { code: "UM", name: "U.S. Minor Outlying Islands" },
  { code: "PR", name: "Puerto Rico" },
  { code: "VI", name: "U.S. Virgin Islands" },
] as const;

export const EMBARGOED_COUNTRIES = ["CS", "CU", "IR", "KP", "SD", "SS", "SY", "YU"] as const;

const SHIPPING_CODES: ReadonlySet<string> = new Set(SHIPPING_COUNTRIES.map((country) => country.code));
const EMBARGOED_CODES: ReadonlySet<string> = new Set(EMBARGOED_COUNTRIES);
/**
 * The whitelist countries inside the North American Numbering Plan (+1), whose numbers are shown
 * (xxx) xxx-xxxx. The Marshall Islands, Micronesia and Palau have their own calling codes.
 */
const NANP_COUNTRIES: ReadonlySet<string> = new Set(["US", "AS", "MP", "GU", "UM", "PR", "VI"]);

const countryKey = (code: string) => code.trim().toUpperCase();

/** Whether we ship to the country (code in any case). */
export function isShippingCountry(code: string): boolean {
  return SHIPPING_CODES.has(countryKey(code));
}

/** A shipping country's display name; any other code as given, so an old address still shows. */
export function countryName(code: string): string {
  const key = countryKey(code);
  return SHIPPING_COUNTRIES.find((country) => country.code === key)?.name ?? code;
}

/** Whether the country is embargoed: refused like any other, but the server may log it apart. */
export function isEmbargoed(code: string): boolean {
  return EMBARGOED_CODES.has(countryKey(code));
}

/**
 * Digits, dashes, parentheses and spaces, with one leading '+' for an international prefix, and at
 * least 7 digits, the shortest local number anywhere we ship. One character class: linear.
 */
const PHONE = /^\+?[0-9() -]+$/;
const MIN_PHONE_DIGITS = 7;

const digitsOf = (value: string) => value.replace(/[^0-9]/g, "");

/** Whether a phone number (as typed, surrounding spaces ignored) has the allowed form. */
export function isValidPhone(phone: string): boolean {
  const value = phone.trim();
  return PHONE.test(value) && digitsOf(value).length >= MIN_PHONE_DIGITS;
}

/**
 * A phone number as shown: (xxx) xxx-xxxx for a US or US-territory number of 10 digits, or 11 with
 * the leading 1; anything else trimmed as typed. With a '+' only +1 is the US's own code.
 */
export function formatPhone(phone: string, countryCode: string): string {
  const typed = phone.trim();
  if (!NANP_COUNTRIES.has(countryKey(countryCode)) || !isValidPhone(typed)) return typed;
  const digits = digitsOf(typed);
  let national: string | null = null;
  if (digits.length === 11 && digits.startsWith("1")) national = digits.slice(1);
  else if (digits.length === 10 && !typed.startsWith("+")) national = digits;
  if (national === null) return typed;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** Control characters (NUL included, which PostgreSQL's text refuses) belong in no address. */
const CONTROL = /\p{Cc}/u;

/** The one message for a trimmed value, or null: missing, then too long, then the field's own check. */
function fieldError(field: AddressField, value: string): string | null {
  if (field === "addressLine2") {
    if (value.length > ADDRESS_LIMITS.addressLine2) return ADDRESS_MESSAGES.tooLong;
    // The optional line has no words of its own for a bad value: the address line's words.
    return CONTROL.test(value) ? ADDRESS_MESSAGES.addressLine1 : null;
  }
  if (value.length === 0) return ADDRESS_MESSAGES[field];
  if (value.length > ADDRESS_LIMITS[field]) return ADDRESS_MESSAGES.tooLong;
  if (field === "countryCode") return isShippingCountry(value) ? null : ADDRESS_MESSAGES.countryCode;
  if (field === "primaryVoiceNumber") return isValidPhone(value) ? null : ADDRESS_MESSAGES.invalidPhone;
  return CONTROL.test(value) ? ADDRESS_MESSAGES[field] : null;
}

/** A trimmed form field with one message at most, so the form shows one line under each field. */
const checked = (field: AddressField) => {
  const message = field === "addressLine2" ? ADDRESS_MESSAGES.addressLine1 : ADDRESS_MESSAGES[field];
  // A field left empty arrives missing (Conform), so the missing words are also the wrong-type words.
  return z
    .string({ error: message })
    .trim()
    .superRefine((value, context) => {
      const problem = fieldError(field, value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });
};

/**
 * An address form's post (and the JSON API's body): trimmed fields, the country stored upper case.
 * The country is required here; the form pre-selects the United States.
 */
export const AddressForm = z.object({
  fullName: checked("fullName"),
  addressLine1: checked("addressLine1"),
  addressLine2: checked("addressLine2").default(""),
  city: checked("city"),
  stateOrRegion: checked("stateOrRegion"),
  postalCode: checked("postalCode"),
  countryCode: checked("countryCode").toUpperCase(),
  primaryVoiceNumber: checked("primaryVoiceNumber"),
}) satisfies z.ZodType<AddressInput>;

export type AddressCheck = { address: AddressInput } | { fieldErrors: Partial<Record<AddressField, string>> };

const isAddressField = (key: unknown): key is AddressField =>
  typeof key === "string" && (ADDRESS_FIELDS as readonly string[]).includes(key);

/** The JSON API's check: the address as kept, or the first message of each field at fault. */
export function checkAddress(input: Record<string, unknown>): AddressCheck {
  const parsed = AddressForm.safeParse(input);
  if (parsed.success) return { address: parsed.data };
  const fieldErrors: Partial<Record<AddressField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isAddressField(field) && fieldErrors[field] === undefined) fieldErrors[field] = issue.message;
  }
  return { fieldErrors };
}
