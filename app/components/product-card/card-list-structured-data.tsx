import type { ProductCard } from "../../../modules/search/index.ts";
import { productStructuredData, scriptSafeJson } from "./card-rules.ts";

/**
 * A listing's structured data: one schema.org ItemList of its cards, in the page's order, each
 * item the card's Product (spec 1: structured product data per card). One block for the page
 * instead of one per card: what search engines read on a listing, without a context per card.
 */
export function cardListStructuredData(cards: readonly ProductCard[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    numberOfItems: cards.length,
    itemListElement: cards.map((card, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: productStructuredData(card),
    })),
  };
}

/** The ItemList as a JSON-LD block. */
export function CardListStructuredData({ cards }: { cards: readonly ProductCard[] }) {
  if (cards.length === 0) return null;
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block, escaped by scriptSafeJson
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(cardListStructuredData(cards)) }}
    />
  );
}
