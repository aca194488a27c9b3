import type { Suggestion } from "../../../../modules/search/index.ts";
import { getJson } from "../../../lib/api-client.ts";

/** Suggestions debounce (spec 1 section 9). */
export const SUGGESTIONS_DEBOUNCE_MS = 200;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** GET /autocomplete?term={term}[&categories={c}] — categories narrow to the chosen department. */
export function autocompleteUrl(term: string, categories: readonly string[]): string {
  const params = new URLSearchParams({ term });
  if (categories.length > 0) params.set("categories", categories.join(","));
  return `/autocomplete?${params}`;
}

/**
 * The suggestions of an /autocomplete answer ({ term, matches: [{ suggestion, categories }] });
 * malformed entries are skipped, a malformed answer is none. Checked by hand rather than with zod,
 * which would add about 5 kB (gzip) to every page for this one small shape.
 */
export function parseAutocompleteAnswer(body: unknown): Suggestion[] {
  if (!isRecord(body) || !Array.isArray(body.matches)) return [];
  return body.matches.flatMap((entry: unknown) => {
    if (!isRecord(entry) || typeof entry.suggestion !== "string" || entry.suggestion.trim() === "") return [];
    const categories = Array.isArray(entry.categories)
      ? entry.categories.filter((category: unknown): category is string => typeof category === "string")
      : [];
    return [{ suggestion: entry.suggestion, categories }];
  });
}

/** Fetches the suggestions for a partial term; rejects with ApiError or an AbortError. */
export async function fetchSuggestions(
  term: string,
  categories: readonly string[],
  signal: AbortSignal,
): Promise<Suggestion[]> {
  return parseAutocompleteAnswer(await getJson(autocompleteUrl(term, categories), { signal }));
}
