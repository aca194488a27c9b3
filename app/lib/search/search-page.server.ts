import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { findBrand } from "../../../modules/catalog/index.server.ts";
import { productCodeOf } from "../../../modules/catalog/index.ts";
import { servedSlots } from "../../../modules/content/index.server.ts";
import { isAppError, withoutMarty } from "../../../modules/core/index.ts";
import { isBestForYouEligible, shopperTaste } from "../../../modules/recos/index.server.ts";
import { INVALID_BRAND_MESSAGE, parseBrandId } from "../../../modules/search/brand-ids.ts";
import { toggleFilter } from "../../../modules/search/facet-rules.ts";
import {
  DEFAULT_PAGE_SIZE,
  type SearchEngine,
  type SearchOptions,
  type SearchQuery,
  type ShopperTaste,
} from "../../../modules/search/types.ts";
import { buildSearchUrl, type ParsedSearchUrl, parseSearchUrl } from "../../../modules/search/url-grammar.ts";
import { documentOnly } from "../document-only.server.ts";
import type { EntryPoint } from "./entry-points.ts";
import { findFacetValue } from "./filter-value.ts";
import { itemCount, searchHeading } from "./headings.ts";
import { resultsMarkup } from "./results-markup.server.tsx";
import { RESULTS_MARKUP, type SearchPageData } from "./search-page-data.ts";
import { sortChoices } from "./sort-choices.ts";
import { SPONSORED_CARDS } from "./sponsored-rows.ts";

const notFound = (message?: string) => data(message ? { message } : null, { status: 404 });

/** The engine's search; its 400, 403 and 404 answers become the 404 page (spec 1, "Error pages"). */
async function runSearch(engine: SearchEngine, query: SearchQuery, options?: SearchOptions) {
  try {
    return await engine.search(query, options);
  } catch (error) {
    if (isAppError(error) && [400, 403, 404].includes(error.status)) throw notFound();
    throw error;
  }
}

function entryPointSearch(entry: EntryPoint): ParsedSearchUrl {
  return {
    query: { term: "", filters: structuredClone(entry.filters), page: 0, limit: DEFAULT_PAGE_SIZE },
    oosRedirected: false,
  };
}

/**
 * The loader of every search page: reads the URL (or the entry point), redirects product codes
 * and bare filter values, resolves a brand id, runs the search and shapes the page.
 */
export async function loadSearchPage(
  { request, context }: Pick<LoaderFunctionArgs, "request" | "context">,
  entry?: EntryPoint,
): Promise<SearchPageData> {
  const url = new URL(request.url);
  const parsed = entry
    ? entryPointSearch(entry)
    : parseSearchUrl(withoutMarty(url.pathname), url.searchParams);
  if (!parsed)
    throw notFound(isMalformedBrandPath(withoutMarty(url.pathname)) ? INVALID_BRAND_MESSAGE : undefined);
  const { query } = parsed;
  const productCode = productCodeOf(query.term);
  if (productCode) throw redirect(`/p/asin/${productCode}`);

  let brandName: string | undefined;
  if (parsed.brandId !== undefined) {
    const brand = await findBrand(context.db, parsed.brandId);
    if (!brand) throw notFound(INVALID_BRAND_MESSAGE);
    brandName = brand.name;
    query.filters.brandNameFacet = [...new Set([brand.name, ...(query.filters.brandNameFacet ?? [])])];
  }

  const engine = context.searchEngine;
  if (parsed.filterValue !== undefined) {
    const { facets } = await runSearch(engine, { ...query, limit: 1 });
    const match = findFacetValue(facets, parsed.filterValue);
    if (!match) throw notFound();
    throw redirect(buildSearchUrl(toggleFilter(query, match.field, match.value)), 301);
  }

  // Best For You: offered to eligible customers only; their taste is read when they sort by it.
  const customerId = (await context.sessionOwner())?.customerId ?? null;
  const bestForYouEligible = await isBestForYouEligible(context.db, customerId);
  let taste: ShopperTaste | undefined;
  if (query.sort?.field === "bestForYou") {
    if (bestForYouEligible && customerId !== null) taste = await shopperTaste(context.db, customerId);
    // Asked for by URL without eligibility: the default order, and the page's links drop it.
    else query.sort = undefined;
  }
  // Sponsored rows: matching products as the engine searched (a corrected term too), none on the page already.
  const [result, slots] = await Promise.all([
    runSearch(engine, query, {
      ...(taste && { bestForYou: taste }),
      sponsored: SPONSORED_CARDS,
    }),
    query.term === ""
      ? []
      : servedSlots(context.db, { searchTerm: query.term }, context.marketplace, {
          generation: context.pageGeneration(),
        }),
  ]);
  // A page past the last one is not a page (a crawler following an old link gets a 404, not an empty page).
  if (query.page > 0 && query.page >= result.pageCount) throw notFound();
  if (result.totalResultCount === 0)
    context.telemetry.track("No Search Results Found", { term: query.term }, context.log);

  const sponsored = result.sponsored ?? [];
  const { marketplace } = context;
  const heading = entry?.heading ?? searchHeading(query, brandName);
  const canonicalPath =
    entry?.path ??
    (parsed.brandId !== undefined && isPlainBrandPage(query, brandName)
      ? `/search/brand/${parsed.brandId}`
      : // A personal order is not a page of its own: Best For You is canonical to the default order.
        buildSearchUrl({ ...query, sort: query.sort?.field === "bestForYou" ? undefined : query.sort }));
  const title = `${heading} | ${marketplace.name}`;
  const description = `${entry?.description ?? `Shop ${heading}`} at ${marketplace.name}: ${itemCount(result.totalResultCount).toLowerCase()}, with free shipping and free returns.`;
  const canonicalUrl = `${marketplace.baseUrl}${canonicalPath}`;
  const firstImage = result.results[0]?.media.mainImage;
  return {
    query,
    heading,
    title,
    description,
    canonicalUrl,
    // A listing's preview shows its first product's picture.
    openGraph: {
      title,
      description,
      url: canonicalUrl,
      image: firstImage === undefined ? undefined : new URL(firstImage, marketplace.baseUrl).href,
      type: "website",
      siteName: marketplace.name,
    },
    noindex: result.totalResultCount === 0,
    oosRedirected: parsed.oosRedirected,
    correctedTerm: result.term && result.term !== result.originalTerm ? result.term : null,
    grid: documentOnly(
      context,
      RESULTS_MARKUP,
      resultsMarkup(result.results, sponsored, `${url.pathname}${url.search}`),
    ),
    slots,
    renderedAt: context.now().toISOString(),
    totalResultCount: result.totalResultCount,
    pageCount: result.pageCount,
    facets: result.facets,
    sort: result.sort,
    sortChoices: sortChoices(marketplace, { hasTerm: query.term !== "", bestForYouEligible }),
  };
}

/** /search/brand/{id} whose id is no brand id: the spec's brand words, as for an unknown brand. */
function isMalformedBrandPath(path: string): boolean {
  const [, search, brand, id] = path.split("/", 4);
  return search === "search" && brand === "brand" && parseBrandId(id ?? "") === null;
}

/** A brand page with nothing else chosen: its canonical URL is /search/brand/{brandId}. */
function isPlainBrandPage(query: SearchQuery, brandName: string | undefined): boolean {
  const plain = buildSearchUrl({ term: "", filters: { brandNameFacet: [brandName ?? ""] }, page: 0 });
  return buildSearchUrl(query) === plain;
}
