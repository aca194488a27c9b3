import { expect, type Page, test } from "@playwright/test";

/** Waits until React has hydrated the page (root adds the 'js' class). */
async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
}

test.describe("home and layout", () => {
  test("home shows the header, the main navigation, the search box and the footer", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Fleetfoot/);
    const header = page.getByRole("banner");
    await expect(header.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(header.getByRole("combobox", { name: "Search" })).toHaveAttribute(
      "placeholder",
      "Search for shoes, clothes, etc.",
    );
    await expect(header.getByRole("link", { name: "Bag, 0 items" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("textbox", { name: "Email address" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Terms of Use" })).toHaveAttribute(
      "href",
      "/c/terms-of-use",
    );
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/c/privacy-policy",
    );
  });

  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("a navigation menu opens from the keyboard and Escape closes it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const women = nav.getByRole("button", { name: "Women menu", exact: true });
    for (let i = 0; i < 60 && !(await women.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(women).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(women).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`[id="${await women.getAttribute("aria-controls")}"]`);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link").first()).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(women).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(women).toBeFocused();
  });

  test("only one top navigation menu is open at a time", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const women = nav.getByRole("button", { name: "Women menu", exact: true });
    const men = nav.getByRole("button", { name: "Men menu", exact: true });
    await women.focus();
    await page.keyboard.press("Enter");
    await expect(women).toHaveAttribute("aria-expanded", "true");
    await men.focus();
    await page.keyboard.press("Enter");
    await expect(men).toHaveAttribute("aria-expanded", "true");
    await expect(women).toHaveAttribute("aria-expanded", "false");
  });

  test("on a phone the footer menus are accordions", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await hydrated(page);
    const footer = page.getByRole("contentinfo");
    const toggle = footer.getByRole("navigation", { name: "Footer" }).getByRole("button").first();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const list = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(list).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();
  });

  test("a page reached in the browser that mounts the header again keeps its menus' links", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    // A footer link to a page that does not exist yet: the error page's header is mounted anew,
    // and its columns of links come from the markup the first page had (its data leaves them out).
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/c\/about$/);
    const women = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Women menu" });
    await women.click();
    const panel = page.locator(`[id="${await women.getAttribute("aria-controls")}"]`);
    await expect(panel.getByRole("group", { name: "Shoes" }).getByRole("link").first()).toBeVisible();
  });

  test("after a page with the minified header, the full header's menus hold their links", async ({
    page,
  }) => {
    await page.goto("/checkout");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "Fleetfoot" }).click();
    await expect(page).toHaveURL(/\/$/);
    const women = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Women menu" });
    await women.click();
    const panel = page.locator(`[id="${await women.getAttribute("aria-controls")}"]`);
    await expect(panel.getByRole("group", { name: "Shoes" }).getByRole("link").first()).toBeVisible();
  });

  test("the checkout family gets the minified header", async ({ page }) => {
    // A checkout-type path a guest can open (checkout itself sends a guest to sign-in first).
    await page.goto("/initiate/loading");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /Bag/ })).toBeVisible();
    await expect(header.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(header.getByRole("searchbox")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header, its navigation links and the search form are all there", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toBeVisible();
    const nav = header.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Women", exact: true })).toBeVisible();
    await expect(header.getByRole("search")).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Sign Up" })).toBeVisible();
  });
});

test("a page's scripts are asked for once it has loaded, and it hydrates, served from the cache or not", async ({
  page,
}) => {
  // On a phone's slow network the HTML and its first images come first: the modules that enhance
  // the page are asked for after its load event, then hydrate it.
  for (const visit of ["first", "from the cache"]) {
    const response = await page.goto("/women");
    if (visit === "from the cache") expect(response?.headers()["x-page-cache"]).toMatch(/HIT|STALE/);
    await hydrated(page);
    const order = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const modules = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.match(/^\/assets\/.+\.js$/));
      return {
        modules: modules.length,
        beforeLoad: modules
          .filter((entry) => entry.startTime < (navigation?.loadEventStart ?? 0))
          .map((e) => e.name),
      };
    });
    expect(order.modules, visit).toBeGreaterThan(5);
    expect(order.beforeLoad, visit).toEqual([]);
  }
});

test("an image that never finishes loading does not keep a page's scripts away", async ({ page }) => {
  // The first card's image hangs: the page never reaches its load event, and still hydrates.
  await page.route(/\/images\/styles\/.+\/MAIN-768x1024\.svg$/, () => {});
  await page.goto("/women", { waitUntil: "domcontentloaded" });
  await hydrated(page);
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
});
