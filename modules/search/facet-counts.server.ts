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
  /** The term's condition on search_documents d; null when browsing (counted on search_facet_rows, the narrow copy of the codes). */
  match: SQL | null;
  /** The filtered groups with their codes. */
  filters: CodedFilters;
  /** The facets to count here (the others come from search_browse_facets). */
  fields: readonly FacetField[];
}

/**
 * The values of a counted code c, looked up by its key one row at a time: a few hundred counted
 * codes against the table's ~12,000 rows at 100,000 products, where a join hashed the whole table
 * for every search (4 ms of about 30). `limit 1` keeps the planner from turning it back into a join.
 */
const CODE_VALUES = sql`select fc.values from search_facet_codes fc where fc.field = c.field and fc.code = c.code limit 1`;

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
 * Browsing's statement (no term): each part counted straight from search_facet_rows with its own
 * filters, so that each scan reads only its rows through the codes' indexes (a browse reads most
 * of the catalogue's pages: one pass over the union kept in a CTE and filtered again for each part
 * cost about half as much again). The rows meeting every filter give the unfiltered groups' counts
 * and, as the empty grouping set, the number of results (field '', code 0); each filtered group
 * is counted on the rows meeting every other group's filter.
 */
function browseFacetsStatement(request: LiveFacetRequest): SQL {
  const { filters, fields } = request;
  const flagged = filters.filter(([field]) => fields.includes(field));
  const required = filters
    .filter(([field]) => !fields.includes(field))
    .map(([f, c]) => filterCondition(f, c));
  const conditions = flagged.map(([field, codes]) => filterCondition(field, codes));
  const unflagged = fields.filter((field) => !flagged.some(([flaggedField]) => flaggedField === field));
  const everyFilter = and([...required, ...conditions]);
  const columns = sql.join(unflagged.map(code), sql`, `);
  const parts = [
    unflagged.length === 0
      ? sql`select ''::text as field, 0 as code, count(*) as n from search_facet_rows d where ${everyFilter}`
      : sql`select x.field, x.code, g.n from (
          select ${columns}, grouping(${columns}) as ungrouped, count(*) as n from search_facet_rows d
          where ${everyFilter} group by grouping sets (${sql.join(
            unflagged.map((field) => sql`(${code(field)})`),
            sql`, `,
          )}, ())
        ) g cross join lateral (values ${sql.join(
          unflagged.map((field) => sql`(${field}::text, g.${code(field)})`),
          sql`, `,
        )}, (''::text, case when g.ungrouped = ${sql.raw(String(2 ** unflagged.length - 1))} then 0 end)) x(field, code)
        where x.code is not null`,
    ...flagged.map(
      ([field], own) => sql`select ${field}::text as field, d.${code(field)} as code, count(*) as n
        from search_facet_rows d where ${and([...required, ...conditions.filter((_, i) => i !== own)])} group by 2`,
    ),
  ];
  // One reference to the parts, so the planner sees their sizes (a CTE read twice is materialised
  // and hides them); the number of results, having no code, keeps the value ''.
  return sql`
    select c.field, v.value, sum(c.n)::int as count
    from (${sql.join(parts, sql` union all `)}) c
    left join lateral (${CODE_VALUES}) fc on true
    cross join lateral unnest(case c.field when '' then array[''] else fc.values end) v(value)
    group by 1, 2`;
}

/**
 * The statement counting the facets of a result set (browsing's: browseFacetsStatement). Every group's counts ignore that group's
 * own selection (so its other values stay choosable) and apply every other group's: each filtered
 * group is a per-row flag, and m keeps only the rows that fail at most one of them. Counting is on
 * facet codes; each counted code's values are then expanded once.
 */
export function liveFacetsStatement(request: LiveFacetRequest): SQL {
  const { match, filters, fields } = request;
  if (!match) return browseFacetsStatement(request);
  const flagged = filters.filter(([field]) => fields.includes(field));
  const required = filters.filter(([field]) => !fields.includes(field));
  const columns = fields.map((field) => sql`${codeColumn(field)} as ${code(field)}`);
  const conditions = flagged.map(([field, codes]) => filterCondition(field, codes));
  const flags = conditions.map((condition, i) => sql`(${condition}) as ${flag(i)}`);
  // Rows failing at most one flagged group: for some group, all the others hold. Kept from the
  // codes' indexes (coalesce hides it from them): with a term the term's index already narrows the
  // rows, and a disjunction of conjunctions of broad codes made the planner OR together bitmaps of
  // most of the catalogue first (12 of 32 ms for a term and three filters at 100,000 products; 20
  // ms in all without). Filters every counted group shares (required) still use their indexes.
  const atMostOneFailure = conditions.map((_, skipped) => and(conditions.filter((__, i) => i !== skipped)));
  const where = and([
    ...(match ? [match] : []),
    ...required.map(([field, codes]) => filterCondition(field, codes)),
    ...(conditions.length > 1 ? [sql`coalesce(((${sql.join(atMostOneFailure, sql`) or (`)})), false)`] : []),
  ]);
  const allFlags = and(flagged.map((_, i) => flag(i)));

  const unflagged = fields.filter((field) => !flagged.some(([flaggedField]) => flaggedField === field));
  const parts = unflagged.length > 0 ? [countCodes(unflagged, allFlags)] : [];
  flagged.forEach(([field], own) => {
    parts.push(countCodes([field], and(flagged.flatMap((_, i) => (i === own ? [] : [flag(i)])))));
  });
  return sql`
    with m as materialized (
      select ${sql.join([...columns, ...flags, sql`1 as one`], sql`, `)} from search_documents d where ${where}
    ),
    counted as (${sql.join(parts, sql` union all `)})
    select c.field, v.value, sum(c.n)::int as count
    from counted c
    join lateral (${CODE_VALUES}) fc on true
    cross join lateral unnest(fc.values) v(value)
    group by 1, 2
    union all
    select '', '', count(*)::int from m where ${allFlags}`;
}

/** Runs liveFacetsStatement: the counted values of the fields, and the result count (field ''). */
export async function countLiveFacets(db: Db, request: LiveFacetRequest): Promise<FacetCountRow[]> {
  return queryRows<FacetCountRow>(db, liveFacetsStatement(request));
}
