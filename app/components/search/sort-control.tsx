import { useId } from "react";
import { Link } from "react-router";
import { withSort } from "../../../modules/search/facet-rules.ts";
import type { SearchQuery, SortDirection, SortField } from "../../../modules/search/types.ts";
import { buildSearchUrl } from "../../../modules/search/url-grammar.ts";
import { useSearchNavigation } from "../../lib/search/search-navigation.tsx";
import type { SortChoice } from "../../lib/search/search-page-data.ts";
import { useHydrated } from "../../lib/use-hydrated.tsx";

interface SortControlProps {
  query: SearchQuery;
  choices: SortChoice[];
  current: { field: SortField; direction: SortDirection };
}

const keyOf = (choice: Pick<SortChoice, "field" | "direction">) => `${choice.field}/${choice.direction}`;

/** The sort: links without JavaScript (they work and crawl without it), a select that navigates with it. */
export function SortControl({ query, choices, current }: SortControlProps) {
  const hydrated = useHydrated();
  const navigation = useSearchNavigation(query);
  const selectId = useId();
  const chosen = choices.find((c) => keyOf(c) === keyOf(current)) ?? choices[0];
  const urlOf = (choice: SortChoice) => buildSearchUrl(withSort(query, choice.field, choice.direction));

  const select = (
    <div className="search-sort search-sort-select">
      <label htmlFor={selectId}>Sort by</label>
      <select
        id={selectId}
        value={chosen ? keyOf(chosen) : undefined}
        onChange={(event) => {
          const choice = choices.find((c) => keyOf(c) === event.target.value);
          // On the latest search asked for: a facet clicked just before is kept.
          if (choice) navigation.go((asked) => withSort(asked, choice.field, choice.direction));
        }}
      >
        {choices.map((choice) => (
          <option key={keyOf(choice)} value={keyOf(choice)}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
  if (hydrated) return select;
  // Before hydration both: CSS shows the select when JavaScript runs (the `js` class is set before
  // the first paint), so the row keeps its height when hydration drops the links.
  return (
    <>
      {select}
      <nav className="search-sort search-sort-links" aria-label="Sort by">
        <span className="search-sort-caption">Sort by:</span>
        <ul>
          {choices.map((choice) => (
            <li key={keyOf(choice)}>
              <Link to={urlOf(choice)} rel="nofollow" aria-current={choice === chosen ? "true" : undefined}>
                {choice.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
