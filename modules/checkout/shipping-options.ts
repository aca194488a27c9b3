import { addBusinessDays, formatPromise, storeDateOf } from "./business-days.ts";
import { type Badge, BENEFITS, type BenefitReason, describeOption, priceUnder } from "./shipping-benefits.ts";
import {
  availableSpeeds,
  DIGITAL_DELIVERY,
  isStandardSpeed,
  type ShipAddress,
  type ShipCode,
  SPEED_CODES,
  SPEEDS,
  type SpeedCode,
} from "./shipping-speeds.ts";
import { assertCents } from "./tax.ts";

/**
 * The shipping options of a purchase (spec 2 section 4, rebuilt after each configure): what is
 * offered, at what price, by which date, which are hidden and which one is selected. Pure and
 * deterministic given the order's date, so the page and the server list the same options.
 */

export interface ShipOption {
  code: ShipCode;
  name: string;
  priceCents: number;
  /** The latest day of the speed's duration (YYYY-MM-DD, store time): the date promised. */
  promiseDate: string;
  deliveryPromise: {
    /** The promise date as read: 'Thursday, Dec 3'. */
    displayString: string;
    /** True when the date does not follow the carriers' business days (e-mail delivery). */
    isBusinessUnknown: boolean;
  };
  deliveryDuration: { displayString: string };
  description: string;
  badge: Badge | null;
  selected: boolean;
  /** Hidden because a faster option arrives as soon (kept, so a saved choice still reads). */
  isFiltered: boolean;
}

export interface ShipOptionsInput {
  /** The shipping address; null before one is chosen (a digital-only bag never needs one). */
  address: ShipAddress | null;
  benefitReason: BenefitReason;
  orderDate: Date;
  /** The speed the purchase asked for (its shipmentSpeed), if any. */
  selectedCode?: string;
  /** The shipping charge the purchase was first priced with, for the capped benefits. */
  originalShippingChargeCents?: number;
  /** Every line is an e-gift card. */
  digitalOnly?: boolean;
  /** The bag holds a hazardous item, which travels by ground. */
  hazmat?: boolean;
}

export interface ShipOptions {
  /** Fastest first, hidden ones included (isFiltered); exactly one selected, unless none is offered. */
  options: ShipOption[];
  filteredShipSpeeds: SpeedCode[];
  /** The store chose the option: none was asked for, or the one asked for is not offered. */
  autoSelected: boolean;
}

/** The code a request for the older 'next' means today. */
const todaysCode = (code: string | undefined) => (code === "next" ? "next-business" : code);

/** Where a speed stands in SPEED_CODES, fastest first; e-mail delivery never meets another option. */
const rank = (code: ShipCode) => (code === "digital" ? 0 : SPEED_CODES.indexOf(code));

function optionFor(code: ShipCode, input: ShipOptionsInput): ShipOption {
  const digital = code === "digital";
  const promiseDate = digital
    ? storeDateOf(input.orderDate)
    : addBusinessDays(input.orderDate, SPEEDS[code].maxDays);
  return {
    code,
    name: digital ? DIGITAL_DELIVERY.name : SPEEDS[code].name,
    priceCents: priceUnder(input.benefitReason, code),
    promiseDate,
    deliveryPromise: { displayString: formatPromise(promiseDate), isBusinessUnknown: digital },
    deliveryDuration: { displayString: digital ? DIGITAL_DELIVERY.duration : SPEEDS[code].duration },
    ...describeOption(input.benefitReason, code),
    selected: false,
    isFiltered: false,
  };
}

/**
 * Spec 4's hiding rule, on options listed fastest first: a slower option is hidden when a faster
 * one still shown arrives the same day or earlier; second-day only when that one costs the same
 * (a faster option that costs more is a choice, not a duplicate). Standard shipping is never
 * hidden: every shopper keeps the free standard speed (spec 6), whatever arrives sooner.
 */
function hideSlower(options: readonly ShipOption[]): ShipOption[] {
  const shown: ShipOption[] = [];
  return options.map((option) => {
    const hidden =
      !isStandardSpeed(option.code) &&
      shown.some(
        (faster) =>
          faster.promiseDate <= option.promiseDate &&
          (option.code !== "second" || faster.priceCents === option.priceCents),
      );
    if (!hidden) shown.push(option);
    return hidden ? { ...option, isFiltered: true } : option;
  });
}

/** The cheapest option, then the one arriving first, then the faster speed. */
function cheapestThenFastest(a: ShipOption, b: ShipOption): number {
  if (a.priceCents !== b.priceCents) return a.priceCents - b.priceCents;
  if (a.promiseDate !== b.promiseDate) return a.promiseDate < b.promiseDate ? -1 : 1;
  return rank(a.code) - rank(b.code);
}

/**
 * The purchase's shipping options. Prices follow the benefit reason; a capped benefit removes the
 * options priced above the original shipping charge (when it is known); a digital-only bag gets
 * e-mail delivery alone, never hidden. The speed asked for is selected when it is shown, else the
 * cheapest shown option, the fastest among equals.
 */
export function buildShipOptions(input: ShipOptionsInput): ShipOptions {
  const original = input.originalShippingChargeCents;
  if (original !== undefined) assertCents(original, "originalShippingChargeCents");
  const codes = availableSpeeds(input.address, {
    vip: BENEFITS[input.benefitReason].kind === "vip",
    digitalOnly: input.digitalOnly === true,
    hazmat: input.hazmat === true,
  });
  let options = codes.map((code) => optionFor(code, input));
  if (BENEFITS[input.benefitReason].capped && original !== undefined) {
    options = options.filter((option) => option.priceCents <= original);
  }
  if (!input.digitalOnly) options = hideSlower(options);
  const shown = options.filter((option) => !option.isFiltered);
  const asked = todaysCode(input.selectedCode);
  const chosen = shown.find((option) => option.code === asked) ?? shown.toSorted(cheapestThenFastest)[0];
  return {
    options: options.map((option) => (option === chosen ? { ...option, selected: true } : option)),
    filteredShipSpeeds: options.flatMap((option) =>
      option.isFiltered && option.code !== "digital" ? [option.code] : [],
    ),
    autoSelected: chosen !== undefined && chosen.code !== asked,
  };
}
