import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CardRow, type CardStyle, toProductCard } from "../../../modules/search/index.ts";
import { listingCardToProductCard, toListingCard } from "./listing-card.ts";

const seoName = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,4}$/);
const cents = fc.integer({ min: 100, max: 99_999 });
const words = fc.stringMatching(/^[A-Za-z][A-Za-z &]{0,15}$/);

const style = (productId: number, name: string) =>
  fc.record<CardStyle>({
    styleId: fc.integer({ min: 1, max: 9_999_999 }),
    productId: fc.constant(productId),
    colorId: fc.integer({ min: 1, max: 999 }),
    color: fc.constantFrom("Black", "Plum", "Silver Metallic", "Sand & Stone"),
    seoName: fc.constant(name),
    priceCents: cents,
    msrpCents: cents,
    hasPairImage: fc.boolean(),
  });

/** A card as the search engine builds it: an index row and its product's styles (none, or several). */
const engineCard = fc
  .tuple(fc.integer({ min: 1, max: 9_999_999 }), seoName)
  .chain(([productId, name]) =>
    fc.tuple(
      style(productId, name).chain((own) =>
        fc.record<CardRow>({
          ...Object.fromEntries(Object.entries(own).map(([key, value]) => [key, fc.constant(value)])),
          brandId: fc.integer({ min: 1, max: 9999 }),
          brandName: words,
          productName: words,
          productType: fc.constantFrom("Shoes", "Clothing", "Bags"),
          subcategory: words,
          genders: fc.subarray(["Women", "Men", "Girls", "Boys"]),
          onHand: fc.nat(),
          asin: fc.stringMatching(/^B0[A-Z0-9]{8}$/),
          reviewRating: fc.double({ min: 0, max: 5, noNaN: true }),
          reviewCount: fc.nat(),
          badges: fc.array(fc.record({ bid: words, text: words }), { maxLength: 2 }),
        } as unknown as Record<keyof CardRow, fc.Arbitrary<never>>),
      ),
      fc.array(style(productId, name), { maxLength: 4 }),
    ),
  )
  .map(([row, styles]) => toProductCard(row, styles));

describe("a listing page's compact card", () => {
  it("gives back the very card the search engine built", () => {
    fc.assert(
      fc.property(engineCard, (card) => {
        expect(listingCardToProductCard(toListingCard(card))).toEqual(card);
      }),
    );
  });

  it("holds no URL and no formatted price: the page derives them", () => {
    fc.assert(
      fc.property(engineCard, (card) => {
        const compact = JSON.stringify(toListingCard(card));
        expect(compact).not.toContain("/images/");
        expect(compact).not.toContain("/product/");
        expect(compact).not.toContain("$");
      }),
    );
  });
});
