import { useRef, useState } from "react";
import { preload } from "react-dom";
import { useDocumentOnly, useWrittenHtml } from "../../lib/document-only.tsx";
import { RESULTS_MARKUP, type ResultsMarkup } from "../../lib/search/search-page-data.ts";
import { useStaticCardGrid } from "../product-card/use-static-card-grid.ts";

/** The id of the page's results list (there is one grid a page). */
const RESULTS_LIST_ID = "search-results";

interface ResultsGridProps {
  /** The grid's markup from the page's data; null in a document's data (the document has it). */
  markup: ResultsMarkup | null;
  /** True while newer results are on their way: the list is marked busy (and dimmed). */
  busy: boolean;
}

/**
 * The search results: the product grid (2, 3 or 4 cards a row) with the sponsored rows in it at
 * spec 1's rows 1 and 8, and the page's structured data (one ItemList of the results). The server
 * writes the cards (resultsMarkup, each card's markup kept while it stays the same); the browser
 * keeps them as written, with no card data in the page and none of them hydrated, and the grid's
 * listeners give them what ProductCard gives a card (hover image, swatches, heart).
 */
export function ResultsGrid({ markup, busy }: ResultsGridProps) {
  // Fixed ids (one grid a page), not useId's: should React have to render the page again in the
  // browser (a hydration error elsewhere), its ids would differ and the written grid not be found.
  const listId = RESULTS_LIST_ID;
  const dataId = `${RESULTS_LIST_ID}-data`;
  const kept = useDocumentOnly<ResultsMarkup>(RESULTS_MARKUP);
  const written = markup ?? kept ?? null;
  const firstItems = useWrittenHtml(listId, written?.items ?? null) ?? "";
  const firstData = useWrittenHtml(dataId, written?.structuredData ?? null) ?? "";
  const [firstKey] = useState(
    () =>
      written?.key ??
      (typeof document === "undefined" ? undefined : document.getElementById(listId)?.dataset.key) ??
      "",
  );
  // The grid changes only when its markup does: the same grid again (a revalidation after a form
  // elsewhere on the page) keeps the cards as they are, their chosen colours and the focus in them.
  const shown = useRef({ key: firstKey, items: firstItems, structuredData: firstData });
  if (markup && markup.key !== shown.current.key) {
    shown.current = { key: markup.key, items: markup.items, structuredData: markup.structuredData };
  }
  const { key, items, structuredData } = shown.current;
  const grid = useStaticCardGrid<HTMLUListElement>(items);
  // As React does for an image of high priority that it renders itself: its preload goes into the head.
  for (const src of written?.priorityImages ?? []) preload(src, { as: "image", fetchPriority: "high" });
  return (
    <>
      <ul
        className="product-grid"
        aria-label="Search results"
        aria-busy={busy}
        id={listId}
        data-key={key}
        ref={grid.ref}
        {...grid.handlers}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the cards as React renders them, on the server (resultsMarkup)
        dangerouslySetInnerHTML={{ __html: items }}
        suppressHydrationWarning
      />
      {structuredData !== "" && (
        <script
          type="application/ld+json"
          id={dataId}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block, escaped by scriptSafeJson
          dangerouslySetInnerHTML={{ __html: structuredData }}
          suppressHydrationWarning
        />
      )}
    </>
  );
}
