import { sql } from "drizzle-orm";
import { queryRows } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import { liveFacetsStatement } from "./facet-counts.server.ts";
import { withSearchSettings } from "./search-settings.server.ts";
import { orderBy, relevanceOf } from "./sorts.server.ts";
import { FACET_FIELDS } from "./types.ts";

/**
 * A lexeme is broad, and its search precomputed, when it is in this share of the documents and in
 * at least BROAD_LEXEME_MIN_DOCUMENTS of them: below that, counting live is quick anyway.
 */
export const BROAD_LEXEME_SHARE = 0.05;
export const BROAD_LEXEME_MIN_DOCUMENTS = 2000;
/** Results of a broad lexeme kept in relevance order: its first pages. */
export const STORED_RESULTS = 300;

/** The facet counts and first results of a search for one lexeme, counted and ranked as a search would. */
async function storeLexeme(db: Db, lexeme: string): Promise<void> {
  const query = sql`quote_literal(${lexeme})::tsquery`;
  const match = sql`d.document @@ ${query}`;
  const counts = liveFacetsStatement({ match, filters: [], fields: FACET_FIELDS });
  await db.execute(sql`insert into search_term_facets (lexeme, field, value, count)
    select ${lexeme}, field, value, count from (${counts}) counted`);
  const ranked = orderBy({ field: "relevance", direction: "desc" }, relevanceOf(query));
  await db.execute(sql`insert into search_term_results (lexeme, position, style_id)
    select ${lexeme}, row_number() over (order by ${ranked}) - 1, d.style_id
    from (select * from search_documents d where ${match} order by ${ranked} limit ${STORED_RESULTS}) d`);
}

/**
 * Rebuilds search_lexemes (every lexeme of the documents and its document count), and for the
 * broad ones search_term_facets and search_term_results: the costliest one-word searches, ready.
 */
export async function refreshTermFacets(db: Db, minDocuments = BROAD_LEXEME_MIN_DOCUMENTS): Promise<void> {
  for (const table of ["search_lexemes", "search_term_facets", "search_term_results"]) {
    await db.execute(sql`delete from ${sql.identifier(table)}`);
  }
  await db.execute(sql`insert into search_lexemes (lexeme, document_count)
    select word, ndoc from ts_stat('select document from search_documents')`);
  const broad = await queryRows<{ lexeme: string }>(
    db,
    sql`select lexeme from search_lexemes
      where document_count >= ${minDocuments}::int
        and document_count >= ${BROAD_LEXEME_SHARE}::float8 * (select count(*) from search_documents)
      order by lexeme`,
  );
  await withSearchSettings(db, async (tx) => {
    for (const { lexeme } of broad) await storeLexeme(tx, lexeme);
  });
  for (const table of ["search_lexemes", "search_term_facets", "search_term_results"]) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
}
