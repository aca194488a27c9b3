import { formatPrice } from "../../../modules/core/index.ts";
import type { Money, ProductCard, RelatedStyle } from "../../../modules/search/index.ts";

// Test-only fixtures for the product card tests (never imported by the app).

/** Money from cents, formatted as the store shows it. */
export function money(cents: number): Money {
  return { cents, formatted: formatPrice(cents) };
}

/** A style of the fixture product. */
export function relatedStyle(
  styleId: number,
  color: string,
  overrides: Partial<RelatedStyle> = {},
): RelatedStyle {
  return {
    styleId,
    colorId: styleId * 10,
    color,
    styleColor: color,
    swatchUrl: `/images/styles/${styleId}/swatch-73x73.svg`,
    imageMap: {
      MAIN: `/images/styles/${styleId}/MAIN-768x1024.svg`,
      PAIR: `/images/styles/${styleId}/PAIR-768x1024.svg`,
    },
    productUrl: `/p/trail-runner/product/501/color/${styleId * 10}`,
    price: money(8000),
    msrp: money(8000),
    percentOff: 0,
    ...overrides,
  };
}

/** A pair of shoes on sale in Black (style 7001), also in Red (7002) at full price. */
export function productCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    productId: 501,
    styleId: 7001,
    colorId: 70010,
    asin: "B0ABC12345",
    brandName: "Northpeak",
    brandId: 12,
    productName: "Trail Runner",
    productUrl: "/p/trail-runner/product/501/color/70010",
    productSeoUrl: "/p/trail-runner/product/501",
    styleColor: "Black",
    onHand: 14,
    gender: "Women",
    productType: "Shoes",
    subcategory: "Sneakers & Athletic Shoes",
    badges: [{ bid: "BS", text: "Best Seller" }],
    price: money(6000),
    msrp: money(8000),
    onSale: true,
    percentOff: 25,
    reviews: { roundedRating: 4.5, ratingCount: 37 },
    media: {
      mainImage: "/images/styles/7001/MAIN-768x1024.svg",
      hoverImage: "/images/styles/7001/PAIR-768x1024.svg",
    },
    relatedStyles: [
      relatedStyle(7001, "Black", { price: money(6000), percentOff: 25 }),
      relatedStyle(7002, "Red"),
    ],
    ...overrides,
  };
}
