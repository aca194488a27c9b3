import { sql } from "drizzle-orm";
import { queryRows } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import type { StoredFacets } from "./browse-facets.server.ts";
import type { FacetCountRow } from "./facet-counts.server.ts";
import { FACET_FIELDS, type FacetField } from "./types.ts";

type Filters = readonly (readonly [FacetField, readonly unknown[]])[];

/**
 * The broad lexeme a query finds exactly when the query is one lexeme (as PostgreSQL writes it,
 * `'sneaker'`), or a prefix (`'snea':*`) of that lexeme and of no other; null otherwise, or when
 * the lexeme's search is not precomputed (see refreshTermFacets).
 */
export async function findStoredLexeme(db: Db, tsQuery: string | null): Promise<string | null> {
  if (tsQuery === null || tsQuery.includes("&")) return null;
  const found = await queryRows<{ lexeme: string; stored: boolean }>(
    db,
    sql`with query as (
        select regexp_match(to_tsquery('english', ${tsQuery})::text, '^''((?:[^'']|'''')+)''(:\\*)?$') as parts
      ),
      wanted as (select replace(parts[1], '''''', '''') as lexeme, parts[2] is not null as prefix from query)
      select l.lexeme, exists (select 1 from search_term_facets t where t.lexeme = l.lexeme) as stored
      from wanted w join search_lexemes l
        on case when w.prefix then starts_with(l.lexeme, w.lexeme) else l.lexeme = w.lexeme end
      limit 2`,
  );
  const [only, another] = found;
  return only?.stored && another === undefined ? only.lexeme : null;
}

/**
 * The facets of a search for a broad lexeme that search_term_facets holds: those whose other
 * groups are unfiltered; and the result count when nothing is filtered.
 */
export async function storedTermFacets(
  db: Db,
  lexeme: string | null,
  filters: Filters,
): Promise<StoredFacets> {
  const fields = FACET_FIELDS.filter((field) => filters.every(([filtered]) => filtered === field));
  if (!lexeme || fields.length === 0) return { fields: [], rows: [] };
  const wanted: string[] = filters.length === 0 ? [...fields, ""] : fields;
  const rows = await queryRows<FacetCountRow>(
    db,
    sql`select field, value, count from search_term_facets
      where lexeme = ${lexeme} and field = any(${sql.param(wanted)}::text[])`,
  );
  return { fields, rows };
}
