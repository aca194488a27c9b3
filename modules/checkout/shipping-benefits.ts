import { formatPrice } from "../core/index.ts";
import { BENEFIT_REASONS, type BenefitReason } from "../rewards/index.ts";
import { isStandardSpeed, type ShipCode, SPEEDS, VIP_SAVED_PRICE_CENTS } from "./shipping-speeds.ts";

/**
 * The shipping benefit reasons of spec 2 section 9 and what each does to the options: which speeds
 * are free, the words and the badge under each option, and the benefit's line at the top. Pure.
 */

export { BENEFIT_REASONS, type BenefitReason };

/** Spec 2's four kinds of descriptions and badges; a mobile promotion speaks as the retailer. */
export type BenefitKind = "vip" | "prime" | "holiday" | "retailer";

export interface Benefit {
  kind: BenefitKind;
  /** Which speeds cost nothing: every one, second-day too, or only the free/standard set. */
  free: "all" | "second" | "standard";
  /** Options priced above the purchase's original shipping charge are removed. */
  capped: boolean;
}

/**
 * Each reason's benefit. VIP shipping (every speed free, Next Day WOW offered) comes with gold,
 * platinum and elite rewards, the legacy and new VIP programmes, enrolment at checkout, and the
 * silver-as-gold promotion; plain silver earns points, not shipping. A prime-linked account gets
 * second-day shipping free, as do the mobile-app promotion and the holiday offer. 'no-vip' is a
 * rewards member without VIP shipping (never enrolled, or lapsed), 'no-vip-prime' the same with a
 * linked prime account. The benefits given to one purchase (VIP at checkout, the mobile promotion,
 * holiday shipping) are capped: the checkout offered them at the original shipping charge, so an
 * option that would cost more is removed, not sold as an upgrade inside the offer.
 */
export const BENEFITS: Readonly<Record<BenefitReason, Benefit>> = {
  plain: { kind: "retailer", free: "standard", capped: false },
  "legacy-vip": { kind: "vip", free: "all", capped: false },
  "mobile-promo": { kind: "retailer", free: "second", capped: true },
  "rewards-silver": { kind: "retailer", free: "standard", capped: false },
  "rewards-gold": { kind: "vip", free: "all", capped: false },
  "rewards-platinum": { kind: "vip", free: "all", capped: false },
  "rewards-elite": { kind: "vip", free: "all", capped: false },
  "silver-as-gold": { kind: "vip", free: "all", capped: false },
  "prime-linked": { kind: "prime", free: "second", capped: false },
  "new-vip": { kind: "vip", free: "all", capped: false },
  "no-vip": { kind: "retailer", free: "standard", capped: false },
  "no-vip-prime": { kind: "prime", free: "second", capped: false },
  "vip-at-checkout": { kind: "vip", free: "all", capped: true },
  "free-holiday-shipping": { kind: "holiday", free: "second", capped: true },
};

/** Spec 6's words at the top of the shipping options. */
export const BENEFIT_COPY = {
  vip: "As a VIP member, all shipping options are FREE! Thanks for being a VIP!",
  prime: "As a Prime member, you have more FREE shipping options to choose from.",
  everyone: "Everyone gets FREE standard shipping!",
} as const;

/** The benefit's line above the options: the VIP or Prime words, else everyone's free standard shipping. */
export function benefitCopy(reason: BenefitReason): string {
  const { kind } = BENEFITS[reason];
  return kind === "vip" || kind === "prime" ? BENEFIT_COPY[kind] : BENEFIT_COPY.everyone;
}

/** What an option costs under a benefit, in cents. */
export function priceUnder(reason: BenefitReason, code: ShipCode): number {
  if (code === "digital") return 0;
  const { free } = BENEFITS[reason];
  if (free === "all" || (free === "second" && code === "second")) return 0;
  return SPEEDS[code].priceCents;
}

export type Badge = "VIP" | "Prime" | "Holiday";

/** The kinds whose free options wear a badge; the retailer's own offers wear none. */
const BADGES: Partial<Record<BenefitKind, Badge>> = { vip: "VIP", prime: "Prime", holiday: "Holiday" };

/**
 * The line under an option and its badge. Standard shipping is everyone's, so it says so and has
 * no badge; a paid option says only what it is. A speed free by the benefit says why: a VIP is
 * shown the saved VIP price, except on Next Day WOW, which has no price to save (spec 4: free
 * copy for VIP speeds other than next-wow).
 */
export function describeOption(
  reason: BenefitReason,
  code: ShipCode,
): { description: string; badge: Badge | null } {
  if (code === "digital") return { description: "FREE email delivery", badge: null };
  if (isStandardSpeed(code)) return { description: "FREE standard shipping", badge: null };
  if (priceUnder(reason, code) > 0) return { description: "Expedited shipping", badge: null };
  const { kind } = BENEFITS[reason];
  const badge = BADGES[kind] ?? null;
  if (kind === "vip") {
    if (code === "next-wow")
      return { description: "A VIP exclusive, delivered the next business day", badge };
    return { description: `FREE for VIPs: you save ${formatPrice(VIP_SAVED_PRICE_CENTS[code])}`, badge };
  }
  if (kind === "prime") return { description: "FREE with Prime", badge };
  if (kind === "holiday") return { description: "FREE holiday shipping", badge };
  return { description: "FREE shipping", badge };
}
