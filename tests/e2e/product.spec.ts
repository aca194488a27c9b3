import { expect, type Page, test } from "@playwright/test";

/** The product page as a shopper sees it. */
class ProductPage {
  constructor(readonly page: Page) {}

  get colors() {
    return this.page.getByRole("group", { name: /^Color:/ });
  }
  get sizes() {
    return this.page.getByRole("radiogroup", { name: "Size" });
  }
  get widths() {
    return this.page.getByRole("radiogroup", { name: "Width" });
  }
  get addToBag() {
    return this.page.getByRole("form", { name: "Buy" }).getByRole("button", { name: "Add to Bag" });
  }
  get tooltip() {
    return this.page.getByRole("tooltip");
  }
  get stickyBar() {
    return this.page.getByRole("region", { name: "Add to bag bar" });
  }

  async hydrated() {
    await expect(this.page.locator("html")).toHaveClass(/\bhydrated\b/);
  }

  /** Chooses the first in-stock option of a dimension (those without '(out of stock)' in their name). */
  async pickFirstInStock(group: ReturnType<Page["getByRole"]>) {
    const option = group.getByRole("radio", { name: /^(?!.*\(out of stock\)$)/ }).first();
    await option.click();
    await expect(option).toHaveAttribute("aria-checked", "true");
  }
}

/** Opens, from the boots search, the first product whose card shows more than one colour. */
async function openProductWithColors(page: Page) {
  await page.goto("/search/boots");
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
  const card = page
    .getByRole("list", { name: "Search results" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("list", { name: "Colors" }) })
    .first();
  await card.getByRole("link").filter({ hasText: "$" }).first().click();
  await page.waitForURL(/\/p\/[^/]+\/product\/\d+\/color\/\d+$/);
}

test.describe("product page, with JavaScript", () => {
  test("a shopper opens a product from search and switches colour without a reload", async ({ page }) => {
    const product = new ProductPage(page);
    await openProductWithColors(page);
    await product.hydrated();
    await page.evaluate(() => {
      Object.assign(window, { samePage: true });
    });
    const other = product.colors.getByRole("link").and(page.locator(":not([aria-current])")).first();
    const href = await other.getAttribute("href");
    const color = (await other.getAttribute("aria-label")) ?? "";
    expect(href).toMatch(/\/color\/\d+$/);
    await other.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(product.colors.getByRole("link", { name: color, exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(product.colors).toContainText(color);
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  });

  test("asks for a size before adding, then enables the button once size and width are chosen", async ({
    page,
  }) => {
    const product = new ProductPage(page);
    await openProductWithColors(page);
    await product.hydrated();
    await product.addToBag.click();
    await expect(page.getByRole("alert").filter({ hasText: "Please select a size:" })).toBeVisible();
    await expect(product.sizes.getByRole("radio").first()).toBeFocused();
    await product.pickFirstInStock(product.sizes);
    if ((await product.widths.count()) > 0) {
      const chosenWidth = product.widths.getByRole("radio", { checked: true });
      if ((await chosenWidth.count()) === 0) await product.pickFirstInStock(product.widths);
    }
    await expect(product.addToBag).toBeEnabled();
    await expect(page.getByRole("alert").filter({ hasText: "Please select a size:" })).toHaveCount(0);
  });

  test("hides the size tooltip on Escape, for the rest of the session", async ({ page }) => {
    const product = new ProductPage(page);
    await openProductWithColors(page);
    await product.hydrated();
    await expect(product.tooltip).toHaveText(/We can help you find your size!/);
    await page.keyboard.press("Escape");
    await expect(product.tooltip).toHaveCount(0);
    await page.reload();
    await product.hydrated();
    await expect(product.sizes).toBeVisible();
    await expect(product.tooltip).toHaveCount(0);
  });

  test("shows the sticky add-to-bag bar once the add button scrolls away", async ({ page }) => {
    const product = new ProductPage(page);
    await page.setViewportSize({ width: 1280, height: 600 });
    await openProductWithColors(page);
    await product.hydrated();
    await expect(product.stickyBar).toHaveCount(0);
    // The shopper keeps scrolling to the end: parts that load late make the page longer.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(product.stickyBar).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(product.stickyBar.getByRole("button", { name: "Add to Bag" })).toBeVisible();
  });
});

test.describe("product page, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every tab's section and a size select that posts to the bag", async ({ page }) => {
    await page.goto("/search/boots");
    const href = await page
      .getByRole("list", { name: "Search results" })
      .getByRole("link")
      .filter({ hasText: "$" })
      .first()
      .getAttribute("href");
    await page.goto(href ?? "/");
    for (const name of ["Highlights", "Size Chart", "Tech Specs"]) {
      await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    }
    const select = page.getByRole("combobox", { name: /^Size/ });
    await expect(select).toBeVisible();
    await expect(page.getByRole("form", { name: "Buy" })).toHaveAttribute("action", "/cartAddItem.do");
  });
});
