import { describe, expect, it } from "vitest";
import type { ProductBundle } from "../../../modules/catalog/product-bundle-schema.ts";
import { cardOfProduct, withRecoRef } from "./product-cards.ts";

const money = (cents: number) => ({ cents, formatted: `$${(cents / 100).toFixed(2)}` });
const style = (colorId: number, inStock: boolean, pair = false) => ({
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
    { imageId: "m", type: "MAIN" as const, url: "", thumbnailUrl: "" },
    ...(pair ? [{ imageId: "p", type: "PAIR" as const, url: "", thumbnailUrl: "" }] : []),
  ],
  swatchImageId: "",
  swatchUrl: "",
  stocks: [
    { stockId: colorId * 100, asin: `B0AAAAAA${colorId}0`, onHand: 0 },
    { stockId: colorId * 100 + 1, asin: `B0AAAAAA${colorId}1`, onHand: inStock ? 4 : 0 },
  ],
});
const product: ProductBundle = {
  productId: 42,
  productName: "Trail Boot",
  brandName: "Larkmoor",
  brandId: 1,
  seoName: "larkmoor-trail-boot",
  genders: ["women", "men"],
  defaultProductType: "Shoes",
  defaultCategory: "Boots",
  defaultImageUrl: "",
  description: { summary: "", bullets: [] },
  styles: [style(1, true, true), style(2, false), style(3, true)],
  sizing: { dimensions: [], allValues: [], stockData: [] },
  preferredSubsite: null,
  hasHalfSizes: false,
  isEgc: false,
  isGiftCard: false,
  reviewSummary: { averageRating: 4.3, reviewCount: 8 },
  reviewCount: 8,
  rating: 4.3,
  breadcrumbs: [],
  badges: [{ bid: "NEW", text: "New" }],
  inStock: true,
  selected: { styleId: 10, colorId: 1, stockId: null, asin: null },
};

describe("the card of a product page", () => {
  it("is the shown style, as search cards are made, with the in-stock colours as swatches", () => {
    const card = cardOfProduct(product, style(1, true, true));
    expect(card).toMatchObject({
      productId: 42,
      styleId: 10,
      colorId: 1,
      asin: "B0AAAAAA11",
      onHand: 4,
      gender: "Women, Men",
      productType: "Shoes",
      subcategory: "Boots",
      productUrl: "/p/larkmoor-trail-boot/product/42/color/1",
      reviews: { roundedRating: 4.5, ratingCount: 8 },
      media: {
        mainImage: "/images/styles/10/MAIN-768x1024.svg",
        hoverImage: "/images/styles/10/PAIR-768x1024.svg",
      },
      onSale: true,
      percentOff: 50,
    });
    expect(card.relatedStyles.map((related) => related.colorId)).toEqual([1, 3]);
  });
});

describe("a recommended card", () => {
  it("links to the product and its colours with ?ref={recoName}", () => {
    const card = withRecoRef(cardOfProduct(product, style(1, true)), "similar-styles");
    expect(card.productUrl).toBe("/p/larkmoor-trail-boot/product/42/color/1?ref=similar-styles");
    expect(card.relatedStyles.every((related) => related.productUrl.endsWith("?ref=similar-styles"))).toBe(
      true,
    );
  });
});
