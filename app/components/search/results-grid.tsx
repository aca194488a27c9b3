import { Fragment } from "react";
import type { ProductCard as ProductCardData } from "../../../modules/search/types.ts";
import { type SponsoredRow, sponsoredRows } from "../../lib/search/sponsored-rows.ts";
import { PRIORITY_CARD_COUNT } from "../product-card/card-rules.ts";
import { CardListStructuredData, ProductCard } from "../product-card/index.ts";

interface ResultsGridProps {
  results: ProductCardData[];
  sponsored: ProductCardData[];
  /** True while newer results are on their way: the list is marked busy (and dimmed). */
  busy: boolean;
}

/**
 * A sponsored row: its cards as items of the grid, each labelled 'Sponsored', for one layout or,
 * for the first row, for all (each layout shows the cards that fit one of its rows; see search.css).
 */
function sponsoredItems(row: SponsoredRow) {
  return row.cards.map((card, index) => (
    <li
      key={`${row.columns}-${card.styleId}`}
      className="product-grid-item search-sponsored"
      data-columns={row.columns}
      data-place={index + 1}
    >
      {/* Not in the page's structured data: an advertisement, and the copies for other layouts would repeat it. */}
      <ProductCard card={card} sponsored />
    </li>
  ));
}

/**
 * The search results: the product grid (2, 3 or 4 cards a row) with the sponsored rows in it at
 * spec 1's rows 1 and 8 (see sponsoredRows). Sponsored cards are items of the same list, placed
 * where they are seen, so that reading and focus order follow the rows. The page's structured
 * data is one ItemList of the results.
 */
export function ResultsGrid({ results, sponsored, busy }: ResultsGridProps) {
  const rows = sponsoredRows(results.length, sponsored);
  const rowsAfter = (count: number) => rows.filter((row) => row.after === count).flatMap(sponsoredItems);
  return (
    <>
      <ul className="product-grid" aria-label="Search results" aria-busy={busy}>
        {results.map((card, index) => (
          <Fragment key={card.styleId}>
            {rowsAfter(index)}
            <li className="product-grid-item">
              <ProductCard card={card} priority={index < PRIORITY_CARD_COUNT} />
            </li>
          </Fragment>
        ))}
        {rowsAfter(results.length)}
      </ul>
      <CardListStructuredData cards={results} />
    </>
  );
}
