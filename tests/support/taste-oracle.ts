import { sql } from "drizzle-orm";
import { queryRows } from "../../db/client.ts";
import type { Db } from "../../modules/core/index.ts";
import { TASTE_WEIGHTS } from "../../modules/search/sorts.server.ts";

// Best For You worked out again in SQL over the search index, as the tests' own oracle.

export interface LikedStock {
  stockId: number;
  styleId: number;
  sizeLabel: string;
}

/** An in-stock stock (no gift card) of the style the general Best For You score ranks last. */
export async function leastFavouredStock(db: Db): Promise<LikedStock> {
  const [row] = await queryRows<LikedStock>(
    db,
    sql`select st.stock_id as "stockId", st.style_id as "styleId", sv.label as "sizeLabel"
      from stocks st
      join sizing_values sv on sv.value_id = st.size_value_id
      join search_documents d on d.style_id = st.style_id
      where st.on_hand > 0 and sv.label not like '$%' and d.product_type <> 'Gift Cards'
      order by d.best_for_you, st.stock_id limit 1`,
  );
  if (!row) throw new Error("the seed has no stock in stock");
  return row;
}

/** Each card's ('productId/colorId') score by what it shares with the liked style: size, brand, subcategory. */
export async function tasteScores(
  db: Db,
  liked: LikedStock,
  keys: readonly string[],
): Promise<Map<string, number>> {
  const rows = await queryRows<{ key: string; score: number }>(
    db,
    sql`with liked as (select brand_id, subcategory from search_documents where style_id = ${liked.styleId})
      select d.product_id || '/' || d.color_id as key,
        (case when d.size_ids && array(select value_id from search_facet_order
            where field = 'size' and value = ${liked.sizeLabel}) then ${TASTE_WEIGHTS.size}::int else 0 end
        + case when d.brand_id = l.brand_id then ${TASTE_WEIGHTS.brand}::int else 0 end
        + case when d.subcategory = l.subcategory then ${TASTE_WEIGHTS.subcategory}::int else 0 end) as score
      from search_documents d cross join liked l
      where d.product_id || '/' || d.color_id = any(${sql.param([...keys])}::text[])`,
  );
  return new Map(rows.map((row) => [row.key, Number(row.score)]));
}
