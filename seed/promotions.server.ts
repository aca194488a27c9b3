import type { Db } from "../modules/core/index.ts";
import { savePromotion } from "../modules/promotions/index.server.ts";
import type { Promotion } from "../modules/promotions/index.ts";

/**
 * The demo store's promo codes (README, "Promo codes and gift cards"): one of each kind, an
 * employee discount, and one ended and one not yet started to show those refusals. Fixed dates,
 * so every seed writes the same rows. Gift cards are not seeded: their claim codes are secrets
 * (`npm run giftcards -- issue --amount 50.00` issues one).
 */
export const DEMO_PROMOTIONS: readonly Promotion[] = [
  { code: "WELCOME10", kind: "percent", percentBasisPoints: 1000, description: "10% off your order" },
  {
    code: "TAKE15",
    kind: "amount",
    amountCents: 1500,
    minimumSubtotalCents: 7500,
    description: "$15 off orders of $75 or more",
  },
  { code: "SHIPFREE", kind: "free_shipping", description: "Free shipping" },
  { code: "EMPLOYEE20", kind: "percent", percentBasisPoints: 2000, description: "Employee discount" },
  {
    code: "EXPIRED5",
    kind: "percent",
    percentBasisPoints: 500,
    startsAt: new Date("2024-01-01T00:00:00Z"),
    endsAt: new Date("2025-01-01T00:00:00Z"),
    description: "5% off, ended",
  },
  {
    code: "SOON10",
    kind: "percent",
    percentBasisPoints: 1000,
    startsAt: new Date("2099-01-01T00:00:00Z"),
    description: "10% off, not started yet",
  },
];

/** Writes the demo promo codes, replacing any of the same code (so a second seed changes nothing). */
export async function seedDemoPromotions(db: Db): Promise<void> {
  for (const promotion of DEMO_PROMOTIONS) await savePromotion(db, promotion);
}
