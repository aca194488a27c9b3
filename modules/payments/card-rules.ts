/**
 * The rules of a payment card (the spec's limits, checks and words): pure, so the card pages check
 * in the browser with the same words the server enforces (the forms' schemas: card-form-schemas.ts). Dates are read in UTC, so the
 * browser and the server agree on "this month" whatever the shopper's time zone.
 */

export const CARD_LIMITS = {
  cc: 23,
  expiration: 7,
  expirationMonth: 2,
  expirationYear: 4,
  cvv: 4,
  nameOnCard: 50,
} as const;

export const CARD_MESSAGES = {
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
  /** Our words: the spec only says a payment needs a billing address. */
  billingAddressRequired: "Please select a billing address.",
  required: "Required",
  invalidInput: "Invalid input",
  validationException: "Invalid Input",
  tooLong: "Input too long",
  verificationDeclined: "Credit card verification declined",
  invalid: "Invalid",
  /** {time} is replaced by cardLimitMessage. */
  cardLimit:
    "Credit card verification declined. You won't be able to add a card for the next {time} due to security reasons.",
} as const;

export type CardBrand = "American Express" | "Visa" | "MasterCard" | "Discover";

const BRAND_BY_FIRST_DIGIT: Readonly<Record<string, CardBrand>> = {
  "3": "American Express",
  "4": "Visa",
  "5": "MasterCard",
  "6": "Discover",
};

/** A card number's digits, anything else typed (spaces, dashes) left out. */
export function cardDigits(number: string): string {
  return number.replace(/\D/g, "");
}

/** The brand by the first digit as typed, so the form can show it early; null for any other digit. */
export function cardBrand(number: string): CardBrand | null {
  return BRAND_BY_FIRST_DIGIT[cardDigits(number).charAt(0)] ?? null;
}

/** The Luhn check digit every issued card number carries: catches a mistyped or swapped digit. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  [...digits].reverse().forEach((digit, index) => {
    const value = Number(digit) * (index % 2 === 1 ? 2 : 1);
    sum += value > 9 ? value - 9 : value;
  });
  return sum % 10 === 0;
}

/** Digits, spaces and dashes only: one character class, linear. */
const TYPED_CARD_NUMBER = /^[0-9 -]+$/;
/** The spec's shape: 13 to 16 digits starting 2 to 6. */
const CARD_NUMBER_DIGITS = /^[2-6]\d{12,15}$/;

/**
 * The card number's words, or null: the spec's 13-16 digits starting 2-6, plus the Luhn check digit
 * the store also requires (the spec does not mention it) so a typo is caught before the bank sees it.
 */
export function checkCardNumber(number: string): string | null {
  const typed = number.trim();
  if (typed === "") return CARD_MESSAGES.cardNumberRequired;
  const digits = cardDigits(typed);
  const fine = TYPED_CARD_NUMBER.test(typed) && CARD_NUMBER_DIGITS.test(digits) && isLuhnValid(digits);
  return fine ? null : CARD_MESSAGES.cardNumberIncorrect;
}

/** American Express has 4 digits on the front, the others 3; unknown asks for 4, the most any has. */
export function cvvLength(brand: CardBrand | null): 3 | 4 {
  return brand === "Visa" || brand === "MasterCard" || brand === "Discover" ? 3 : 4;
}

/** The CVV's words that do not depend on the card: empty, too long, not digits, under 3 digits. */
export function cvvShapeError(cvv: string): string | null {
  if (cvv === "") return CARD_MESSAGES.cvvEmpty;
  if (cvv.length > CARD_LIMITS.cvv) return CARD_MESSAGES.tooLong;
  if (!/^\d+$/.test(cvv)) return CARD_MESSAGES.invalidInput;
  return cvv.length < 3 ? CARD_MESSAGES.cvvIncomplete : null;
}

/**
 * Too few digits for the brand reads as unfinished; too many is over the field's length for that
 * brand (spec 2: 4 for American Express, 3 otherwise), so it gets the too-long words, not 'Invalid input'.
 */
export function cvvBrandError(cvv: string, brand: CardBrand | null): string | null {
  const needed = cvvLength(brand);
  if (cvv.length < needed) return CARD_MESSAGES.cvvIncomplete;
  return cvv.length > needed ? CARD_MESSAGES.tooLong : null;
}

/** The CVV's words for a card of the brand (surrounding spaces ignored), or null. */
export function checkCvv(cvv: string, brand: CardBrand | null): string | null {
  const typed = cvv.trim();
  return cvvShapeError(typed) ?? cvvBrandError(typed, brand);
}

/**
 * The expiry field as the shopper types, as 'MM / YY': at most 4 digits, a first month digit of 2-9
 * padded with 0, a second month digit dropped when the month would not be 01-12.
 */
export function formatExpiryInput(raw: string): string {
  let digits = "";
  for (const digit of cardDigits(raw)) {
    if (digits.length === 4) break;
    if (digits === "") digits = digit >= "2" ? `0${digit}` : digit;
    else if (digits.length > 1 || isMonth(`${digits}${digit}`)) digits += digit;
  }
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

const isMonth = (month: string) => /^(0[1-9]|1[0-2])$/.test(month);

/** Month then year, 2 or 4 digits: 'MM / YY', 'MM/YY', 'MMYY', 'MM / YYYY' (and 'MM/YYYY', 'MMYYYY'). */
const EXPIRY = /^(\d{2})(?: \/ |\/)?(\d{2}|\d{4})$/;

/** A checked expiry, or its words (on the month or year field where the expiry came as two fields). */
export type ExpiryCheck = { month: number; year: number } | { error: string; field?: "month" | "year" };

/** A typed expiry as month (1-12) and four-digit year (20YY for two digits), or its words. */
export function checkExpiry(value: string, now: Date): ExpiryCheck {
  const typed = value.trim();
  const match = EXPIRY.exec(typed);
  if (!match) {
    const short = cardDigits(typed).length < 4;
    return { error: short ? CARD_MESSAGES.expiryIncomplete : CARD_MESSAGES.expirationIncorrect };
  }
  const [, monthDigits = "", yearDigits = ""] = match;
  if (!isMonth(monthDigits)) return { error: CARD_MESSAGES.expirationIncorrect };
  const month = Number(monthDigits);
  const year = yearDigits.length === 2 ? 2000 + Number(yearDigits) : Number(yearDigits);
  if (year < now.getUTCFullYear()) return { error: CARD_MESSAGES.expiryYearInvalid };
  if (isExpired(month, year, now)) return { error: CARD_MESSAGES.expiryInPast };
  return { month, year };
}

/** Whether the card has expired: it is good through the last day of its month. */
export function isExpired(month: number, year: number, now: Date): boolean {
  const thisYear = now.getUTCFullYear();
  return year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1);
}

/** The expiry a new card's form starts from: January of this year. */
export function defaultExpiry(now: Date): { month: string; year: string } {
  return { month: "01", year: String(now.getUTCFullYear()) };
}

/** An expiry given as two fields (the API's expirationMonth and expirationYear); either may be left out. */
export interface ExpiryFields {
  month?: string;
  year?: string;
}

/**
 * An expiry given as month and year fields, by spec 2's words for those fields: a field left out
 * takes its default (month '01', this year), an empty one is asked for, a past month has expired.
 * Month 1-12 with or without its 0, year of 4 digits or 2 (20YY), as the 'MM / YY' field reads them.
 */
export function checkExpiryFields(fields: ExpiryFields, now: Date): ExpiryCheck {
  const defaults = defaultExpiry(now);
  const month = (fields.month ?? defaults.month).trim();
  const year = (fields.year ?? defaults.year).trim();
  if (month === "") return { error: CARD_MESSAGES.expirationMonthRequired, field: "month" };
  if (year === "") return { error: CARD_MESSAGES.expirationYearRequired, field: "year" };
  if (!/^\d{1,2}$/.test(month) || !isMonth(month.padStart(2, "0"))) {
    return { error: CARD_MESSAGES.expirationIncorrect, field: "month" };
  }
  if (!/^(\d{2}|\d{4})$/.test(year)) return { error: CARD_MESSAGES.expirationIncorrect, field: "year" };
  const checked = { month: Number(month), year: year.length === 2 ? 2000 + Number(year) : Number(year) };
  return isExpired(checked.month, checked.year, now) ? { error: CARD_MESSAGES.cardExpired } : checked;
}

/** A Map, so an id such as 'toString' finds nothing inherited. */
const SERVER_MESSAGES: ReadonlyMap<string, string> = new Map([
  ["input.invalid", CARD_MESSAGES.invalidInput],
  ["validation.exception", CARD_MESSAGES.validationException],
  ["max.length.exceeded", CARD_MESSAGES.tooLong],
  ["credit.card.verification.declined", CARD_MESSAGES.verificationDeclined],
]);

/** The form's words for an error id from the payment service; a missing field keeps its own words. */
export function messageForServerId(id: string, fieldMessage?: string): string {
  if (id === "required.input.missing") return fieldMessage ?? CARD_MESSAGES.required;
  return SERVER_MESSAGES.get(id) ?? CARD_MESSAGES.invalid;
}

const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/**
 * The words when the shopper has added too many cards: the wait in hours and minutes ('24 hours',
 * '1 hour 30 minutes', '1 minute'), never days, rounded up so we never promise a shorter wait.
 */
export function cardLimitMessage(waitMinutes: number): string {
  const total = Number.isFinite(waitMinutes) ? Math.max(1, Math.ceil(waitMinutes)) : 1;
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const parts = [hours > 0 ? counted(hours, "hour") : "", minutes > 0 ? counted(minutes, "minute") : ""];
  return CARD_MESSAGES.cardLimit.replace("{time}", parts.filter(Boolean).join(" "));
}

/** The last four digits, all a saved card keeps of its number to show. */
export function lastFour(digits: string): string {
  return cardDigits(digits).slice(-4);
}

/** A saved card as shown, e.g. 'Visa ending in 4242'; 'Card' when the brand is unknown. */
export function maskedNumber(brand: CardBrand | null, last4: string): string {
  return `${brand ?? "Card"} ending in ${last4}`;
}
