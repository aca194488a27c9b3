import { type SQL, sql } from "drizzle-orm";
import type { ShopperTaste, SortDirection, SortField } from "./types.ts";

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

/** Weights of what a style shares with the shopper's taste: their size in stock first, then brand, then category. */
export const TASTE_WEIGHTS = { size: 4, brand: 2, subcategory: 1 } as const;

/**
 * How well a document d fits a shopper's taste (see TASTE_WEIGHTS): in stock in one of their
 * sizes, of a brand and of a category (zc2) of the products they like. Each list is looked up
 * once (uncorrelated subqueries), the sizes as the ids documents hold their sizes in stock by.
 */
export function tasteScoreOf(taste: ShopperTaste): SQL {
  const products = sql`(select p.brand_id, p.subcategory from search_documents p
    where p.product_id = any(${sql.param(taste.productIds)}::int[]))`;
  const sizeIds = sql`array(select o.value_id from search_facet_order o
    where o.field = 'size' and o.value = any(${sql.param(taste.sizes)}::text[]))`;
  const weight = (name: keyof typeof TASTE_WEIGHTS) => sql.raw(String(TASTE_WEIGHTS[name]));
  return sql`(case when d.size_ids && ${sizeIds} then ${weight("size")} else 0 end
    + case when d.brand_id = any(array(select brand_id from ${products} b)) then ${weight("brand")} else 0 end
    + case when d.subcategory = any(array(select subcategory from ${products} c)) then ${weight("subcategory")} else 0 end)`;
}

/**
 * The sort keys of each field, written for 'desc' (the shopper's usual direction: best, newest,
 * highest first). Best sellers: rank 1 first. Best For You: the fit to the shopper's taste, then
 * the general score (rating weighted by reviews and popularity).
 */
function keysFor(
  field: SortField,
  relevance: SQL,
  tasteScore: SQL | null,
): { key: SQL; descending: boolean }[] {
  switch (field) {
    case "relevance":
      return [
        { key: relevance, descending: true },
        { key: sql`d.best_seller_rank`, descending: false },
      ];
    case "bestForYou":
      return [
        ...(tasteScore ? [{ key: tasteScore, descending: true }] : []),
        { key: sql`d.best_for_you`, descending: true },
      ];
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
export function orderBy(sort: EffectiveSort, relevance: SQL, tasteScore: SQL | null = null): SQL {
  const reversed = sort.direction === "asc";
  const keys = keysFor(sort.field, relevance, tasteScore);
  const direction = (descending: boolean) => sql.raw(descending !== reversed ? "desc" : "asc");
  const parts = keys.map(({ key, descending }) => sql`${key} ${direction(descending)}`);
  const first = keys[0]?.descending ?? true;
  parts.push(sql`d.style_id ${direction(first)}`);
  return sql.join(parts, sql`, `);
}
