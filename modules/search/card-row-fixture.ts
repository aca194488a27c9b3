import type { CardRow } from "./product-card.ts";

// Test-only fixture for the search module's card tests (never imported by the app).

/** An index row of a pair of flip-flops, style 3000001. */
export const cardRow: CardRow = {
  styleId: 3000001,
  productId: 1000022,
  colorId: 100,
  color: "Black/Gum",
  seoName: "orrin-vale-bailey-low-flip-flop",
  priceCents: 4899,
  msrpCents: 8000,
  hasPairImage: true,
  brandId: 1043,
  brandName: "Orrin Vale",
  productName: "Bailey Low Flip-Flop",
  productType: "Shoes",
  subcategory: "Sandals",
  genders: ["Men", "Women"],
  onHand: 12,
  asin: "B0R8HA4BES",
  reviewRating: 4.3,
  reviewCount: 113,
  badges: [{ bid: "NEW", text: "New" }],
};
