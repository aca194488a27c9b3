import { imageUrl, percentOff, productPath, swatchUrl } from "../catalog/index.ts";
import { formatPrice } from "../core/index.ts";
import type { Money, ProductCard, RelatedStyle } from "./types.ts";

/** A style as the search index holds it: what a card needs. */
export interface CardStyle {
  styleId: number;
  productId: number;
  colorId: number;
  color: string;
  seoName: string;
  priceCents: number;
  msrpCents: number;
  hasPairImage: boolean;
}

/** A result row: the style, its product's fields, and the product's other styles. */
export interface CardRow extends CardStyle {
  brandId: number;
  brandName: string;
  productName: string;
  productType: string;
  subcategory: string;
  genders: string[];
  onHand: number;
  asin: string;
  reviewRating: number;
  reviewCount: number;
  badges: { bid: string; text: string }[];
}

/** A rating to the nearest half star, as cards show it: 4.2 is 4, 4.3 is 4.5. */
export function roundedRating(rating: number): number {
  if (!Number.isFinite(rating) || rating <= 0) return 0;
  return Math.min(5, Math.round(rating * 2) / 2);
}

/** Cents as Money: the display text and the amount. */
export function money(cents: number): Money {
  return { formatted: formatPrice(cents), cents };
}

/** The product page of a style: /p/{seoName}/product/{productId}/color/{colorId}. */
export function productUrl(style: Pick<CardStyle, "seoName" | "productId" | "colorId">): string {
  return productPath(style.seoName, style.productId, style.colorId);
}

/** A style of the card's product as its swatch offers it (the browser rebuilds one from a swatch's attributes). */
export function toRelatedStyle(style: CardStyle): RelatedStyle {
  const main = imageUrl(style.styleId, "MAIN", "card");
  return {
    styleId: style.styleId,
    colorId: style.colorId,
    color: style.color,
    styleColor: style.color,
    swatchUrl: swatchUrl(style.styleId),
    imageMap: style.hasPairImage
      ? { MAIN: main, PAIR: imageUrl(style.styleId, "PAIR", "card") }
      : { MAIN: main },
    productUrl: productUrl(style),
    price: money(style.priceCents),
    msrp: money(style.msrpCents),
    percentOff: percentOff(style.priceCents, style.msrpCents),
  };
}

/** Builds a result card (spec 1 section 3, "Product card") from an index row and its product's styles. */
export function toProductCard(row: CardRow, relatedStyles: readonly CardStyle[]): ProductCard {
  const off = percentOff(row.priceCents, row.msrpCents);
  return {
    productId: row.productId,
    styleId: row.styleId,
    colorId: row.colorId,
    asin: row.asin,
    brandName: row.brandName,
    brandId: row.brandId,
    productName: row.productName,
    productUrl: productUrl(row),
    productSeoUrl: productPath(row.seoName, row.productId),
    styleColor: row.color,
    onHand: row.onHand,
    gender: row.genders.join(", "),
    productType: row.productType,
    subcategory: row.subcategory,
    badges: row.badges.map((badge) => ({ bid: badge.bid, text: badge.text })),
    price: money(row.priceCents),
    msrp: money(row.msrpCents),
    onSale: off > 0,
    percentOff: off,
    reviews: { roundedRating: roundedRating(row.reviewRating), ratingCount: row.reviewCount },
    media: {
      mainImage: imageUrl(row.styleId, "MAIN", "card"),
      hoverImage: row.hasPairImage ? imageUrl(row.styleId, "PAIR", "card") : null,
    },
    relatedStyles: (relatedStyles.length > 0 ? relatedStyles : [row]).map(toRelatedStyle),
  };
}
