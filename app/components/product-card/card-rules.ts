import type { Money, ProductCard, RelatedStyle } from "../../../modules/search/index.ts";

/** Hover image delay and swatch chooser debounce (spec 1, "Product card" and section 9). */
export const HOVER_IMAGE_DELAY_MS = 500;
export const SWATCH_CHOOSER_DEBOUNCE_MS = 500;
/** Cards on the first row (desktop: 4) load their images at once; the rest lazily. */
export const PRIORITY_CARD_COUNT = 4;

/** Product types whose cards show the gender. */
const GENDERED_PRODUCT_TYPES = new Set(["Shoes", "Clothing"]);

/** What a card shows for one of its product's styles: the swatch chooser switches between these. */
export interface CardStyle {
  styleId: number;
  colorId: number;
  color: string;
  productUrl: string;
  price: Money;
  msrp: Money;
  onSale: boolean;
  percentOff: number;
  mainImage: string;
  hoverImage: string | null;
}

/** The style the card was found as. */
export function cardStyle(card: ProductCard): CardStyle {
  return {
    styleId: card.styleId,
    colorId: card.colorId,
    color: card.styleColor,
    productUrl: card.productUrl,
    price: card.price,
    msrp: card.msrp,
    onSale: card.onSale,
    percentOff: card.percentOff,
    mainImage: card.media.mainImage,
    hoverImage: card.media.hoverImage,
  };
}

/** Another style of the card's product, as a swatch offers it. */
export function relatedCardStyle(style: RelatedStyle): CardStyle {
  return {
    styleId: style.styleId,
    colorId: style.colorId,
    color: style.color,
    productUrl: style.productUrl,
    price: style.price,
    msrp: style.msrp,
    onSale: style.percentOff > 0 && style.price.cents < style.msrp.cents,
    percentOff: style.percentOff,
    mainImage: style.imageMap.MAIN,
    hoverImage: style.imageMap.PAIR ?? null,
  };
}

/** The style to show for a chosen style id: the card's own, or one of its related styles. */
export function styleToShow(card: ProductCard, styleId: number): CardStyle {
  if (styleId === card.styleId) return cardStyle(card);
  const related = card.relatedStyles.find((style) => style.styleId === styleId);
  return related ? relatedCardStyle(related) : cardStyle(card);
}

/** Whether a style is shown as on sale: flagged, with a percent off and a price under the MSRP. */
export function isOnSale(style: Pick<CardStyle, "onSale" | "percentOff" | "price" | "msrp">): boolean {
  return style.onSale && style.percentOff > 0 && style.price.cents < style.msrp.cents;
}

/** Accessible price: 'On sale for {price}. MSRP {msrp}. {percent}% off', or the price alone. */
export function saleLabel(style: Pick<CardStyle, "onSale" | "percentOff" | "price" | "msrp">): string {
  if (!isOnSale(style)) return style.price.formatted;
  return `On sale for ${style.price.formatted}. MSRP ${style.msrp.formatted}. ${style.percentOff}% off`;
}

/** Whether the card shows the rating: only when it is above 0. */
export function showsRating(card: Pick<ProductCard, "reviews">): boolean {
  return card.reviews.roundedRating > 0;
}

/** Accessible rating: '{n} out of 5 stars'. */
export function ratingLabel(roundedRating: number): string {
  return `${roundedRating} out of 5 stars`;
}

/** Whether the card shows the gender: shoes and clothing only, and only when there is one. */
export function showsGender(card: Pick<ProductCard, "productType" | "gender">): boolean {
  return GENDERED_PRODUCT_TYPES.has(card.productType) && card.gender.trim() !== "";
}

/** The image's alternative text: brand, name and colour. */
export function imageAlt(card: Pick<ProductCard, "brandName" | "productName">, color: string): string {
  return [card.brandName, card.productName, color].filter((part) => part.trim() !== "").join(" ");
}

/** Accessible name of the heart: 'Add to favorites: {item}', or 'Remove from favorites: {item}' once hearted. */
export function heartLabel(itemName: string, hearted = false): string {
  return `${hearted ? "Remove from" : "Add to"} favorites: ${itemName}`;
}

/** The item a card's heart names: brand and product name. */
export function heartItemName(card: Pick<ProductCard, "brandName" | "productName">): string {
  return `${card.brandName} ${card.productName}`;
}

/** The seo name of a product's path '/p/{seoName}/product/{productId}' (the path has it encoded). */
export function seoNameOf(productSeoUrl: string): string {
  const segment = productSeoUrl.split("/")[2] ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether the card offers colour swatches: its product has several styles. */
export function hasSwatches(card: Pick<ProductCard, "relatedStyles">): boolean {
  return card.relatedStyles.length > 1;
}

/* ---------- structured data ---------- */

const IN_STOCK = "https://schema.org/InStock";
const OUT_OF_STOCK = "https://schema.org/OutOfStock";

/** schema.org Product of one card (spec 1 section 3, "Product card"), an item of its page's list. */
export interface ProductStructuredData {
  "@type": "Product";
  name: string;
  brand: { "@type": "Brand"; name: string };
  offers: {
    "@type": "Offer";
    price: string;
    priceCurrency: "USD";
    availability: typeof IN_STOCK | typeof OUT_OF_STOCK;
    url: string;
  };
  url: string;
  color: string;
  image: string;
  sku: string;
  gender?: string;
  aggregateRating?: {
    "@type": "AggregateRating";
    ratingValue: number;
    reviewCount: number;
    ratingCount: number;
  };
}

/** Cents as the number string schema.org wants: 12345 → '123.45'. */
export function priceNumber(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}

/**
 * The card's structured data: name, brand, USD offer with availability by onHand, url, colour,
 * image, sku (productId), gender when the card shows it, and an aggregate rating only when the
 * rounded rating and the rating count are both above 0.
 */
export function productStructuredData(card: ProductCard): ProductStructuredData {
  const data: ProductStructuredData = {
    "@type": "Product",
    name: card.productName,
    brand: { "@type": "Brand", name: card.brandName },
    offers: {
      "@type": "Offer",
      price: priceNumber(card.price.cents),
      priceCurrency: "USD",
      availability: card.onHand > 0 ? IN_STOCK : OUT_OF_STOCK,
      url: card.productUrl,
    },
    url: card.productUrl,
    color: card.styleColor,
    image: card.media.mainImage,
    sku: String(card.productId),
  };
  if (showsGender(card)) data.gender = card.gender;
  const { roundedRating, ratingCount } = card.reviews;
  if (roundedRating > 0 && ratingCount > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: roundedRating,
      reviewCount: ratingCount,
      ratingCount,
    };
  }
  return data;
}

/**
 * JSON safe inside a <script> element: '<', '>' and '&' as \u escapes (no '</script>' or '<!--'
 * can end the element early), and the line separators JavaScript parsers once choked on.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
