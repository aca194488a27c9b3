import { SHIPPING_COUNTRIES } from "../addresses/index.ts";

/**
 * The store's shipping speeds (spec 2 section 9's codes and durations) and which of them an
 * address is offered. Pure, shared by the checkout pages and the server. Prices are integer cents.
 */

/** Fastest first: the order options are listed in, and what "faster" means when hiding one. */
export const SPEED_CODES = [
  "next-wow",
  "next-business",
  "next",
  "second",
  "std-us",
  "std-us-protect",
  "std-us-non48",
  "std-us-military",
  "std-n-us",
] as const;

export type SpeedCode = (typeof SPEED_CODES)[number];

/** What a checkout can offer: a speed, or e-mail delivery for a bag of e-gift cards alone. */
export type ShipCode = SpeedCode | "digital";

export type StandardCode = Extract<SpeedCode, `std-${string}`>;
export type ExpeditedCode = Exclude<SpeedCode, StandardCode>;

export interface Speed {
  name: string;
  /** Business days from the shipping day to the earliest and the latest delivery. */
  minDays: number;
  maxDays: number;
  /** The duration as shown: '1 business day', '3-5 business days'. */
  duration: string;
  /** What a shopper with no shipping benefit pays. */
  priceCents: number;
  /** In spec 9's free/standard set: free to whoever is offered it. */
  isFreeStandard: boolean;
}

const speed = (name: string, minDays: number, maxDays: number, priceCents: number): Speed => ({
  name,
  minDays,
  maxDays,
  duration:
    minDays === maxDays
      ? `${minDays} business ${minDays === 1 ? "day" : "days"}`
      : `${minDays}-${maxDays} business days`,
  priceCents,
  isFreeStandard: priceCents === 0,
});

const STANDARD = "Standard Shipping";

/**
 * The speeds. Expedited speeds cost a shopper without a benefit $25.00 (next business day) and
 * $15.00 (second business day): the saved VIP prices of spec 9, so the savings a VIP is shown
 * are what anyone else pays. Next Day WOW is the VIPs' own free next-business-day speed. 'next'
 * is the older code of Next Business Day: never offered now, kept so purchases saved with it
 * still read (a request for it selects next-business). Standard is free everywhere; its duration
 * follows the distance: 3-5 days in the 48 contiguous states and DC, 3-7 by ground only for a bag
 * that may not fly (std-us-protect), 5-7 to Alaska and Hawaii, 5-10 to military post offices
 * (APO/FPO/DPO) and the territories, where the last leg is the Postal Service's by air or sea.
 */
export const SPEEDS: Readonly<Record<SpeedCode, Speed>> = {
  "next-wow": speed("Next Day WOW", 1, 1, 0),
  "next-business": speed("Next Business Day", 1, 1, 2500),
  next: speed("Next Day", 1, 1, 2500),
  second: speed("Second Business Day", 2, 2, 1500),
  "std-us": speed(STANDARD, 3, 5, 0),
  "std-us-protect": speed(STANDARD, 3, 7, 0),
  "std-us-non48": speed(STANDARD, 5, 7, 0),
  "std-us-military": speed(STANDARD, 5, 10, 0),
  "std-n-us": speed(STANDARD, 5, 10, 0),
};

/** Spec 9's saved VIP shipping prices: what a VIP saves on each VIP speed, shown beside "FREE". */
export const VIP_SAVED_PRICE_CENTS = {
  "next-business": 2500,
  next: 2500,
  second: 1500,
  "next-wow": 0,
} as const satisfies Record<ExpeditedCode, number>;

/** E-mail delivery: a bag of e-gift cards alone ships nothing and is sent the day it is ordered. */
export const DIGITAL_DELIVERY = {
  code: "digital",
  name: "Email Delivery",
  duration: "Sent by email",
  priceCents: 0,
} as const;

/** Whether a code is one of the standard (std-*) speeds, which the hiding rule never hides. */
export const isStandardSpeed = (code: ShipCode): code is StandardCode => code.startsWith("std-");

export interface ShipAddress {
  countryCode: string;
  stateOrRegion: string;
}

const TERRITORIES: ReadonlySet<string> = new Set(
  SHIPPING_COUNTRIES.map((country) => country.code).filter((code) => code !== "US"),
);
const NON_CONTIGUOUS_STATES: ReadonlySet<string> = new Set(["AK", "HI"]);
const MILITARY_STATES: ReadonlySet<string> = new Set(["AA", "AE", "AP"]);

/**
 * The free standard speed of an address, or null for a country we do not ship to. The state is
 * its USPS code (any case, spaces ignored) as the address check writes it, the convention of
 * tax.ts; a territory counts whether it is the country (PR) or the state of a US address. Any
 * other US state, DC included, is one of the 48 contiguous states.
 */
export function standardSpeedFor(address: ShipAddress): SpeedCode | null {
  const country = address.countryCode.trim().toUpperCase();
  const state = address.stateOrRegion.trim().toUpperCase();
  if (country !== "US") return TERRITORIES.has(country) ? "std-n-us" : null;
  if (MILITARY_STATES.has(state)) return "std-us-military";
  if (TERRITORIES.has(state)) return "std-n-us";
  return NON_CONTIGUOUS_STATES.has(state) ? "std-us-non48" : "std-us";
}

export interface SpeedChoice {
  /** The shopper's shipping benefit is a VIP one: Next Day WOW is offered. */
  vip?: boolean;
  /** Every line is an e-gift card: nothing ships, and the address does not matter (it may be null). */
  digitalOnly?: boolean;
  /** The bag holds a hazardous item (an aerosol shoe spray, say): it travels by ground only. */
  hazmat?: boolean;
}

/**
 * The speeds offered, fastest first. Expedited speeds go only to the 48 contiguous states and DC,
 * where carriers fly overnight at these prices: Alaska, Hawaii, the territories and military post
 * offices get their standard speed alone. A hazardous item cannot fly: such a bag to the 48 gets
 * ground standard shipping (std-us-protect) and nothing faster. Whether the item may go elsewhere
 * at all is the item's rule, not the speed's. No address yet, or one we do not ship to: nothing.
 */
export function availableSpeeds(address: ShipAddress | null, choice: SpeedChoice = {}): ShipCode[] {
  if (choice.digitalOnly) return [DIGITAL_DELIVERY.code];
  const standard = address === null ? null : standardSpeedFor(address);
  if (standard === null) return [];
  if (standard !== "std-us") return [standard];
  if (choice.hazmat) return ["std-us-protect"];
  return choice.vip
    ? ["next-wow", "next-business", "second", "std-us"]
    : ["next-business", "second", "std-us"];
}
