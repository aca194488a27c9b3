import { sql } from "drizzle-orm";
import { queryRows } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import type { Kept } from "./kept.server.ts";
import type { ProductCard } from "./types.ts";

/** Similar styles asked for at most (spec 1 section 9, "similar styles limit 10"). */
export const MAX_SIMILAR = 10;
/** Candidates read on each side of the style's price, before keeping one style per product. */
const CANDIDATES_PER_SIDE = 60;

/**
 * Styles like the given one: the same subcategory and a shared gender, other products only (one
 * colour each), closest in price first. Reads the nearest prices below and above through the
 * (subcategory, price) index rather than sorting the whole subcategory, and carries only the columns
 * it orders by (a document's row is wide). Empty for an unknown style.
 * The styles found are kept while the catalogue stays the same (a product page asks for the same).
 */
export async function similarStyles(
  db: Db,
  kept: Pick<Kept, "cards" | "similarStyles">,
  styleId: number,
  limit: number,
): Promise<ProductCard[]> {
  const count = Math.min(Math.max(Math.trunc(limit), 1), MAX_SIMILAR);
  const styleIds = await kept.similarStyles(`${styleId} ${count}`, () => findSimilar(db, styleId, count));
  return kept.cards.cardsOf(db, styleIds);
}

async function findSimilar(db: Db, styleId: number, count: number): Promise<readonly number[]> {
  const rows = await queryRows<{ styleId: number }>(
    db,
    sql`with target as (
        select product_id, subcategory, genders, price_cents from search_documents where style_id = ${styleId}
      ),
      candidates as (
        (select d.style_id, d.product_id, d.price_cents, d.best_seller_rank from search_documents d, target t
          where d.subcategory = t.subcategory and d.price_cents >= t.price_cents
            and d.product_id <> t.product_id and d.genders && t.genders
          order by d.price_cents limit ${CANDIDATES_PER_SIDE})
        union all
        (select d.style_id, d.product_id, d.price_cents, d.best_seller_rank from search_documents d, target t
          where d.subcategory = t.subcategory and d.price_cents < t.price_cents
            and d.product_id <> t.product_id and d.genders && t.genders
          order by d.price_cents desc limit ${CANDIDATES_PER_SIDE})
      ),
      one_per_product as (
        select distinct on (c.product_id) c.*, abs(c.price_cents - t.price_cents) as distance
        from candidates c, target t
        order by c.product_id, abs(c.price_cents - t.price_cents), c.best_seller_rank, c.style_id
      )
      select d.style_id as "styleId" from one_per_product d
      order by d.distance, d.best_seller_rank, d.style_id
      limit ${count}`,
  );
  return rows.map((row) => row.styleId);
}
