import { normaliseTerm } from "../../../../modules/search/index.ts";
import { departmentByValue } from "./departments.ts";

/** Recent search terms kept (spec 1, "Header"). */
export const MAX_RECENT_SEARCHES = 8;
export const DEPARTMENT_KEY = "search.department";
export const RECENT_SEARCHES_KEY = "search.recentSearches";

/** localStorage, or null where it is missing or refused (server, private mode, disabled storage). */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or refused storage: the choice lasts for this page only.
  }
}

/** The remembered department's value; All when none (or an unknown one) is stored. */
export function readDepartment(): string {
  return departmentByValue(read(DEPARTMENT_KEY)).value;
}

/** Remembers the department for later visits. */
export function saveDepartment(value: string): void {
  write(DEPARTMENT_KEY, departmentByValue(value).value);
}

/** The stored list read defensively: strings only, trimmed, no repeats, at most MAX_RECENT_SEARCHES. */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const terms = parsed.filter((item): item is string => typeof item === "string");
  return terms.reduce<string[]>((kept, term) => withRecentSearchLast(kept, term), []);
}

function withRecentSearchLast(list: string[], raw: string): string[] {
  const term = normaliseTerm(raw);
  if (!term || list.length >= MAX_RECENT_SEARCHES) return list;
  return list.some((kept) => kept.toLowerCase() === term.toLowerCase()) ? list : [...list, term];
}

/** The list with a new search first: an earlier same term (any case) moves up, the oldest falls off past 8. */
export function withRecentSearch(list: readonly string[], raw: string): string[] {
  const term = normaliseTerm(raw);
  if (!term) return [...list];
  const rest = list.filter((kept) => kept.toLowerCase() !== term.toLowerCase());
  return [term, ...rest].slice(0, MAX_RECENT_SEARCHES);
}

/** The recent searches, newest first. */
export function readRecentSearches(): string[] {
  return parseRecentSearches(read(RECENT_SEARCHES_KEY));
}

/** Adds a submitted term to the recent searches and returns the new list. */
export function rememberSearch(term: string): string[] {
  const list = withRecentSearch(readRecentSearches(), term);
  write(RECENT_SEARCHES_KEY, JSON.stringify(list));
  return list;
}
