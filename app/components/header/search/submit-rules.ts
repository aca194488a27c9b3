import { productCodeOf } from "../../../../modules/catalog/index.ts";
import {
  buildSearchUrl,
  normaliseTerm,
  type SearchFilters,
  type Suggestion,
  termToSlug,
} from "../../../../modules/search/index.ts";
import { ALL_DEPARTMENTS, departmentByValue, departmentCategory } from "./departments.ts";

/** The option the shopper had highlighted in the list when submitting, if any. */
export type HighlightedOption =
  | { kind: "recent"; term: string }
  | { kind: "suggestion"; suggestion: Suggestion };

/** What the search box knows when the shopper submits. */
export interface SearchSubmission {
  /** The text in the box. */
  term: string;
  /** The Department select's value (see DEPARTMENTS). */
  department: string;
  highlighted: HighlightedOption | null;
}

/** Where a submission goes, and the words to keep among the recent searches. */
export interface SearchDestination {
  url: string;
  term: string;
}

/** The search page of a term and filters, first page; /search?term= when the term has no letters or digits. */
function searchUrl(term: string, filters: SearchFilters): string {
  if (termToSlug(term) === "") return `/search?${new URLSearchParams({ term })}`;
  return buildSearchUrl({ term, filters, page: 0 });
}

/** 'kids ' in front of the term, once. */
function kidsTerm(term: string): string {
  return /^kids\b/i.test(term) ? term : `kids ${term}`;
}

/** The facet a suggestion narrows to: zc1 when its first category is a department, else zc2. */
function suggestionFilters(suggestion: Suggestion): SearchFilters {
  const first = suggestion.categories[0]?.trim();
  if (!first) return {};
  const department = departmentCategory(first);
  return department ? { zc1: [department] } : { zc2: [first] };
}

/**
 * Where a search submission goes (spec 1, "Header"), in the spec's order of situations:
 * (a) a zero-state term (a recent search picked from the empty box) → its plain search;
 * (b) a kids department (Boys, Girls) → 'kids ' + term, with the department's facets;
 * (c) another department → the term with the department's facets;
 * (d) a highlighted suggestion → its text with a facet from its first category;
 * (e) otherwise the plain term.
 * A term in the product-code pattern goes to /p/asin/{code} whatever the situation; an empty
 * term goes nowhere (null).
 */
export function searchDestination(submission: SearchSubmission): SearchDestination | null {
  const { highlighted } = submission;
  const chosen =
    highlighted?.kind === "recent"
      ? highlighted.term
      : highlighted?.kind === "suggestion"
        ? highlighted.suggestion.suggestion
        : submission.term;
  const term = normaliseTerm(chosen);
  if (term === "") return null;

  const code = productCodeOf(term);
  if (code) return { url: `/p/asin/${code}`, term };

  if (highlighted?.kind === "recent") return { url: searchUrl(term, {}), term };

  const department = departmentByValue(submission.department);
  if (department.kids) return { url: searchUrl(kidsTerm(term), department.filters), term };
  if (department.value !== ALL_DEPARTMENTS) return { url: searchUrl(term, department.filters), term };

  if (highlighted?.kind === "suggestion") {
    return { url: searchUrl(term, suggestionFilters(highlighted.suggestion)), term };
  }
  return { url: searchUrl(term, {}), term };
}
