import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import { liveFacetsStatement } from "./facet-counts.server.ts";
import { orderBy, relevanceOf } from "./sorts.server.ts";
import { isCompleteWord, storedSearchKey } from "./term-facets.server.ts";
import { searchWords, tsQueryText } from "./text-query.ts";
import { FACET_FIELDS } from "./types.ts";

/**
 * A lexeme is broad, and its search precomputed, when it is in this share of the documents and in
 * at least BROAD_LEXEME_MIN_DOCUMENTS of them: below that, counting live is quick anyway. At the
 * demo catalogue's size (2,000 products, 5,700 documents) the minimum decides: 300 stores the
 * broad words shoppers type ('boot', 'sneaker', 'dress'), whose live facet count cost about 10 ms
 * of the embedded database's one thread per search page, for 4 s more of refresh at the first start.
 */
export const BROAD_LEXEME_SHARE = 0.02;
export const BROAD_LEXEME_MIN_DOCUMENTS = 300;
/** Results of a broad lexeme kept in relevance order: its first pages. */
export const STORED_RESULTS = 300;

/**
 * The facet counts and first results of a search (a tsquery on d), counted and ranked as a search
 * would, stored under its key (see storedSearchKey).
 */
async function storeSearch(db: Db, key: string, query: SQL): Promise<void> {
  const match = sql`d.document @@ ${query}`;
  const counts = liveFacetsStatement({ match, filters: [], fields: FACET_FIELDS });
  await db.execute(sql`insert into search_term_facets (lexeme, field, value, count)
    select ${key}, field, value, count from (${counts}) counted`);
  const ranked = orderBy({ field: "relevance", direction: "desc" }, relevanceOf(query));
  await db.execute(sql`insert into search_term_results (lexeme, position, style_id)
    select ${key}, row_number() over (order by ${ranked}) - 1, d.style_id
    from (select * from search_documents d where ${match} order by ${ranked} limit ${STORED_RESULTS}) d`);
}

/**
 * The searches for brand names typed in full ('Mossbank Outdoor'), as the engine builds them, by
 * key: a brand's products are thousands of documents, and shoppers search brands by name.
 */
async function brandSearches(db: Db): Promise<Map<string, string>> {
  const brands = await queryRows<{ name: string }>(
    db,
    sql`select name from search_brands where product_count > 0 order by name`,
  );
  const searches = new Map<string, string>();
  for (const { name } of brands) {
    const words = searchWords(name);
    const tsQuery = tsQueryText(words, await isCompleteWord(db, words.at(-1)));
    const key = tsQuery === null ? null : await storedSearchKey(db, tsQuery);
    if (key !== null && tsQuery !== null) searches.set(key, tsQuery);
  }
  return searches;
}

/**
 * Rebuilds search_lexemes (every lexeme of the documents and its document count), and for the
 * broad lexemes and the brand names search_term_facets and search_term_results: the costliest
 * searches, ready.
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
  const brands = await brandSearches(db);
  // One transaction: one commit for all the stored searches.
  await db.transaction(async (tx) => {
    for (const { lexeme } of broad) {
      await storeSearch(tx, lexeme, sql`quote_literal(${lexeme})::tsquery`);
      brands.delete(lexeme); // a one-word brand name that is a broad lexeme: the same search
    }
    for (const [key, tsQuery] of brands) await storeSearch(tx, key, sql`to_tsquery('english', ${tsQuery})`);
  });
  for (const table of ["search_lexemes", "search_term_facets", "search_term_results"]) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
}
