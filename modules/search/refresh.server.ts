import { type SQL, sql } from "drizzle-orm";
import { PERCENT_OFF_THRESHOLD } from "../catalog/index.ts";
import { queryRows } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import { FACET_CODE_COLUMNS, priceRangeLabel } from "./facet-sql.server.ts";
import { refreshBrowseFacets } from "./refresh-browse-facets.server.ts";
import { refreshLexicon } from "./refresh-lexicon.server.ts";
import { refreshTermFacets } from "./refresh-term-facets.server.ts";
import { FACET_FIELDS, type FacetField } from "./types.ts";
import { verticalsExpression } from "./verticals.server.ts";

// The refresh is the only reader of the catalogue's tables: the search index is derived from
// them, as an OpenSearch index would be fed from them.

/**
 * Every style with units on hand and what its document needs: the product's fields, the in-stock
 * size and width labels, units, and the first in-stock stock's ASIN.
 */
const stagedStyles = sql`
  with stock_summary as (
    select st.style_id,
      array_agg(distinct sv.label) filter (where st.on_hand > 0) as sizes,
      coalesce(array_agg(distinct wv.label) filter (where st.on_hand > 0 and wv.label is not null), '{}') as widths,
      sum(st.on_hand)::int as on_hand,
      min(st.stock_id) filter (where st.on_hand > 0) as stock_id
    from stocks st
    join sizing_values sv on sv.value_id = st.size_value_id
    left join sizing_values wv on wv.value_id = st.width_value_id
    group by st.style_id
    having sum(st.on_hand) > 0
  ),
  ranks as (select greatest(max(best_seller_rank) - 1, 1)::real as spread from products)
  select s.style_id, p.product_id, s.color_id, b.brand_id, b.name as brand_name, p.name as product_name,
    p.seo_name, p.product_type, p.subcategory, array(select initcap(g) from unnest(p.genders) g) as genders,
    s.color, s.color_family, s.sort_order, s.price_cents, s.msrp_cents,
    case when s.msrp_cents > 0 and s.msrp_cents - s.price_cents >= s.msrp_cents * ${sql.raw(String(PERCENT_OFF_THRESHOLD))}
      then round((s.msrp_cents - s.price_cents) * 100.0 / s.msrp_cents)::int else 0 end as percent_off,
    p.review_rating, p.review_count, p.best_seller_rank,
    (1 - (p.best_seller_rank - 1) / ranks.spread)::real as popularity,
    s.hard_launch_date, ${verticalsExpression()} as verticals,
    ss.sizes, ss.widths, ss.on_hand, st.asin, 'PAIR' = any(s.image_views) as has_pair_image,
    p.badges, p.description, p.genders && array['girls', 'boys'] as for_kids
  from stock_summary ss
  join stocks st on st.stock_id = ss.stock_id
  join styles s on s.style_id = ss.style_id
  join products p on p.product_id = s.product_id
  join brands b on b.brand_id = p.brand_id
  cross join ranks`;

/** Each facet's values of a staged style (alias s), as a text[]. */
const STAGED_VALUES: Record<FacetField, SQL> = {
  txAttrFacet_Gender: sql`s.genders`,
  zc1: sql`array[s.product_type]`,
  zc2: sql`array[s.subcategory]`,
  brandNameFacet: sql`array[s.brand_name]`,
  size: sql`s.sizes`,
  width: sql`s.widths`,
  colorFacet: sql`array[s.color_family]`,
  priceFacet: sql`array[${priceRangeLabel(sql`s.price_cents`)}]`,
  txAttrFacet_Verticals: sql`s.verticals`,
};

/** The staged styles in a temporary table, with each facet's code: the rank of its value list. */
const stageStyles = sql`
  create temporary table search_stage as
  select s.*, ${sql.join(
    FACET_FIELDS.map(
      (field) =>
        sql`dense_rank() over (order by ${STAGED_VALUES[field]})::int as ${sql.raw(FACET_CODE_COLUMNS[field])}`,
    ),
    sql`, `,
  )}
  from (${stagedStyles}) s`;

/** The value list behind each code of a facet. */
function insertCodes(field: FacetField): SQL {
  return sql`insert into search_facet_codes (field, code, values)
    select distinct ${field}, s.${sql.raw(FACET_CODE_COLUMNS[field])}, ${STAGED_VALUES[field]} from search_stage s`;
}

const codeColumns = sql.raw(FACET_FIELDS.map((field) => FACET_CODE_COLUMNS[field]).join(", "));

/**
 * The display order of sizes and widths (their sizing ranks) and each value's id, by rank then
 * value: documents hold their sizes in stock as these ids. A facet value is a label, and some
 * labels are sizes of several types (kids' clothing 4-16 and US shoe sizes, belts 36-46 and EU
 * shoe sizes): such a label takes its shoe size's rank (US, then EU), so that the shoe sizes, the
 * store's main line, read in order with their half sizes (docs/decisions.md, "Size facet order").
 */
const insertFacetOrder = sql`
  insert into search_facet_order (field, value, rank, value_id)
  select field, label, rank, row_number() over (partition by field order by rank, label)
  from (
    select distinct on (1, 2) case dimension when 'size' then 'size' else 'width' end as field, label, rank
    from sizing_values where dimension in ('size', 'width')
    order by 1, 2, case size_type when 'US' then 0 when 'EU' then 1 else 2 end, rank
  ) values_by_rank`;

/** The ids (search_facet_order.value_id) of a staged style's sizes in stock. */
const sizeIds = sql`array(select o.value_id from unnest(s.sizes) v
  join search_facet_order o on o.field = 'size' and o.value = v order by 1)`;

/** The documents, written in category order so that a broad term's documents share pages. */
const insertDocuments = sql`
  insert into search_documents (style_id, product_id, color_id, brand_id, brand_name, product_name, seo_name,
    product_type, subcategory, genders, color, style_sort_order, price_cents, msrp_cents, percent_off,
    review_rating, review_count, best_seller_rank, popularity, best_for_you, hard_launch_date,
    ${codeColumns}, size_ids, on_hand, asin, has_pair_image, badges, document)
  select s.style_id, s.product_id, s.color_id, s.brand_id, s.brand_name, s.product_name, s.seo_name,
    s.product_type, s.subcategory, s.genders, s.color, s.sort_order, s.price_cents, s.msrp_cents, s.percent_off,
    s.review_rating, s.review_count, s.best_seller_rank, s.popularity,
    (s.review_rating * ln(1 + s.review_count) * (0.5 + 0.5 * s.popularity))::real, s.hard_launch_date,
    ${codeColumns}, ${sizeIds}, s.on_hand, s.asin, s.has_pair_image, s.badges,
    setweight(to_tsvector('english', s.brand_name || ' ' || s.product_name), 'A')
      || setweight(to_tsvector('english',
        s.product_type || ' ' || s.subcategory || ' ' || s.color || ' ' || s.color_family), 'B')
      || setweight(to_tsvector('english', s.description || ' ' || array_to_string(s.genders, ' ')
        || case when s.for_kids then ' kids' else '' end || ' ' || array_to_string(s.verticals, ' ')), 'C')
  from search_stage s
  order by s.product_type, s.subcategory, s.product_id, s.sort_order`;

/** The narrow copy of the documents' facet codes that browsing counts on, in the documents' order. */
const insertFacetRows = sql`
  insert into search_facet_rows (style_id, ${codeColumns}, size_ids)
  select style_id, ${codeColumns}, size_ids from search_documents
  order by product_type, subcategory, product_id, style_sort_order`;

/** The tables refreshSearchDocuments writes (not sponsored_products, which it leaves alone). */
const INDEX_TABLES = [
  "search_documents",
  "search_facet_rows",
  "search_facet_codes",
  "search_facet_order",
  "search_browse_facets",
  "search_lexemes",
  "search_term_facets",
  "search_term_results",
  "search_terms",
  "search_suggestions",
  "search_brands",
];

/**
 * Vacuums and analyses the index's tables: run it once a refresh has committed (VACUUM cannot run
 * in a transaction; the seed loader does). The refresh's own ANALYZE gives the planner its
 * statistics, but only VACUUM sets the rows' hint bits and the visibility map; without it the
 * first searches do that work, and autovacuum rewrites the freshly written tables while the
 * store already serves (docs/decisions.md, "Search at 100,000 products").
 */
export async function tidySearchIndex(db: Db): Promise<void> {
  await db.execute(sql.raw(`vacuum (analyze) ${INDEX_TABLES.join(", ")}`));
}

export interface RefreshOptions {
  /** Documents a broad lexeme is in at least, for its search to be precomputed (tests lower it). */
  broadLexemeMinDocuments?: number;
}

/**
 * Rebuilds the search index from the catalogue in SQL, in one transaction (a savepoint when the
 * caller has one open): the facet codes and documents, then the words, suggestions, brand counts
 * and precomputed searches derived from them. Run it after any catalogue change, then
 * tidySearchIndex once committed; the seed loader does both. Readers keep seeing the old index
 * until the transaction commits.
 */

export async function refreshSearchDocuments(db: Db, options: RefreshOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_facet_rows`);
    await tx.execute(sql`delete from search_documents`);
    await tx.execute(sql`delete from search_facet_codes`);
    await tx.execute(sql`delete from search_facet_order`);
    await tx.execute(sql`drop table if exists search_stage`);
    // Staging reads every stock: enough memory for its sorts not to spill to disk.
    const [setting] = await queryRows<{ work_mem: string }>(
      tx,
      sql`select current_setting('work_mem') as work_mem`,
    );
    await tx.execute(sql`select set_config('work_mem', '128MB', true)`);
    await tx.execute(stageStyles);
    await tx.execute(sql`select set_config('work_mem', ${setting?.work_mem ?? "4MB"}, true)`);
    await tx.execute(sql`analyze search_stage`);
    for (const field of FACET_FIELDS) await tx.execute(insertCodes(field));
    await tx.execute(sql`analyze search_facet_codes`);
    await tx.execute(insertFacetOrder);
    await tx.execute(sql`analyze search_facet_order`);
    await tx.execute(insertDocuments);
    await tx.execute(sql`analyze search_documents`);
    await tx.execute(insertFacetRows);
    await tx.execute(sql`analyze search_facet_rows`);
    await refreshLexicon(tx);
    await refreshBrowseFacets(tx);
    await refreshTermFacets(tx, options.broadLexemeMinDocuments);
    await tx.execute(sql`drop table search_stage`);
  });
}
