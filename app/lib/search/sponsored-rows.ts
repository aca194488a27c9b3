import { type ProductCard, SPONSORED_ROWS } from "../../../modules/search/types.ts";

/** Cards per grid row in each layout: phones, tablets, desktops (app/styles/product-card.css). */
export const GRID_COLUMNS = [2, 3, 4] as const;
export type GridColumns = (typeof GRID_COLUMNS)[number];
const WIDEST = Math.max(...GRID_COLUMNS);

/** Sponsored cards a page needs: a full row for each sponsored row of the widest layout. */
export const SPONSORED_CARDS = SPONSORED_ROWS.length * WIDEST;

/** A sponsored row of the result grid. */
export interface SponsoredRow {
  /** How many organic cards come before it. */
  after: number;
  /** The layout it is for; 'all' for the first row, the same in every layout. */
  columns: GridColumns | "all";
  /** Its cards: one row's worth (the first row holds the widest layout's, narrower ones hide the rest). */
  cards: ProductCard[];
}

/**
 * Where the sponsored rows go (spec 1: rows 1 and 8). Row r of a layout with c cards per row
 * comes after (r - 1 - the sponsored rows above it) × c organic cards: row 8 after 12 cards on
 * phones, 18 on tablets, 24 on desktops. The first row is the same in every layout; each later row
 * is written once per layout, at its own place, so that reading and focus order follow what is
 * seen (the other layouts' copies are not displayed). A row needs every organic row above it to
 * be full, and cards of its own: each layout's rows take the next cards in priority order.
 */
export function sponsoredRows(organicCount: number, sponsored: readonly ProductCard[]): SponsoredRow[] {
  if (organicCount === 0 || sponsored.length === 0) return [];
  const rows: SponsoredRow[] = [{ after: 0, columns: "all", cards: sponsored.slice(0, WIDEST) }];
  for (const columns of GRID_COLUMNS) {
    let taken = columns;
    SPONSORED_ROWS.forEach((row, above) => {
      const after = (row - 1 - above) * columns;
      if (after === 0) return;
      const cards = sponsored.slice(taken, taken + columns);
      taken += columns;
      if (after <= organicCount && cards.length > 0) rows.push({ after, columns, cards });
    });
  }
  return rows;
}
