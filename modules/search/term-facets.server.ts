import { sql } from "drizzle-orm";
import { queryRows } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import type { StoredFacets } from "./browse-facets.server.ts";
import type { FacetCountRow } from "./facet-counts.server.ts";
import { FACET_FIELDS, type FacetField } from "./types.ts";

type Filters = readonly (readonly [FacetField, readonly unknown[]])[];

/** True when the word is a whole word of the catalogue's texts (search_terms). */
export async function isCompleteWord(db: Db, word: string | undefined): Promise<boolean> {
  if (word === undefined) return false;
  const rows = await queryRows<{ known: boolean }>(
    db,
    sql`select exists (select 1 from search_terms where term = ${word}) as known`,
  );
  return rows[0]?.known === true;
}

/**
 * The key a search is stored under in search_term_facets and search_term_results: its tsquery as
 * PostgreSQL normalises it, without quotes ('mossbank & outdoor', or 'sneaker' for one lexeme).
 * Words are letters and digits only, so no quote is lost. Null for a query of stop words only.
 */
export async function storedSearchKey(db: Db, tsQuery: string): Promise<string | null> {
  const [row] = await queryRows<{ key: string }>(
    db,
    sql`select replace(to_tsquery('english', ${tsQuery})::text, '''', '') as key`,
  );
  return row?.key ? row.key : null;
}

/**
 * The key of the stored search a query runs exactly (see storedSearchKey): the query itself when
 * stored (a broad lexeme, a brand name), or the broad lexeme a one-word prefix query (`'snea':*`)
 * finds alone, being the prefix of that lexeme and of no other; null otherwise.
 */
export async function findStoredLexeme(db: Db, tsQuery: string | null): Promise<string | null> {
  if (tsQuery === null) return null;
  const found = await queryRows<{ lexeme: string; stored: boolean }>(
    db,
    sql`with query as (
        select to_tsquery('english', ${tsQuery})::text as text
      ),
      exact as (
        select t.lexeme from query q join search_term_facets t on t.lexeme = replace(q.text, '''', '') limit 1
      ),
      -- Materialized: inlined, the pattern would be matched again for every lexeme it is joined to.
      wanted as materialized (
        select replace(parts[1], '''''', '''') as lexeme, parts[2] is not null as prefix
        from query, regexp_match(text, '^''((?:[^'']|'''')+)''(:\\*)?$') as parts
      )
      select lexeme, true as stored from exact
      union all
      (select l.lexeme, exists (select 1 from search_term_facets t where t.lexeme = l.lexeme) as stored
      from wanted w join search_lexemes l
        on case when w.prefix then starts_with(l.lexeme, w.lexeme) else l.lexeme = w.lexeme end
      where not exists (select 1 from exact)
      limit 2)`,
  );
  const [only, another] = found;
  return only?.stored && another === undefined ? only.lexeme : null;
}

/**
 * The facets of a stored search that search_term_facets holds: those whose other groups are
 * unfiltered; and the result count when nothing is filtered.
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
