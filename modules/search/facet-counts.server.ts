import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import { type CodedFilters, codeColumn, FACET_CODE_COLUMNS, filterCondition } from "./facet-sql.server.ts";
import type { FacetField } from "./types.ts";

/** One counted facet value; field '' is the number of results. */
export interface FacetCountRow {
  field: string;
  value: string;
  count: number;
}

export interface LiveFacetRequest {
  /** The term's condition on search_documents d; null when browsing (counted on search_facet_rows). */
  match: SQL | null;
  /** The filtered groups with their codes. */
  filters: CodedFilters;
  /** The facets to count here (the others come from search_browse_facets). */
  fields: readonly FacetField[];
}

const flag = (i: number) => sql.raw(`f${i}`);
const code = (field: FacetField) => sql.raw(FACET_CODE_COLUMNS[field]);
const and = (conditions: readonly SQL[]) =>
  conditions.length === 0 ? sql`true` : sql.join([...conditions], sql` and `);

/** Codes of several facets counted in one pass over the rows of m that meet `where` (grouping sets on integers). */
function countCodes(fields: readonly FacetField[], where: SQL): SQL {
  const sets = sql.join(
    fields.map((field) => sql`(${code(field)})`),
    sql`, `,
  );
  const pick = sql.join(
    fields.map((field) => sql`(${field}::text, g.${code(field)})`),
    sql`, `,
  );
  return sql`select x.field, x.code, g.n from (
      select ${sql.join(fields.map(code), sql`, `)}, count(*) as n from m where ${where} group by grouping sets (${sets})
    ) g cross join lateral (values ${pick}) x(field, code) where x.code is not null`;
}

/**
 * The statement counting the facets of a result set. Every group's counts ignore that group's
 * own selection (so its other values stay choosable) and apply every other group's: each filtered
 * group is a per-row flag, and m keeps only the rows that fail at most one of them. Counting is on
 * facet codes; each counted code's values are then expanded once.
 */
export function liveFacetsStatement(request: LiveFacetRequest): SQL {
  const { match, filters, fields } = request;
  const flagged = filters.filter(([field]) => fields.includes(field));
  const required = filters.filter(([field]) => !fields.includes(field));
  const columns = fields.map((field) => sql`${codeColumn(field)} as ${code(field)}`);
  const conditions = flagged.map(([field, codes]) => filterCondition(field, codes));
  const flags = conditions.map((condition, i) => sql`(${condition}) as ${flag(i)}`);
  // Rows failing at most one flagged group: for some group, all the others hold. Written as a
  // disjunction of conjunctions so that the planner can combine the codes' indexes.
  const atMostOneFailure = conditions.map((_, skipped) => and(conditions.filter((__, i) => i !== skipped)));
  const where = and([
    ...(match ? [match] : []),
    ...required.map(([field, codes]) => filterCondition(field, codes)),
    ...(conditions.length > 1 ? [sql`((${sql.join(atMostOneFailure, sql`) or (`)}))`] : []),
  ]);
  const allFlags = and(flagged.map((_, i) => flag(i)));
  // Browsing needs only the codes: the narrow copy holds them on a tenth of the pages.
  const source = match ? sql`search_documents` : sql`search_facet_rows`;

  const unflagged = fields.filter((field) => !flagged.some(([flaggedField]) => flaggedField === field));
  const parts = unflagged.length > 0 ? [countCodes(unflagged, allFlags)] : [];
  flagged.forEach(([field], own) => {
    parts.push(countCodes([field], and(flagged.flatMap((_, i) => (i === own ? [] : [flag(i)])))));
  });
  return sql`
    with m as materialized (
      select ${sql.join([...columns, ...flags, sql`1 as one`], sql`, `)} from ${source} d where ${where}
    ),
    counted as (${sql.join(parts, sql` union all `)})
    select c.field, v.value, sum(c.n)::int as count
    from counted c
    join search_facet_codes fc on fc.field = c.field and fc.code = c.code
    cross join lateral unnest(fc.values) v(value)
    group by 1, 2
    union all
    select '', '', count(*)::int from m where ${allFlags}`;
}

/** Runs liveFacetsStatement: the counted values of the fields, and the result count (field ''). */
export async function countLiveFacets(db: Db, request: LiveFacetRequest): Promise<FacetCountRow[]> {
  return queryRows<FacetCountRow>(db, liveFacetsStatement(request));
}
