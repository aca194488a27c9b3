import { sql } from "drizzle-orm";
import { queryRows } from "../core/index.server.ts";
import type { Db } from "../core/index.ts";
import type { SuggestionCategory } from "./schema.server.ts";
import type { Suggestion } from "./types.ts";

export const DEFAULT_SUGGESTIONS = 10;
export const MAX_SUGGESTIONS = 20;
/** Categories given with each suggestion. */
const CATEGORIES_PER_SUGGESTION = 3;
const MAX_TYPED_LENGTH = 60;

/** The typed text as autocomplete matches it: lower case, single spaces, LIKE wildcards escaped. */
function likePrefix(term: string): { text: string; escaped: string } {
  const text = term.toLowerCase().replace(/\s+/g, " ").trim().slice(0, MAX_TYPED_LENGTH);
  return { text, escaped: text.replace(/[\\%_]/g, (c) => `\\${c}`) };
}

/** The categories of a suggestion within the asked-for ones (any, when none asked), zc2 names first by matches. */
function categoriesOf(categories: readonly SuggestionCategory[], narrowTo: ReadonlySet<string>): string[] {
  const names: string[] = [];
  for (const category of categories) {
    const inScope =
      narrowTo.size === 0 ||
      narrowTo.has(category.zc1.toLowerCase()) ||
      narrowTo.has(category.zc2.toLowerCase());
    if (inScope && !names.includes(category.zc2)) names.push(category.zc2);
  }
  return names.slice(0, CATEGORIES_PER_SUGGESTION);
}

/**
 * Suggestions for what is being typed: brand names, product nouns and categories that start with
 * it, then those with a word starting with it, then similar ones (typos), most documents first.
 * `categories` (zc1 or zc2 names, any case) keeps only suggestions found in them.
 */
export async function autocomplete(
  db: Db,
  term: string,
  options: { categories?: readonly string[]; limit?: number } = {},
): Promise<Suggestion[]> {
  const { text, escaped } = likePrefix(term);
  if (text.length === 0) return [];
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? DEFAULT_SUGGESTIONS), 1), MAX_SUGGESTIONS);
  const narrowTo = new Set((options.categories ?? []).map((c) => c.toLowerCase().trim()).filter(Boolean));
  const inCategories =
    narrowTo.size > 0 ? sql`and s.category_keys && ${sql.param([...narrowTo])}::text[]` : sql``;
  const rows = await queryRows<{ suggestion: string; categories: SuggestionCategory[] }>(
    db,
    sql`select suggestion, categories from (
        select s.suggestion, s.categories, s.document_count,
          case when s.suggestion_key like ${`${escaped}%`} then 0
            when s.suggestion_key like ${`% ${escaped}%`} then 1 else 2 end as tier,
          similarity(s.suggestion_key, ${text}) as score
        from search_suggestions s
        where (s.suggestion_key like ${`%${escaped}%`} or s.suggestion_key % ${text}) ${inCategories}
      ) found
      where tier < 2 or score >= 0.3
      order by tier, case when tier < 2 then document_count else 0 end desc, score desc, suggestion
      limit ${limit}`,
  );
  return rows.map((row) => ({
    suggestion: row.suggestion,
    categories: categoriesOf(row.categories, narrowTo),
  }));
}
