import { expect, type Locator, type Page, type Route, test } from "@playwright/test";

/** The search results page as a shopper sees it while filtering with JavaScript. */
class FilteringPage {
  constructor(readonly page: Page) {}

  get filters() {
    return this.page.getByRole("complementary", { name: "Filters" });
  }
  get results() {
    return this.page.getByRole("list", { name: "Search results" });
  }
  get pills() {
    return this.page.getByRole("list", { name: "Selected filters" });
  }
  group(name: string): Locator {
    return this.filters.getByRole("region", { name });
  }
  /** A facet value's link, e.g. 'Women (123)'. */
  facetValue(group: string, value: string): Locator {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return this.group(group).getByRole("link", { name: new RegExp(`^${escaped} \\(`) });
  }
  /** The value of a group's first facet link ('Black' of 'Black (12)'). */
  async firstValue(group: string): Promise<string> {
    const text = (await this.group(group).getByRole("link").first().textContent()) ?? "";
    return /^(.*) \(/.exec(text)?.[1] ?? "";
  }
  /** Waits until a value shows as chosen: at once on a click, before its results arrive. */
  async chosen(group: string, value: string) {
    await expect(this.facetValue(group, value)).toHaveAttribute("aria-current", "true", { timeout: 30_000 });
  }
  async hydrated() {
    await expect(this.page.locator("html")).toHaveClass(/\bhydrated\b/);
  }
}

/**
 * Holds the pages' data requests (React Router's `.data` fetches) until released, so that the
 * shopper's second click lands while the first one's results are still on their way.
 */
async function holdResults(page: Page) {
  const held: Route[] = [];
  const isData = (url: URL) => url.pathname.endsWith(".data");
  await page.route(isData, (route) => {
    held.push(route);
  });
  return {
    held: () => held.length,
    release: async () => {
      await page.unroute(isData);
      // A request the page gave up on (a newer click replaced it) cannot be continued.
      for (const route of held) await route.continue().catch(() => {});
    },
  };
}

const filterSegment = (field: string, value: string) => `${field}/${encodeURIComponent(`"${value}"`)}`;

test.describe("filtering with JavaScript", () => {
  test("marks the results busy until the new ones arrive, and a second click keeps the first", async ({
    page,
  }) => {
    const search = new FilteringPage(page);
    await page.goto("/search/boots");
    await search.hydrated();
    const colour = await search.firstValue("Color");
    expect(colour).not.toBe("");
    await expect(search.results).not.toHaveAttribute("aria-busy", "true");

    const results = await holdResults(page);
    await search.facetValue("Gender", "Women").click();
    await expect(search.results).toHaveAttribute("aria-busy", "true", { timeout: 30_000 });
    await search.chosen("Gender", "Women");
    await search.facetValue("Color", colour).click();
    // The second click shows at once, keeping the first, while the first one's results are held.
    await search.chosen("Color", colour);
    await expect(search.facetValue("Gender", "Women")).toHaveAttribute("aria-current", "true");
    // The page's request is on its way (held when the test's route sees it, a moment after the click).
    await expect.poll(() => results.held(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await expect(search.results).toHaveAttribute("aria-busy", "true");
    await results.release();

    await expect(page).toHaveURL(
      new RegExp(
        `/search/boots/filter/${filterSegment("txAttrFacet_Gender", "Women")}/${filterSegment("colorFacet", colour)}$`,
      ),
      { timeout: 30_000 },
    );
    await expect(search.pills.getByRole("link", { name: "Remove Women" })).toBeVisible();
    await expect(search.pills.getByRole("link", { name: `Remove ${colour}` })).toBeVisible();
    await expect(search.results).toHaveAttribute("aria-busy", "false", { timeout: 30_000 });
  });

  test("a second value of a single-select group replaces the first, keeping the other groups", async ({
    page,
  }) => {
    const search = new FilteringPage(page);
    await page.goto("/search/boots");
    await search.hydrated();
    const colour = await search.firstValue("Color");

    const results = await holdResults(page);
    await search.facetValue("Color", colour).click();
    await expect(search.results).toHaveAttribute("aria-busy", "true", { timeout: 30_000 });
    await search.chosen("Color", colour);
    await search.facetValue("Gender", "Women").click();
    await search.chosen("Gender", "Women");
    await search.facetValue("Gender", "Men").click();
    await search.chosen("Gender", "Men");
    await expect(search.facetValue("Gender", "Women")).not.toHaveAttribute("aria-current", "true");
    await expect(search.facetValue("Color", colour)).toHaveAttribute("aria-current", "true");
    // The page's request is on its way (held when the test's route sees it, a moment after the click).
    await expect.poll(() => results.held(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await results.release();

    await expect(page).toHaveURL(
      new RegExp(
        `/search/boots/filter/${filterSegment("txAttrFacet_Gender", "Men")}/${filterSegment("colorFacet", colour)}$`,
      ),
      { timeout: 30_000 },
    );
    await expect(search.pills.getByRole("link", { name: "Remove Men" })).toBeVisible();
    await expect(search.pills.getByRole("link", { name: "Remove Women" })).toHaveCount(0);
    await expect(search.facetValue("Gender", "Men")).toHaveAttribute("aria-current", "true");
  });
});
