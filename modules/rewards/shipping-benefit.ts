/**
 * The shipping benefit reasons of spec 3 ("Shipping benefit reasons") and spec 2 section 9: why a
 * customer's shipping costs what it does. The rewards programme (a later issue) will derive the
 * reason from a member's tier; until then it is a flag on the customer an operator sets
 * (`npm run rewards`), and 'plain' (everyone's free standard shipping) for everyone else. What
 * each reason makes free is checkout's rule (modules/checkout/shipping-benefits.ts). Pure.
 */
export const BENEFIT_REASONS = [
  "plain",
  "legacy-vip",
  "mobile-promo",
  "rewards-silver",
  "rewards-gold",
  "rewards-platinum",
  "rewards-elite",
  "silver-as-gold",
  "prime-linked",
  "new-vip",
  "no-vip",
  "no-vip-prime",
  "vip-at-checkout",
  "free-holiday-shipping",
] as const;

export type BenefitReason = (typeof BENEFIT_REASONS)[number];

/** A customer with no flag of their own: no VIP, no prime link, no offer. */
export const PLAIN_BENEFIT: BenefitReason = "plain";

export function isBenefitReason(value: string): value is BenefitReason {
  return (BENEFIT_REASONS as readonly string[]).includes(value);
}
