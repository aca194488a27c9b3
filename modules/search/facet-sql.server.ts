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

/** Chosen filters with their values resolved to facet codes, in facet order. */
export type CodedFilters = readonly (readonly [FacetField, readonly number[]])[];

/**
 * The facet codes whose values include a chosen value, per filtered group: a group matches a
 * document whose code is one of them (OR within the group). Sizes and widths mean 'has that size
 * or width in stock'; an unknown value has no code and matches nothing.
 */
export async function resolveFilterCodes(
  db: Db,
  filters: readonly (readonly [FacetField, readonly string[]])[],
): Promise<CodedFilters> {
  if (filters.length === 0) return [];
  const wanted = filters.map(
    ([field, values]) => sql`(field = ${field} and values && ${sql.param([...values])}::text[])`,
  );
  const rows = await queryRows<{ field: string; codes: number[] }>(
    db,
    sql`select field, array_agg(code order by code) as codes from search_facet_codes
      where ${sql.join(wanted, sql` or `)} group by field`,
  );
  const codesOf = new Map(rows.map((row) => [row.field, row.codes]));
  return filters.map(([field]) => [field, codesOf.get(field) ?? []] as const);
}

/**
 * The condition of one filtered group on a document: its code is one of the group's codes. The
 * codes are a constant array, so the planner sees their selectivity and hashes long lists.
 */
export function filterCondition(field: FacetField, codes: readonly number[]): SQL {
  return sql`${codeColumn(field)} = any(${sql.param([...codes])}::int[])`;
}
