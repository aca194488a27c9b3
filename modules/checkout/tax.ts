import { assertCents, divideHalfUp } from "../core/index.ts";

/**
 * The checkout's sales-tax estimate and its money arithmetic (spec 2 section 9: "tax rules: not
 * shown"). Pure, so the bag and the checkout show the same tax the server charges. Money is integer
 * cents and rates are basis points (625 is 6.25%); no floating-point money anywhere.
 *
 * What is taxed: the bag's merchandise after coupon discounts. Shipping is not taxed (most states
 * tax it only in some cases; the estimate stays simple), gift cards are never taxed (they are money,
 * taxed when spent), and paying with a gift card balance does not lower the tax (it is a payment,
 * not a discount). Tax is rounded once, on the order's taxable total, half up to the cent.
 */

/** The money arithmetic lives in modules/core (shared with promotions); kept here for this module's files. */
export { assertCents, divideHalfUp };

/**
 * Statewide base rates, 2026, local rates not included: the rate every address in the state pays
 * at least (county and city rates come on top, so this is an estimate on the low side). In basis
 * points; a few states' rates need a half basis point (NJ 6.625%, MN 6.875%, MO 4.225%, NM 4.875%).
 * CA, UT and VA include the local share levied uniformly statewide (1.25%, 1.25%, 1%). No state sales
 * tax: AK, DE, MT, NH, OR. HI is its general excise tax, NM its gross receipts tax. DC went to 6.5%
 * on 2025-10-01 (7% planned from 2026-10-01). Review the table each year against the states' own.
 *
 * Territories: PR 11.5% (the IVU, 10.5% territorial and 1% municipal, uniform). Guam and the U.S.
 * Virgin Islands tax businesses' gross receipts rather than the sale; American Samoa, the Northern
 * Mariana Islands, the Minor Outlying Islands and the freely associated states (FM, MH, PW) charge
 * no sales tax to a US seller: all 0. Military addresses (AA, AE, AP): 0.
 */
export const STATE_TAX_RATES = {
  AL: 400,
  AK: 0,
  AZ: 560,
  AR: 650,
  CA: 725,
  CO: 290,
  CT: 635,
  DE: 0,
  DC: 650,
  FL: 600,
  GA: 400,
  HI: 400,
  ID: 600,
  IL: 625,
  IN: 700,
  IA: 600,
  KS: 650,
  KY: 600,
  LA: 500,
  ME: 550,
  MD: 600,
  MA: 625,
  MI: 600,
  MN: 687.5,
  MS: 700,
  MO: 422.5,
  MT: 0,
  NE: 550,
  NV: 685,
  NH: 0,
  NJ: 662.5,
  NM: 487.5,
  NY: 400,
  NC: 475,
  ND: 500,
  OH: 575,
  OK: 450,
  OR: 0,
  PA: 600,
  RI: 700,
  SC: 600,
  SD: 420,
  TN: 700,
  TX: 625,
  UT: 610,
  VT: 600,
  VA: 530,
  WA: 650,
  WV: 600,
  WI: 500,
  WY: 400,
  PR: 1150,
  GU: 0,
  VI: 0,
  AS: 0,
  MP: 0,
  UM: 0,
  FM: 0,
  MH: 0,
  PW: 0,
  AA: 0,
  AE: 0,
  AP: 0,
} as const satisfies Record<string, number>;

export type TaxRegion = keyof typeof STATE_TAX_RATES;

const isTaxRegion = (code: string): code is TaxRegion => Object.hasOwn(STATE_TAX_RATES, code);

/** The territories on the shipping whitelist, which an address may name as its country. */
const TERRITORIES: ReadonlySet<string> = new Set(["PR", "GU", "VI", "AS", "MP", "UM", "FM", "MH", "PW"]);

/**
 * The sales-tax rate of a shipping address, in basis points. The state is its USPS code (any case,
 * spaces ignored), as the address check writes it. A territory counts whether it is the country
 * (countryCode 'PR') or the state of a US address. Any other country, or a code the table does not
 * know (the address check refuses those first), is 0: we ship to none of them.
 */
export function taxRateFor(address: { countryCode: string; stateOrRegion: string }): number {
  const country = address.countryCode.trim().toUpperCase();
  if (country !== "US" && !TERRITORIES.has(country)) return 0;
  const region = country === "US" ? address.stateOrRegion.trim().toUpperCase() : country;
  return isTaxRegion(region) ? STATE_TAX_RATES[region] : 0;
}

/** Rates are kept to a tenth of a basis point, so 687.5 is exact: 6875 hundred-thousandths. */
const RATE_SCALE = 10;
const MAX_RATE_BASIS_POINTS = 10_000;

/** The tax on taxable cents at a rate in basis points (a tenth of a point at most), half up to the cent. */
export function estimatedTax(taxableCents: number, rateBasisPoints: number): number {
  assertCents(taxableCents, "taxableCents");
  const scaledRate = Math.round(rateBasisPoints * RATE_SCALE);
  const exact = Math.abs(scaledRate - rateBasisPoints * RATE_SCALE) < 1e-9;
  if (!exact || scaledRate < 0 || rateBasisPoints > MAX_RATE_BASIS_POINTS) {
    throw new RangeError(`a tax rate must be 0 to 10000 basis points, to a tenth: ${rateBasisPoints}`);
  }
  return divideHalfUp(taxableCents * scaledRate, 10_000 * RATE_SCALE);
}
