import { isSingleSelect } from "./facet-rules.ts";
import {
  FACET_FIELDS,
  FACET_LABELS,
  type Facet,
  type FacetField,
  type FacetValue,
  PRICE_RANGES,
  type SearchFilters,
} from "./types.ts";

/** Display ranks of facet values that have a natural order (sizes, widths), by field then value. */
export type FacetRanks = ReadonlyMap<string, ReadonlyMap<string, number>>;

const PRICE_ORDER = new Map(PRICE_RANGES.map((range, i) => [range.label, i]));

function compareValues(field: FacetField, ranks: FacetRanks) {
  const rank = field === "priceFacet" ? PRICE_ORDER : ranks.get(field);
  return (a: FacetValue, b: FacetValue) => {
    if (rank) {
      const byRank =
        (rank.get(a.value) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.value) ?? Number.MAX_SAFE_INTEGER);
      if (byRank !== 0) return byRank;
    }
    return b.count - a.count || a.value.localeCompare(b.value);
  };
}

/**
 * The facet groups of a result, in FACET_FIELDS order: counted values, chosen ones flagged and
 * kept (with their count, 0 if none) so they can be un-chosen. Sizes and widths follow their
 * sizing rank, prices their range order, the others most results first.
 */
export function buildFacets(
  counts: readonly { field: string; value: string; count: number }[],
  filters: SearchFilters,
  ranks: FacetRanks,
): Facet[] {
  return FACET_FIELDS.map((field) => {
    const selected = new Set(filters[field] ?? []);
    const values = new Map<string, FacetValue>();
    for (const row of counts) {
      if (row.field === field && row.count > 0) {
        values.set(row.value, { value: row.value, count: row.count, selected: selected.has(row.value) });
      }
    }
    for (const value of selected) {
      if (!values.has(value)) values.set(value, { value, count: 0, selected: true });
    }
    return {
      field,
      label: FACET_LABELS[field],
      singleSelect: isSingleSelect(field),
      values: [...values.values()].sort(compareValues(field, ranks)),
    };
  });
}
