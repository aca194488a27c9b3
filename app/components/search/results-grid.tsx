import { useId } from "react";
import { preload } from "react-dom";
import { useDocumentOnly, useWrittenHtml } from "../../lib/document-only.tsx";
import { RESULTS_MARKUP, type ResultsMarkup } from "../../lib/search/search-page-data.ts";
import { useStaticCardGrid } from "../product-card/use-static-card-grid.ts";

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
  const listId = useId();
  const dataId = useId();
  const kept = useDocumentOnly<ResultsMarkup>(RESULTS_MARKUP);
  const written = markup ?? kept ?? null;
  const items = useWrittenHtml(listId, written?.items ?? null) ?? "";
  const structuredData = useWrittenHtml(dataId, written?.structuredData ?? null) ?? "";
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
