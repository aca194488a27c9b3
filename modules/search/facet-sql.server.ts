import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import { type FacetField, PRICE_RANGES } from "./types.ts";

/** The column of search_documents holding each facet's code (see search_facet_codes). */
export const FACET_CODE_COLUMNS: Record<FacetField, string> = {
  txAttrFacet_Gender: "gender_code",
  zc1: "zc1_code",
  zc2: "zc2_code",
  brandNameFacet: "brand_code",
  size: "size_code",
  width: "width_code",
  colorFacet: "color_code",
  priceFacet: "price_code",
  txAttrFacet_Verticals: "verticals_code",
};

/** The code column of a facet, on search_documents d. */
export function codeColumn(field: FacetField): SQL {
  return sql.raw(`d.${FACET_CODE_COLUMNS[field]}`);
}

/** The price range label (priceFacet value) of a price in cents. */
export function priceRangeLabel(cents: SQL): SQL {
  const branches = PRICE_RANGES.map((range) => {
    const below = range.maxCents === null ? sql`` : sql` and ${cents} < ${sql.raw(String(range.maxCents))}`;
    const label = sql.raw(`'${range.label.replace(/'/g, "''")}'`);
    return sql`when ${cents} >= ${sql.raw(String(range.minCents))}${below} then ${label}`;
  });
  return sql`(case ${sql.join(branches, sql` `)} end)`;
}

/**
 * Chosen filters with their values resolved, in facet order: to facet codes, or for sizes to size
 * ids (search_facet_order.value_id).
 */
export type CodedFilters = readonly (readonly [FacetField, readonly number[]])[];

/**
 * What a chosen value matches, per filtered group: the facet codes whose values include it (a
 * document whose code is one of them matches: OR within the group), or for sizes the ids of the
 * sizes (a size is in thousands of codes, sets of sizes). Sizes and widths mean 'has that size or
 * width in stock'; an unknown value resolves to nothing and matches nothing.
 */
export async function resolveFilterCodes(
  db: Db,
  filters: readonly (readonly [FacetField, readonly string[]])[],
): Promise<CodedFilters> {
  if (filters.length === 0) return [];
  const byCode = filters.filter(([field]) => field !== "size");
  const sizes = filters.find(([field]) => field === "size")?.[1];
  const wanted = byCode.map(
    ([field, values]) => sql`(field = ${field} and values && ${sql.param([...values])}::text[])`,
  );
  const parts = [
    ...(wanted.length > 0
      ? [
          sql`select field, array_agg(code order by code) as codes from search_facet_codes
            where ${sql.join(wanted, sql` or `)} group by field`,
        ]
      : []),
    ...(sizes
      ? [
          sql`select 'size' as field, array_agg(value_id::int order by value_id) as codes from search_facet_order
            where field = 'size' and value = any(${sql.param([...sizes])}::text[])`,
        ]
      : []),
  ];
  const rows = await queryRows<{ field: string; codes: number[] | null }>(
    db,
    sql.join(parts, sql` union all `),
  );
  const codesOf = new Map(rows.map((row) => [row.field, row.codes ?? []]));
  return filters.map(([field]) => [field, codesOf.get(field) ?? []] as const);
}

/**
 * The condition of one filtered group on a document: its code is one of the group's codes, or it
 * has one of the chosen sizes. Constant arrays, so the planner sees their selectivity.
 */
export function filterCondition(field: FacetField, codes: readonly number[]): SQL {
  if (field === "size") return sql`d.size_ids && ${sql.param([...codes])}::smallint[]`;
  return sql`${codeColumn(field)} = any(${sql.param([...codes])}::int[])`;
}
