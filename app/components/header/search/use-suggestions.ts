import { useEffect, useRef, useState } from "react";
import { normaliseTerm, type Suggestion } from "../../../../modules/search/index.ts";
import { isAbortError } from "../../../lib/api-client.ts";
import { fetchSuggestions, SUGGESTIONS_DEBOUNCE_MS } from "./autocomplete-client.ts";

/**
 * Autocomplete suggestions for what the shopper is typing: fetched SUGGESTIONS_DEBOUNCE_MS after
 * the last keystroke, a newer request aborting the one still running. A failed request shows no
 * suggestions (the box keeps working as a plain search). Nothing is fetched while disabled
 * (the list is closed); what was found stays for when it opens again.
 */
export function useSuggestions(term: string, categories: readonly string[], enabled: boolean): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const running = useRef<AbortController | null>(null);
  /** What the shown suggestions answer (term and categories): reopening the list does not refetch them. */
  const answered = useRef("");
  const query = normaliseTerm(term);
  const categoryKey = categories.join(",");

  useEffect(() => {
    if (!enabled || query === "") {
      running.current?.abort();
      running.current = null;
      // A closed list keeps its suggestions for reopening; an empty box has none.
      if (query === "") {
        answered.current = "";
        setSuggestions((current) => (current.length === 0 ? current : []));
      }
      return;
    }
    const key = `${query}\n${categoryKey}`;
    if (answered.current === key) return;
    const timer = setTimeout(() => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const wanted = categoryKey === "" ? [] : categoryKey.split(",");
      fetchSuggestions(query, wanted, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          answered.current = key;
          setSuggestions(found);
        },
        (error: unknown) => {
          if (controller.signal.aborted || isAbortError(error)) return;
          answered.current = "";
          setSuggestions([]);
        },
      );
    }, SUGGESTIONS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, categoryKey, enabled]);

  useEffect(() => () => running.current?.abort(), []);

  return suggestions;
}
