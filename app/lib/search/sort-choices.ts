import type { Marketplace } from "../../../modules/marketplace/index.ts";
import { SORT_OPTIONS } from "../../../modules/search/types.ts";
import type { SortChoice } from "./search-page-data.ts";

/**
 * The sorts a shopper may choose: Best For You only for eligible shoppers (signed in, with
 * favorites or orders), Percent Off only where the marketplace enables it, Relevance only when
 * there is a term.
 */
export function sortChoices(
  marketplace: { features: Pick<Marketplace["features"], "percentOffSort"> },
  options: { hasTerm: boolean; bestForYouEligible: boolean },
): SortChoice[] {
  return SORT_OPTIONS.filter((option) => {
    if (option.field === "bestForYou") return options.bestForYouEligible;
    if (option.field === "percentOff") return marketplace.features.percentOffSort;
    if (option.field === "relevance") return options.hasTerm;
    return true;
  }).map(({ label, field, direction }) => ({ label, field, direction }));
}
