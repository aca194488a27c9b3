import {
  type CardRow,
  type CardStyle,
  type ProductCard,
  toProductCard,
} from "../../../modules/search/index.ts";

/** A style of a listing card: what its swatch needs, its URLs and prices derived in the page. */
export type ListingStyle = Omit<CardStyle, "productId" | "seoName">;

/**
 * A product card as a listing page's loader returns it: the search index's row and its product's
 * styles, from which toProductCard builds the whole card (URLs, images, formatted prices, percent
 * off) while the page renders. React Router puts whatever a loader returns into the page's
 * hydration data; the compact form keeps out what the browser can derive (about two thirds of a card).
 */
export interface ListingCard extends CardRow {
  styles: ListingStyle[];
}

function styleOf(style: ProductCard["relatedStyles"][number]): ListingStyle {
  return {
    styleId: style.styleId,
    colorId: style.colorId,
    color: style.color,
    priceCents: style.price.cents,
    msrpCents: style.msrp.cents,
    hasPairImage: style.imageMap.PAIR !== undefined,
  };
}

/** The seo name of '/p/{seoName}/product/{productId}'. */
function seoNameOf(productSeoUrl: string): string {
  return productSeoUrl.split("/")[2] ?? "";
}

/** A card in its compact form; listingCardToProductCard gives it back as it was. */
export function toListingCard(card: ProductCard): ListingCard {
  return {
    productId: card.productId,
    styleId: card.styleId,
    colorId: card.colorId,
    color: card.styleColor,
    seoName: seoNameOf(card.productSeoUrl),
    priceCents: card.price.cents,
    msrpCents: card.msrp.cents,
    hasPairImage: card.media.hoverImage !== null,
    brandId: card.brandId,
    brandName: card.brandName,
    productName: card.productName,
    productType: card.productType,
    subcategory: card.subcategory,
    genders: card.gender === "" ? [] : card.gender.split(", "),
    onHand: card.onHand,
    asin: card.asin,
    // Already rounded to half stars: rounding again keeps it.
    reviewRating: card.reviews.roundedRating,
    reviewCount: card.reviews.ratingCount,
    badges: card.badges.map((badge) => ({ bid: badge.bid, text: badge.text })),
    styles: card.relatedStyles.map(styleOf),
  };
}

/** The whole card again, built as the search engine builds it. */
export function listingCardToProductCard(card: ListingCard): ProductCard {
  const { productId, seoName } = card;
  return toProductCard(
    card,
    card.styles.map((style) => ({ ...style, productId, seoName })),
  );
}
