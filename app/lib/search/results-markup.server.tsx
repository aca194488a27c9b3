import { createHash, randomUUID } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { ProductCard as ProductCardData } from "../../../modules/search/types.ts";
import { cardListStructuredData } from "../../components/product-card/card-list-structured-data.tsx";
import { PRIORITY_CARD_COUNT, scriptSafeJson } from "../../components/product-card/card-rules.ts";
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

/**
 * Each card's markup, cut where its page's path goes, by the card object (the search engine returns
 * the same object while the card stays the same, see modules/search CardStore) and by whether it is
 * a priority or a sponsored card. Kept as long as its card is: it goes when the catalogue changes.
 */
const kept = new WeakMap<ProductCardData, Map<string, readonly string[]>>();

function cardMarkup(card: ProductCardData, priority: boolean, sponsored: boolean): readonly string[] {
  const flags = `${priority ? "p" : "-"}${sponsored ? "s" : "-"}`;
  const byFlags = kept.get(card) ?? new Map<string, readonly string[]>();
  const found = byFlags.get(flags);
  if (found !== undefined) return found;
  const markup = renderToStaticMarkup(
    <MemoryRouter initialEntries={[RETURN_TO]}>
      <ProductCard card={card} priority={priority} sponsored={sponsored} />
    </MemoryRouter>,
  )
    // React writes an image of high priority's preload before it; the page asks for these in its head (ResultsGrid).
    .replace(IMAGE_PRELOAD, "")
    .split(RETURN_TO);
  kept.set(card, byFlags.set(flags, markup));
  return markup;
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
  const priorityImages: string[] = [];
  const card = (markup: readonly string[]) => {
    markup.forEach((part, index) => {
      if (index > 0) parts.push(page);
      parts.push(part);
    });
  };
  const rowsAfter = (count: number) => {
    for (const row of rows) {
      if (row.after !== count) continue;
      // Not in the page's structured data: an advertisement, and the copies for other layouts would repeat it.
      row.cards.forEach((sponsoredCard, index) => {
        const priority = row.after === 0 && index < FIRST_ROW_SEEN;
        if (priority) priorityImages.push(sponsoredCard.media.mainImage);
        parts.push(
          `<li class="product-grid-item search-sponsored" data-columns="${row.columns}" data-place="${index + 1}">`,
        );
        card(cardMarkup(sponsoredCard, priority, true));
        parts.push("</li>");
      });
    }
  };
  results.forEach((result, index) => {
    rowsAfter(index);
    const priority = index < PRIORITY_CARD_COUNT;
    if (priority) priorityImages.push(result.media.mainImage);
    parts.push('<li class="product-grid-item">');
    card(cardMarkup(result, priority, false));
    parts.push("</li>");
  });
  rowsAfter(results.length);
  const items = parts.join("");
  const structuredData = results.length === 0 ? "" : scriptSafeJson(cardListStructuredData(results));
  const key = createHash("sha1").update(items).update("\0").update(structuredData).digest("base64url");
  return { key, items, structuredData, priorityImages };
}
