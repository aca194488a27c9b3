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

/**
 * The choices with Best For You added for an eligible visitor, known beside a shared page: the page
 * itself is rendered for any guest, who is never offered it.
 */
export function withBestForYou(choices: readonly SortChoice[], bestForYouEligible: boolean): SortChoice[] {
  const option = SORT_OPTIONS.find((candidate) => candidate.field === "bestForYou");
  if (!bestForYouEligible || !option || choices.some((choice) => choice.field === option.field)) {
    return [...choices];
  }
  const { label, field, direction } = option;
  const rank = (choice: SortChoice) =>
    SORT_OPTIONS.findIndex((candidate) => candidate.label === choice.label);
  return [...choices, { label, field, direction }].sort((a, b) => rank(a) - rank(b));
}
