import { sql } from "drizzle-orm";
import { queryRows } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";

/** Words shorter than this are never corrected: too little to go on. */
const MIN_CORRECTED_LENGTH = 3;

/**
 * The words with each unknown one replaced by the most similar known word (pg_trgm similarity
 * over search_terms, the words of names, categories, colours and descriptions): 'sneekers' gives
 * 'sneakers', 'bots' 'boots'. Known words, stop words and short words are kept; the last word is
 * known when a word starts with it (it is being typed). Words with no similar word are kept.
 */
export async function correctSpelling(db: Db, words: readonly string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const rows = await queryRows<{ position: number; corrected: string }>(
    db,
    sql`select w.position::int as position, coalesce(
        case when length(w.word) < ${MIN_CORRECTED_LENGTH} or numnode(plainto_tsquery('english', w.word)) = 0
          then w.word end,
        (select t.term from search_terms t where t.term = w.word),
        case when w.position = ${words.length}
          and exists (select 1 from search_terms t where t.term like w.word || '%') then w.word end,
        (select t.term from search_terms t where t.term % w.word
          order by similarity(t.term, w.word) desc, t.document_count desc, t.term limit 1),
        w.word) as corrected
      from unnest(${sql.param([...words])}::text[]) with ordinality as w(word, position)
      order by w.position`,
  );
  return rows.map((row) => row.corrected);
}
