import { useId } from "react";
import { toggleFilter } from "../../../modules/search/facet-rules.ts";
import type { Facet, FacetValue, SearchQuery } from "../../../modules/search/types.ts";
import { useSearchNavigation } from "../../lib/search/search-navigation.tsx";
import { SearchLink } from "./search-link.tsx";

/** Values shown before 'Show more'. */
export const VISIBLE_FACET_VALUES = 10;

/** One facet group: its label, then each value as a link that chooses or un-chooses it. */
export function FacetGroup({ facet, query }: { facet: Facet; query: SearchQuery }) {
  const headingId = useId();
  // The chosen values of the search asked for: a click shows at once, before its results come.
  const asked = useSearchNavigation(query).query;
  const isChosen = (v: FacetValue) => (asked.filters[facet.field] ?? []).includes(v.value);
  const shown = facet.values.slice(0, VISIBLE_FACET_VALUES);
  const more = facet.values.slice(VISIBLE_FACET_VALUES);
  const renderValues = (values: FacetValue[]) => (
    <ul className="facet-values" aria-labelledby={headingId}>
      {values.map((v) => (
        <li key={v.value}>
          <FacetValueLink facet={facet} value={v} chosen={isChosen(v)} query={query} />
        </li>
      ))}
    </ul>
  );
  return (
    <section className="facet-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="facet-group-title">
        {facet.label}
      </h2>
      {renderValues(shown)}
      {more.length > 0 && (
        <details className="facet-more" open={more.some(isChosen)}>
          <summary>
            <span className="facet-more-show">
              Show more<span className="layout-visually-hidden"> {facet.label}</span>
            </span>
            <span className="facet-more-hide">
              Show less<span className="layout-visually-hidden"> {facet.label}</span>
            </span>
          </summary>
          {renderValues(more)}
        </details>
      )}
    </section>
  );
}

function FacetValueLink(props: { facet: Facet; value: FacetValue; chosen: boolean; query: SearchQuery }) {
  const { facet, value, chosen, query } = props;
  const next = toggleFilter(query, facet.field, value.value);
  const chosenCount = Object.values(next.filters).reduce((sum, values) => sum + (values?.length ?? 0), 0);
  return (
    <SearchLink
      query={query}
      change={(asked) => toggleFilter(asked, facet.field, value.value)}
      // Pages of one filter are worth crawling; combinations of several are not.
      rel={chosenCount > 1 ? "nofollow" : undefined}
      className="facet-value"
      data-kind={facet.singleSelect ? "radio" : "checkbox"}
      aria-current={chosen ? "true" : undefined}
    >
      <span className="facet-value-mark" aria-hidden="true" />
      <span className="facet-value-name">{value.value}</span>{" "}
      <span className="facet-value-count">({value.count.toLocaleString("en-US")})</span>
    </SearchLink>
  );
}
