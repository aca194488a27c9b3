import type { Facet, FacetField } from "../../../modules/search/types.ts";
import { termToSlug } from "../../../modules/search/url-grammar.ts";

/**
 * The facet value a bare /search/{term}/{filterValue} segment names: the first value, in facet
 * order, whose slug is the segment's slug ('black' finds colorFacet 'Black').
 */
export function findFacetValue(
  facets: readonly Facet[],
  filterValue: string,
): { field: FacetField; value: string } | undefined {
  const wanted = termToSlug(filterValue);
  if (!wanted) return undefined;
  for (const facet of facets) {
    const match = facet.values.find((v) => termToSlug(v.value) === wanted);
    if (match) return { field: facet.field, value: match.value };
  }
  return undefined;
}
