import { type SQL, sql } from "drizzle-orm";
import type { SortDirection, SortField } from "./types.ts";

export interface EffectiveSort {
  field: SortField;
  direction: SortDirection;
}

/**
 * The sort a search runs: the one asked for, except that relevance needs a term (browsing falls
 * back to newest first) and best for you needs an eligible shopper (else relevance).
 */
export function effectiveSort(
  requested: EffectiveSort | undefined,
  hasTerm: boolean,
  bestForYouEligible: boolean,
): EffectiveSort {
  const fallback: EffectiveSort = hasTerm
    ? { field: "relevance", direction: "desc" }
    : { field: "isNew", direction: "desc" };
  if (!requested) return fallback;
  if (requested.field === "bestForYou" && !bestForYouEligible) return fallback;
  if (requested.field === "relevance" && !hasTerm) return fallback;
  return requested;
}

/** Relevance of a document d to a tsquery: cover density of the weighted document (brand and name count most), nudged by popularity. */
export function relevanceOf(tsQuery: SQL): SQL {
  return sql`ts_rank_cd(d.document, ${tsQuery}) * (1 + 0.5 * d.popularity)`;
}

/**
 * The sort keys of each field, written for 'desc' (the shopper's usual direction: best, newest,
 * highest first). Best sellers: rank 1 first.
 */
function keysFor(field: SortField, relevance: SQL): { key: SQL; descending: boolean }[] {
  switch (field) {
    case "relevance":
      return [
        { key: relevance, descending: true },
        { key: sql`d.best_seller_rank`, descending: false },
      ];
    case "bestForYou":
      return [{ key: sql`d.best_for_you`, descending: true }];
    case "isNew":
      return [{ key: sql`d.hard_launch_date`, descending: true }];
    case "reviewRating":
      return [
        { key: sql`d.review_rating`, descending: true },
        { key: sql`d.review_count`, descending: true },
      ];
    case "recentSalesStyle":
      return [{ key: sql`d.best_seller_rank`, descending: false }];
    case "percentOff":
      return [{ key: sql`d.percent_off`, descending: true }];
    case "price":
      return [{ key: sql`d.price_cents`, descending: true }];
  }
}

/**
 * ORDER BY of a sort. 'asc' reverses every key; the style id breaks ties in the direction of the
 * first key, so that both directions can walk the same index forwards or backwards.
 */
export function orderBy(sort: EffectiveSort, relevance: SQL): SQL {
  const reversed = sort.direction === "asc";
  const keys = keysFor(sort.field, relevance);
  const direction = (descending: boolean) => sql.raw(descending !== reversed ? "desc" : "asc");
  const parts = keys.map(({ key, descending }) => sql`${key} ${direction(descending)}`);
  const first = keys[0]?.descending ?? true;
  parts.push(sql`d.style_id ${direction(first)}`);
  return sql.join(parts, sql`, `);
}
