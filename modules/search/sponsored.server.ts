import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../core/index.ts";
import { type CodedFilters, filterCondition } from "./facet-sql.server.ts";
import { type CardStore, findCards } from "./results.server.ts";
import type { ProductCard } from "./types.ts";

/**
 * The sponsored products a search shows (spec 1, "sponsored ads rows 1 and 8"): among its
 * results (the same term and filters), those of sponsored products, highest priority first, one
 * card per product (its first colour in stock), none of the products given (the page's organic
 * cards: a product is never shown twice on a page).
 */
export function findSponsored(
  db: Db,
  cards: CardStore,
  /** The search's prepared term condition and filter codes (see prepareSearch). */
  { match, coded }: { match: SQL | null; coded: CodedFilters },
  excludeProductIds: readonly number[],
  limit: number,
): Promise<ProductCard[]> {
  const conditions = [
    ...(match ? [match] : []),
    ...coded.map(([field, codes]) => filterCondition(field, codes)),
    sql`not (d.product_id = any(${sql.param([...excludeProductIds])}::int[]))`,
  ];
  return findCards(
    db,
    cards,
    sql`select d.style_id as "styleId" from (
        select distinct on (d.product_id) d.*, sp.priority
        from search_documents d join sponsored_products sp on sp.product_id = d.product_id
        where ${sql.join(conditions, sql` and `)}
        order by d.product_id, d.style_sort_order
      ) d order by d.priority desc, d.product_id limit ${limit}`,
  );
}
