/** How a search term becomes a full-text query: pure, so it is tested without a database. */

/** Words beyond this are ignored: a long paste searches by its first words. */
export const MAX_QUERY_WORDS = 12;
const MAX_WORD_LENGTH = 40;
/** A single letter is no prefix worth matching ('b' would find every brand, boot and bag). */
const MIN_PREFIX_LENGTH = 2;

/** The words of a term: lower case, letters and digits only (punctuation, symbols and emoji split or drop). */
export function searchWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * The to_tsquery text of the words: every word required, the last one (of two letters or more)
 * as a prefix unless it is a complete word of the catalogue, so that a half-typed word ('snea') matches while 'boots' does
 * not also find 'Bootcut'. Words hold letters and digits only, so no tsquery operator can come
 * from the shopper. Null when there is no word to search for.
 */
export function tsQueryText(words: readonly string[], lastWordComplete = false): string | null {
  if (words.length === 0) return null;
  const last = words.length - 1;
  const prefix = (word: string, i: number) =>
    i === last && !lastWordComplete && word.length >= MIN_PREFIX_LENGTH;
  return words.map((word, i) => (prefix(word, i) ? `${word}:*` : word)).join(" & ");
}
