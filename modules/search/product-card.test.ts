import { describe, expect, it } from "vitest";
import { cardRow } from "./card-row-fixture.ts";
import { roundedRating, toProductCard } from "./product-card.ts";

const row = cardRow;

describe("roundedRating", () => {
  it("rounds to the nearest half star", () => {
    expect(roundedRating(4.2)).toBe(4);
    expect(roundedRating(4.25)).toBe(4.5);
    expect(roundedRating(4.3)).toBe(4.5);
    expect(roundedRating(4.74)).toBe(4.5);
    expect(roundedRating(4.75)).toBe(5);
    expect(roundedRating(5)).toBe(5);
  });

  it("is 0 for no rating or a value that is not a rating", () => {
    expect(roundedRating(0)).toBe(0);
    expect(roundedRating(-1)).toBe(0);
    expect(roundedRating(Number.NaN)).toBe(0);
  });
});

describe("toProductCard", () => {
  const sibling = {
    ...row,
    styleId: 3000002,
    colorId: 107,
    color: "White",
    hasPairImage: false,
    priceCents: 8000,
  };
  const card = toProductCard(row, [row, sibling]);

  it("links to the style's product page and its SEO product page", () => {
    expect(card.productUrl).toBe("/p/orrin-vale-bailey-low-flip-flop/product/1000022/color/100");
    expect(card.productSeoUrl).toBe("/p/orrin-vale-bailey-low-flip-flop/product/1000022");
  });

  it("prices in Money with the sale and percent off", () => {
    expect(card.price).toEqual({ formatted: "$48.99", cents: 4899 });
    expect(card.msrp).toEqual({ formatted: "$80.00", cents: 8000 });
    expect(card.onSale).toBe(true);
    expect(card.percentOff).toBe(39);
  });

  it("shows the main image at card size and the pair view on hover", () => {
    expect(card.media).toEqual({
      mainImage: "/images/styles/3000001/MAIN-768x1024.svg",
      hoverImage: "/images/styles/3000001/PAIR-768x1024.svg",
    });
    expect(toProductCard({ ...row, hasPairImage: false }, []).media.hoverImage).toBeNull();
  });

  it("carries the rounded rating, the genders and every colour as a swatch", () => {
    expect(card.reviews).toEqual({ roundedRating: 4.5, ratingCount: 113 });
    expect(card.gender).toBe("Men, Women");
    expect(card.relatedStyles.map((style) => style.styleId)).toEqual([3000001, 3000002]);
    expect(card.relatedStyles[1]).toMatchObject({
      swatchUrl: "/images/styles/3000002/swatch-73x73.svg",
      imageMap: { MAIN: "/images/styles/3000002/MAIN-768x1024.svg" },
      productUrl: "/p/orrin-vale-bailey-low-flip-flop/product/1000022/color/107",
      percentOff: 0,
    });
  });

  it("lists the style itself as its only swatch when no colour is given", () => {
    expect(toProductCard(row, []).relatedStyles.map((style) => style.styleId)).toEqual([3000001]);
  });
});
