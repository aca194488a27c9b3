import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/** A product page whose similar styles fill more than one page of the carousel at a desktop width. */
async function productWithManySimilar(request: APIRequestContext): Promise<string> {
  const search = await (await request.get("/Search/v2?term=boots&limit=50")).json();
  for (const card of search.results as { productId: number; productUrl: string }[]) {
    const params = encodeURIComponent(JSON.stringify({ productId: card.productId }));
    const answer = await (await request.get(`/recos/get?widgets=similar-styles&params=${params}`)).json();
    if (answer.widgets[0].recos.length >= 9) return card.productUrl;
  }
  throw new Error("no pair of boots with 9 or more similar styles");
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
}

test.use({ viewport: { width: 1280, height: 900 } });

test("a shopper pages through similar styles with the buttons and the keyboard, then opens one", async ({
  page,
  request,
}) => {
  await open(page, await productWithManySimilar(request));
  const carousel = page.getByRole("region", { name: "Similar Styles" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
  await carousel.scrollIntoViewIfNeeded();
  const previous = carousel.getByRole("button", { name: "Previous page" });
  const next = carousel.getByRole("button", { name: "Next page" });
  await expect(carousel.getByText(/^Page 1 of \d$/)).toBeAttached();
  await expect(previous).toHaveAttribute("aria-disabled", "true");
  const firstCard = carousel.getByRole("group", { name: /^1 of \d+$/ });
  await expect(firstCard).toBeInViewport();
  await page.screenshot({ path: "test-results/similar-styles-carousel.png" });

  await next.click();
  await expect(carousel.getByText(/^Page 2 of \d$/)).toBeAttached();
  await expect(firstCard).not.toBeInViewport();
  await next.press("ArrowLeft");
  await expect(carousel.getByText(/^Page 1 of \d$/)).toBeAttached();
  await next.press("End");
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await expect(previous).toHaveAttribute("aria-disabled", "false");

  // The cards of the page shown are reachable; a card's link says which carousel led to it.
  const lastCard = carousel.getByRole("group", { name: /^\d+ of \d+$/ }).last();
  await expect(lastCard).toBeInViewport();
  const link = lastCard.getByRole("link").filter({ hasText: "$" }).first();
  await expect(link).toHaveAttribute("href", /\?ref=similar-styles$/);
  await link.click();
  await page.waitForURL(/\/product\/\d+\/color\/\d+\?ref=similar-styles$/);
  await expect(page.getByRole("form", { name: "Buy" })).toBeVisible();
});

test("the product page also recommends for you, without the product itself", async ({ page, request }) => {
  const path = await productWithManySimilar(request);
  const productId = /\/product\/(\d+)/.exec(path)?.[1];
  await open(page, path);
  const carousel = page.getByRole("region", { name: "Recommendations For You" });
  await expect(carousel.getByRole("group").first()).toBeVisible();
  const hrefs = await carousel
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.some((href) => href?.includes(`/product/${productId}/`))).toBe(false);
});

test("a viewed product appears in the footer's recently viewed carousel", async ({ page }) => {
  await open(page, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("region", { name: "Recently Viewed" })).toHaveCount(0);

  await page.goto("/search/boots");
  const card = page.getByRole("list", { name: "Search results" }).getByRole("listitem").first();
  await card.getByRole("link").filter({ hasText: "$" }).first().click();
  await page.waitForURL(/\/product\/\d+/);
  const name = (await page.locator("h1 .product-name").textContent()) ?? "";
  expect(name).not.toBe("");
  // The page keeps the visit in the browser once it runs there (the shopper has seen it by then).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("recentlyViewed") ?? ""), { timeout: 30_000 })
    .not.toBe("");

  await page.goto("/");
  const recentlyViewed = footer.getByRole("region", { name: "Recently Viewed" });
  await expect(recentlyViewed).toBeVisible();
  await expect(recentlyViewed.getByRole("article")).toHaveCount(1);
  await expect(recentlyViewed.getByText(name, { exact: true })).toBeVisible();
});
