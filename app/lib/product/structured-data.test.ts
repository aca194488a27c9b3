import { describe, expect, it } from "vitest";
import type { ProductBundle } from "../../../modules/catalog/product-bundle-schema.ts";
import { imageSizeOf } from "./product-page-data.ts";
import { breadcrumbStructuredData, canonicalPath, productStructuredData } from "./structured-data.ts";

const money = (cents: number) => ({ cents, formatted: `$${(cents / 100).toFixed(2)}` });
const style = (colorId: number, inStock: boolean) => ({
  styleId: colorId * 10,
  colorId,
  color: `Color ${colorId}`,
  price: money(5000),
  originalPrice: money(10000),
  onSale: true,
  percentOff: 50,
  hardLaunchDate: "2026-01-01T00:00:00.000Z",
  inStock,
  images: [
    {
      imageId: "x",
      type: "MAIN" as const,
      url: `/images/styles/${colorId}/MAIN-736x920.svg`,
      thumbnailUrl: "",
    },
  ],
  swatchImageId: "",
  swatchUrl: "",
  stocks: [],
});
const product: ProductBundle = {
  productId: 42,
  productName: "Trail Boot",
  brandName: "Larkmoor",
  brandId: 1,
  seoName: "larkmoor-trail-boot",
  genders: ["women"],
  defaultProductType: "Shoes",
  defaultCategory: "Boots",
  defaultImageUrl: "",
  description: { summary: "A boot.", bullets: [] },
  styles: [style(1, true), style(2, false)],
  sizing: { dimensions: [], allValues: [], stockData: [] },
  preferredSubsite: null,
  hasHalfSizes: false,
  isEgc: false,
  isGiftCard: false,
  reviewSummary: { averageRating: 0, reviewCount: 0 },
  reviewCount: 0,
  rating: 0,
  breadcrumbs: [{ name: "Shoes", zc: "zc1", url: "/search/null/filter/zc1/%22Shoes%22" }],
  badges: [],
  inStock: true,
  selected: { styleId: 10, colorId: 1, stockId: null, asin: null },
};
const base = "http://localhost:3000";

describe("product structured data", () => {
  it("has one USD offer per style with its availability and canonical URL", () => {
    const data = productStructuredData(product, base);
    expect(data.offers).toEqual([
      expect.objectContaining({
        price: "50.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: `${base}/p/larkmoor-trail-boot/product/42/color/1`,
      }),
      expect.objectContaining({
        availability: "https://schema.org/OutOfStock",
        url: `${base}${canonicalPath(product, 2)}`,
      }),
    ]);
    expect(data.brand).toEqual({ "@type": "Brand", name: "Larkmoor" });
  });

  it("has an aggregate rating only when the rating and the review count are above 0", () => {
    expect(productStructuredData(product, base).aggregateRating).toBeUndefined();
    expect(
      productStructuredData({ ...product, rating: 4.5, reviewCount: 0 }, base).aggregateRating,
    ).toBeUndefined();
    expect(productStructuredData({ ...product, rating: 4.5, reviewCount: 12 }, base).aggregateRating).toEqual(
      {
        "@type": "AggregateRating",
        ratingValue: 4.5,
        reviewCount: 12,
        ratingCount: 12,
      },
    );
  });

  it("lists the categories then the product as breadcrumbs", () => {
    const data = breadcrumbStructuredData(product, base, `${base}/p/x`);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Shoes", item: `${base}/search/null/filter/zc1/%22Shoes%22` },
      { "@type": "ListItem", position: 2, name: "Trail Boot", item: `${base}/p/x` },
    ]);
  });

  it("reads an image's size from its URL", () => {
    expect(imageSizeOf("/images/styles/1/MAIN-920x736.svg")).toEqual({ width: 920, height: 736 });
    expect(imageSizeOf("/favicon.svg")).toBeUndefined();
  });
});
