import { memo, useId, useState } from "react";
import type { Facet, SearchQuery } from "../../../modules/search/types.ts";
import { FacetGroup } from "./facet-group.tsx";

/**
 * The facet sidebar. On phones it hides behind a 'Filter' button once JavaScript runs; without
 * JavaScript every group is shown (the button is hidden by CSS until the page is hydrated).
 * Memoised: its hundred-odd links render again only when the facets or the search change.
 */
export const FacetPanel = memo(function FacetPanel({
  facets,
  query,
}: {
  facets: Facet[];
  query: SearchQuery;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const groups = facets.filter((facet) => facet.values.length > 0);
  if (groups.length === 0) return null;
  return (
    <aside className="search-facets" aria-label="Filters">
      <button
        type="button"
        className="search-filter-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Filter
      </button>
      <div id={panelId} className="search-facet-groups" data-open={open}>
        {groups.map((facet) => (
          <FacetGroup key={facet.field} facet={facet} query={query} />
        ))}
      </div>
    </aside>
  );
});
