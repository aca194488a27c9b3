import { createHash, randomUUID } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { ProductCard as ProductCardData } from "../../../modules/search/types.ts";
import {
  PRIORITY_CARD_COUNT,
  productStructuredData,
  scriptSafeJson,
} from "../../components/product-card/card-rules.ts";
import { ProductCard } from "../../components/product-card/product-card.tsx";
import type { ResultsMarkup } from "./search-page-data.ts";
import { GRID_COLUMNS, sponsoredRows } from "./sponsored-rows.ts";

/**
 * Where a card's markup says which page its heart's form comes back to: a path no page has,
 * written once into the kept markup and replaced by each page's own path.
 */
const RETURN_TO = `/__return-to-${randomUUID()}__`;

/** The preload React writes before an image of high priority when it renders markup with no head. */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/** A card's markup as kept: cut where its page's path goes, and its fingerprint. */
interface KeptMarkup {
  parts: readonly string[];
  /**
   * A hash of the markup and of the card's structured data, made once: the grid's key is made of
   * these, not of the whole grid's text (half a megabyte to hash on every request).
   */
  fingerprint: string;
}

/**
 * Each card's markup by the card object (the search engine returns the same object while the card
 * stays the same, see modules/search CardStore) and by whether it is a priority or a sponsored card.
 * Kept as long as its card is: it goes when the catalogue changes.
 */
const kept = new WeakMap<ProductCardData, Map<string, KeptMarkup>>();

/** Each card's Product as JSON-LD (an item of the page's ItemList), kept as its markup is. */
const keptStructuredData = new WeakMap<ProductCardData, string>();

function productJson(card: ProductCardData): string {
  let json = keptStructuredData.get(card);
  if (json === undefined) {
    json = scriptSafeJson(productStructuredData(card));
    keptStructuredData.set(card, json);
  }
  return json;
}

function cardMarkup(card: ProductCardData, priority: boolean, sponsored: boolean): KeptMarkup {
  const flags = `${priority ? "p" : "-"}${sponsored ? "s" : "-"}`;
  const byFlags = kept.get(card) ?? new Map<string, KeptMarkup>();
  const found = byFlags.get(flags);
  if (found !== undefined) return found;
  const parts = renderToStaticMarkup(
    <MemoryRouter initialEntries={[RETURN_TO]}>
      <ProductCard card={card} priority={priority} sponsored={sponsored} />
    </MemoryRouter>,
  )
    // React writes an image of high priority's preload before it; the page asks for these in its head (ResultsGrid).
    .replace(IMAGE_PRELOAD, "")
    .split(RETURN_TO);
  const hash = createHash("sha1");
  for (const part of parts) hash.update(part).update("\0");
  const fingerprint = hash.update(productJson(card)).digest("base64url");
  const markup = { parts, fingerprint };
  kept.set(card, byFlags.set(flags, markup));
  return markup;
}

/**
 * The page's ItemList as JSON-LD, written from each card's kept JSON: the same text as
 * scriptSafeJson(cardListStructuredData(results)), without serialising every card again.
 */
function itemListJson(results: readonly ProductCardData[]): string {
  if (results.length === 0) return "";
  const items = results.map(
    (card, index) => `{"@type":"ListItem","position":${index + 1},"item":${productJson(card)}}`,
  );
  return `{"@context":"https://schema.org","@type":"ItemList","numberOfItems":${results.length},"itemListElement":[${items.join(",")}]}`;
}

/** The sponsored cards of the first row that every layout shows: on a phone they are the first thing seen. */
const FIRST_ROW_SEEN = Math.min(...GRID_COLUMNS);

/** An attribute value, escaped as React escapes it. */
function attributeValue(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The results grid's items (the result cards, with the sponsored rows at their places; see
 * sponsoredRows) and its ItemList, as markup: each card is rendered once while it stays the same
 * and kept (a card is a link with a heart and swatches, the same for every visitor), and the
 * browser keeps the grid as written (useStaticCardGrid). `returnTo` is the page, where the
 * hearts' forms come back to.
 */
export function resultsMarkup(
  results: readonly ProductCardData[],
  sponsored: readonly ProductCardData[],
  returnTo: string,
): ResultsMarkup {
  const rows = sponsoredRows(results.length, [...sponsored]);
  const page = attributeValue(returnTo);
  const parts: string[] = [];
  // What the grid is made of, with each card's fingerprint for its markup: hashed, the grid's key.
  const made: string[] = [page];
  const priorityImages: string[] = [];
  const write = (text: string) => {
    parts.push(text);
    made.push(text);
  };
  const card = (markup: KeptMarkup) => {
    markup.parts.forEach((part, index) => {
      if (index > 0) parts.push(page);
      parts.push(part);
    });
    made.push(markup.fingerprint);
  };
  const rowsAfter = (count: number) => {
    for (const row of rows) {
      if (row.after !== count) continue;
      // Not in the page's structured data: an advertisement, and the copies for other layouts would repeat it.
      row.cards.forEach((sponsoredCard, index) => {
        const priority = row.after === 0 && index < FIRST_ROW_SEEN;
        if (priority) priorityImages.push(sponsoredCard.media.mainImage);
        write(
          `<li class="product-grid-item search-sponsored" data-columns="${row.columns}" data-place="${index + 1}">`,
        );
        card(cardMarkup(sponsoredCard, priority, true));
        write("</li>");
      });
    }
  };
  results.forEach((result, index) => {
    rowsAfter(index);
    const priority = index < PRIORITY_CARD_COUNT;
    if (priority) priorityImages.push(result.media.mainImage);
    write('<li class="product-grid-item">');
    card(cardMarkup(result, priority, false));
    write("</li>");
  });
  rowsAfter(results.length);
  return {
    key: createHash("sha1").update(made.join("\0")).digest("base64url"),
    items: parts.join(""),
    structuredData: itemListJson(results),
    priorityImages,
  };
}
