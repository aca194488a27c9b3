import {
  FACET_FIELDS,
  type FacetField,
  MAX_PILLS,
  type SearchFilters,
  type SearchQuery,
  SINGLE_SELECT_FACETS,
  type SortDirection,
  type SortField,
} from "./types.ts";

/** Whether a facet group takes one value at a time. */
export function isSingleSelect(field: FacetField): boolean {
  return (SINGLE_SELECT_FACETS as readonly FacetField[]).includes(field);
}

/**
 * The values a group keeps: a single-select group holds one, the last given (a second value
 * replaces the first, in a URL as with a click); a multi-select group keeps them all.
 */
export function keptValues(field: FacetField, values: readonly string[]): string[] {
  return isSingleSelect(field) ? values.slice(-1) : [...values];
}

/** The single-select groups below this one, cleared when it changes (spec 1 section 4, "Facet search"). */
export function dependantsOf(field: FacetField): FacetField[] {
  const index = (SINGLE_SELECT_FACETS as readonly FacetField[]).indexOf(field);
  return index < 0 ? [] : SINGLE_SELECT_FACETS.slice(index + 1);
}

function withFilters(query: SearchQuery, filters: SearchFilters): SearchQuery {
  const kept: SearchFilters = {};
  for (const field of FACET_FIELDS) {
    const values = filters[field];
    if (values && values.length > 0) kept[field] = values;
  }
  // Any change of filters starts again at the first page.
  return { ...query, filters: kept, page: 0 };
}

/**
 * Chooses or un-chooses one facet value. A single-select group holds one value and clears its
 * dependants when it changes; a multi-select group adds or removes the value.
 */
export function toggleFilter(query: SearchQuery, field: FacetField, value: string): SearchQuery {
  const current = query.filters[field] ?? [];
  const chosen = current.includes(value);
  const filters: SearchFilters = { ...query.filters };
  if (isSingleSelect(field)) {
    filters[field] = chosen ? [] : [value];
    for (const dependant of dependantsOf(field)) filters[dependant] = [];
  } else {
    filters[field] = chosen ? current.filter((v) => v !== value) : [...current, value];
  }
  return withFilters(query, filters);
}

/** Removes one chosen value (a pill's remove button); removing a single-select value clears its dependants. */
export function removeFilter(query: SearchQuery, field: FacetField, value: string): SearchQuery {
  if (!(query.filters[field] ?? []).includes(value)) return query;
  return toggleFilter(query, field, value);
}

/** Removes every filter, keeping the term and the sort. */
export function clearFilters(query: SearchQuery): SearchQuery {
  return withFilters(query, {});
}

/** The chosen values as pills, in facet order, at most 21. */
export function filterPills(query: SearchQuery): { field: FacetField; value: string }[] {
  return FACET_FIELDS.flatMap((field) =>
    (query.filters[field] ?? []).map((value) => ({ field, value })),
  ).slice(0, MAX_PILLS);
}

/** Another sort, from the first page. */
export function withSort(query: SearchQuery, field: SortField, direction: SortDirection): SearchQuery {
  return { ...query, sort: { field, direction }, page: 0 };
}

/** Another page of the same search. */
export function withPage(query: SearchQuery, page: number): SearchQuery {
  return { ...query, page: Math.max(0, Math.floor(page)) };
}
