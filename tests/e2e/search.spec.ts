import { expect, type Locator, type Page, test } from "@playwright/test";

/** The search results page as a shopper sees it. */
class SearchResultsPage {
  constructor(readonly page: Page) {}

  get heading() {
    return this.page.getByRole("main").getByRole("heading", { level: 1 });
  }
  get filters() {
    return this.page.getByRole("complementary", { name: "Filters" });
  }
  get results() {
    return this.page.getByRole("list", { name: "Search results" });
  }
  get pagination() {
    return this.page.getByRole("navigation", { name: "Pagination" });
  }
  get pills() {
    return this.page.getByRole("list", { name: "Selected filters" });
  }

  /** A facet value's link, e.g. 'Women (123)'. */
  facetValue(group: string, value: string): Locator {
    return this.filters
      .getByRole("region", { name: group })
      .getByRole("link", { name: new RegExp(`^${value} \\(`) });
  }

  /** The product links of the organic result cards (the ones with a price; sponsored ones aside). */
  cardLinks(): Locator {
    return this.results.getByRole("link").filter({ hasText: "$" }).filter({ hasNotText: "Sponsored" });
  }

  /** The price each card shows, in page order, in cents. */
  async prices(): Promise<number[]> {
    const texts = await this.cardLinks().allTextContents();
    return texts.map((t) => Math.round(Number(/\$([\d,]+\.\d\d)/.exec(t)?.[1]?.replace(/,/g, "")) * 100));
  }

  async hydrated() {
    await expect(this.page.locator("html")).toHaveClass(/\bhydrated\b/);
  }
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? v) <= v);

test.describe("search, with JavaScript", () => {
  test("a shopper searches from the header box with Enter", async ({ page }) => {
    const search = new SearchResultsPage(page);
    await page.goto("/");
    await search.hydrated();
    const box = page.getByRole("banner").getByRole("search").getByRole("combobox", { name: "Search" });
    await box.fill("boots");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search/);
    await expect(search.heading).toHaveText("Boots");
    await expect(search.cardLinks().first()).toBeVisible();
  });

  test("filters by a facet value, sees the pill and removes it", async ({ page }) => {
    const search = new SearchResultsPage(page);
    await page.goto("/search/boots");
    await search.hydrated();
    await search.facetValue("Gender", "Women").click();
    await expect(page).toHaveURL(/\/search\/boots\/filter\/txAttrFacet_Gender\/%22Women%22$/);
    await expect(search.facetValue("Gender", "Women")).toHaveAttribute("aria-current", "true");
    const pill = search.pills.getByRole("link", { name: "Remove Women" });
    await expect(pill).toBeVisible();
    await pill.click();
    await expect(page).toHaveURL(/\/search\/boots$/);
    await expect(search.pills).toHaveCount(0);
  });

  test("sorts by price, low to high", async ({ page }) => {
    const search = new SearchResultsPage(page);
    await page.goto("/search/boots");
    await search.hydrated();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: Low to High" });
    await expect(page).toHaveURL(/\/search\/boots\/sort\/price\/asc$/);
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("price/asc");
    const prices = await search.prices();
    expect(prices.length).toBeGreaterThan(1);
    expect(ascending(prices)).toBe(true);
  });

  test("goes to page 2 and back", async ({ page }) => {
    const search = new SearchResultsPage(page);
    await page.goto("/search/null");
    await search.hydrated();
    await search.pagination.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/search\/null\/page\/2$/);
    await expect(search.pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await search.pagination.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/search\/null$/);
    await expect(search.pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("opens a product from its card", async ({ page }) => {
    const search = new SearchResultsPage(page);
    await page.goto("/search/boots");
    await search.hydrated();
    const card = search.cardLinks().first();
    const href = await card.getAttribute("href");
    expect(href).toMatch(/^\/p\/[^/]+\/product\/\d+\/color\/\d+$/);
    await card.click();
    await page.waitForURL((url) => url.pathname === href);
  });

  test("shows what it could not find, with ways into the catalogue", async ({ page }) => {
    await page.goto("/search?term=qqzzxxv");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Hmmm, we couldn’t find anything for “qqzzxxv”",
    );
    await expect(
      page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Women" }),
    ).toBeVisible();
  });
});

test.describe("the result cards, written by the server and kept as written", () => {
  test("a card shows its hover image and switches colour, on the first page and after a navigation", async ({
    page,
  }) => {
    const search = new SearchResultsPage(page);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/search/null");
    await search.hydrated();

    /** The second organic card with colour swatches and a hover image: hover, then its second colour. */
    const tryCard = async () => {
      const card = search.results
        .locator("li.product-grid-item:not(.search-sponsored) article")
        .filter({ has: page.getByRole("list", { name: "Colors" }) })
        .filter({ has: page.locator(".product-card-media[data-hover-src]") })
        .nth(1);
      const link = card.getByRole("link").first();
      await link.hover();
      await expect(card.locator(".product-card-hover-image")).toBeVisible({ timeout: 10_000 });
      await page.mouse.move(0, 0);
      await expect(card.locator(".product-card-hover-image")).toHaveCount(0);

      const swatch = card.getByRole("list", { name: "Colors" }).getByRole("button").nth(1);
      const color = (await swatch.getAttribute("aria-label")) ?? "";
      const target = (await swatch.getAttribute("formaction")) ?? "";
      const path = page.url();
      await swatch.click();
      await expect(swatch).toHaveAttribute("aria-pressed", "true");
      await expect(card.locator(".product-card-color")).toHaveText(color);
      await expect(link).toHaveAttribute("href", target);
      await expect(card.getByRole("img").first()).toHaveAttribute("alt", new RegExp(`${color}$`));
      expect(page.url()).toBe(path);
    };
    await tryCard();

    // Page 2 comes by a navigation in the page: its cards work the same. They are hovered once they
    // are written (the grid's fingerprint changed): a pointer resting on a card that is then replaced
    // shows nothing until it moves, as for a shopper.
    const firstPage = (await search.results.getAttribute("data-key")) ?? "";
    await search.pagination.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/search\/null\/page\/2$/);
    await expect(search.results).not.toHaveAttribute("data-key", firstPage, { timeout: 30_000 });
    await expect(search.results).toHaveAttribute("aria-busy", "false", { timeout: 30_000 });
    await tryCard();
    expect(errors).toEqual([]);
  });
});

test.describe("sponsored products (spec 1: rows 1 and 8)", () => {
  /** Whether each visible card of the results is sponsored, in page order. */
  const sponsoredFlags = async (search: SearchResultsPage) => {
    // The grid's own items (not the cards' colour swatches), as laid out: other layouts' copies are not displayed.
    const cards = search.results.locator(":scope > li:visible");
    await expect(cards.first()).toBeVisible();
    return (await cards.allTextContents()).map((text) => text.includes("Sponsored"));
  };
  const rowsOf = (flags: boolean[], columns: number) =>
    Array.from({ length: 9 }, (_, row) => flags.slice(row * columns, (row + 1) * columns));

  for (const [layout, width, columns] of [
    ["a desktop", 1280, 4],
    ["a tablet", 800, 3],
    ["a phone", 400, 2],
  ] as const) {
    test(`fill rows 1 and 8 on ${layout}, ${columns} cards a row, each labelled for everyone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const search = new SearchResultsPage(page);
      await page.goto("/search/null");
      const rows = rowsOf(await sponsoredFlags(search), columns);
      rows.forEach((row, index) => {
        expect(row, `row ${index + 1}`).toEqual(Array(columns).fill(index === 0 || index === 7));
      });
      const first = search.results
        .locator(":scope > li:visible")
        .first()
        .getByRole("link")
        .filter({ hasText: "$" });
      await expect(first).toHaveAccessibleName(/\bSponsored\b/);
    });
  }
});

test.describe("search, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters by a facet value and removes the pill", async ({ page }) => {
    const search = new SearchResultsPage(page);
    await page.goto("/search/boots");
    await search.facetValue("Gender", "Men").click();
    await expect(page).toHaveURL(/\/search\/boots\/filter\/txAttrFacet_Gender\/%22Men%22$/);
    await search.pills.getByRole("link", { name: "Remove Men" }).click();
    await expect(page).toHaveURL(/\/search\/boots$/);
  });

  test("sorts by price, low to high, with links", async ({ page }) => {
    const search = new SearchResultsPage(page);
    await page.goto("/search/boots");
    await page
      .getByRole("navigation", { name: "Sort by" })
      .getByRole("link", { name: "Price: Low to High" })
      .click();
    await expect(page).toHaveURL(/\/search\/boots\/sort\/price\/asc$/);
    expect(ascending(await search.prices())).toBe(true);
  });

  test("goes to the next page and back", async ({ page }) => {
    const search = new SearchResultsPage(page);
    await page.goto("/search/null");
    await search.pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/search\/null\/page\/2$/);
    await search.pagination.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/search\/null$/);
  });

  test("searches from the header box, a plain form", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("banner").getByRole("search").getByRole("combobox", { name: "Search" });
    await box.fill("boots");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?term=boots$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Boots");
  });
});
