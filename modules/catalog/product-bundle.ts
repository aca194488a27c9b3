import { formatPrice } from "../core/index.ts";
import type { Marketplace } from "../marketplace/index.ts";
import { isImageView, productImageSize } from "./image-views.ts";
import { imageUrl, swatchUrl } from "./images.ts";
import { isOnSale, percentOff } from "./money.ts";
import type { ProductBundle, ProductStyle } from "./product-bundle-schema.ts";
import { type SizingRows, toSizing } from "./product-bundle-sizing.ts";
import type { products, styles } from "./schema.server.ts";

type ProductRow = typeof products.$inferSelect;

/** The product's own fields and its brand's name, as read for a bundle. */
export type BundleProductRow = Pick<
  ProductRow,
  | "productId"
  | "brandId"
  | "name"
  | "seoName"
  | "description"
  | "productType"
  | "subcategory"
  | "genders"
  | "silhouette"
  | "hasHalfSizes"
  | "isEgc"
  | "isGiftCard"
  | "preferredSubsite"
  | "reviewCount"
  | "reviewRating"
  | "badges"
> & { brandName: string };

export type BundleStyleRow = Pick<
  typeof styles.$inferSelect,
  "styleId" | "colorId" | "color" | "priceCents" | "msrpCents" | "hardLaunchDate" | "imageViews"
>;

/** Everything read from the database for one bundle; styles in display order. */
export interface BundleRows extends SizingRows {
  product: BundleProductRow;
  styles: BundleStyleRow[];
  /** The stock asked for by asin or stockId, if the request named one. */
  requestedStockId: number | null;
}

/** Spec 1 section 8, "no styles in stock": a product whose every style is sold out. */
export const NO_STYLES_IN_STOCK = {
  code: "product.no.styles.in.stock",
  message: "The product has no styles in stock.",
} as const;

const money = (cents: number) => ({ formatted: formatPrice(cents), cents });

/** The product page path on any subsite: /p/{seoName}/product/{productId}, with /color/{colorId} when given. */
export function productPath(seoName: string, productId: number, colorId?: number): string {
  const path = `/p/${encodeURIComponent(seoName)}/product/${productId}`;
  return colorId === undefined ? path : `${path}/color/${colorId}`;
}

function toStyle(rows: BundleRows, style: BundleStyleRow): ProductStyle {
  const productSize = productImageSize(rows.product.silhouette);
  const stocks = rows.stocks
    .filter((stock) => stock.styleId === style.styleId)
    .map(({ stockId, asin, onHand }) => ({ stockId, asin, onHand }));
  return {
    styleId: style.styleId,
    colorId: style.colorId,
    color: style.color,
    price: money(style.priceCents),
    originalPrice: money(style.msrpCents),
    onSale: isOnSale(style.priceCents, style.msrpCents),
    percentOff: percentOff(style.priceCents, style.msrpCents),
    hardLaunchDate: style.hardLaunchDate.toISOString(),
    inStock: stocks.some((stock) => stock.onHand > 0),
    images: style.imageViews.filter(isImageView).map((view) => ({
      imageId: `${style.styleId}-${view}`,
      type: view,
      url: imageUrl(style.styleId, view, productSize),
      thumbnailUrl: imageUrl(style.styleId, view, "thumbnail"),
    })),
    swatchImageId: `${style.styleId}-swatch`,
    swatchUrl: swatchUrl(style.styleId),
    stocks,
  };
}

/** The first line of the description is its summary; the others are its bullets. */
function toDescription(text: string) {
  const [summary = "", ...bullets] = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return { summary, bullets };
}

/**
 * Where a breadcrumb's category leads: a page of the search module's URL grammar. The search module
 * hands it in (it exports one), so the catalogue does not depend on search, which builds on it.
 */
export type CategoryLink = (categories: { zc1: string; zc2?: string }) => string;

/** What shaping a bundle needs beyond its rows. */
export interface BundleOptions {
  /**
   * The configured marketplaces (services): required, so that no caller can fall back to the
   * built-in hosts and link a shopper to `9am.localhost` where another host is configured.
   */
  marketplaces: readonly Marketplace[];
  categoryLink: CategoryLink;
}

function toBreadcrumbs(product: BundleProductRow, categoryLink: CategoryLink) {
  const zc1 = product.productType;
  const zc2 = product.subcategory;
  return [
    { name: zc1, zc: "zc1" as const, url: categoryLink({ zc1 }) },
    { name: zc2, zc: "zc2" as const, url: categoryLink({ zc1, zc2 }) },
  ];
}

function toPreferredSubsite(product: BundleProductRow, marketplaces: readonly Marketplace[]) {
  const subsite = marketplaces.find((marketplace) => marketplace.subsiteId === product.preferredSubsite);
  if (!product.preferredSubsite || !subsite) return null;
  return {
    id: subsite.subsiteId,
    url: `${subsite.baseUrl}${productPath(product.seoName, product.productId)}`,
  };
}

/** Shapes the rows of a product into its bundle; null when the product has no style to show. */
export function toProductBundle(rows: BundleRows, options: BundleOptions): ProductBundle | null {
  const { marketplaces, categoryLink } = options;
  const { product } = rows;
  const styles = rows.styles.map((style) => toStyle(rows, style));
  const defaultStyle = styles.find((style) => style.inStock) ?? styles[0];
  if (!defaultStyle) return null;
  const requested = rows.stocks.find((stock) => stock.stockId === rows.requestedStockId);
  const selectedStyle = styles.find((style) => style.styleId === requested?.styleId) ?? defaultStyle;
  return {
    productId: product.productId,
    productName: product.name,
    brandName: product.brandName,
    brandId: product.brandId,
    seoName: product.seoName,
    genders: product.genders,
    defaultProductType: product.productType,
    defaultCategory: product.subcategory,
    defaultImageUrl: defaultStyle.images[0]?.url ?? swatchUrl(defaultStyle.styleId),
    description: toDescription(product.description),
    styles,
    sizing: toSizing(rows, styles),
    preferredSubsite: toPreferredSubsite(product, marketplaces),
    hasHalfSizes: product.hasHalfSizes,
    isEgc: product.isEgc,
    isGiftCard: product.isGiftCard,
    reviewSummary: { averageRating: product.reviewRating, reviewCount: product.reviewCount },
    reviewCount: product.reviewCount,
    rating: product.reviewRating,
    breadcrumbs: toBreadcrumbs(product, categoryLink),
    badges: product.badges.map(({ bid, text }) => ({ bid, text })),
    inStock: styles.some((style) => style.inStock),
    selected: {
      styleId: selectedStyle.styleId,
      colorId: selectedStyle.colorId,
      stockId: requested?.stockId ?? null,
      asin: requested?.asin ?? null,
    },
  };
}
