import { devices, expect, type Page, test } from "@playwright/test";

// A phone: narrow viewport, touch, taps rather than clicks.
test.use({ ...devices["Pixel 7"] });

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/, { timeout: 30_000 });
}

/** Opens the phone header's navigation and answers the main navigation. */
async function openPhoneMenu(page: Page) {
  await page.goto("/");
  await hydrated(page);
  const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
  await menuButton.tap();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeVisible();
  return nav;
}

test.describe("the phone menu", () => {
  test("tapping another top section while one is open opens it in one tap", async ({ page }) => {
    const nav = await openPhoneMenu(page);
    const women = nav.getByRole("button", { name: "Women menu", exact: true });
    const men = nav.getByRole("button", { name: "Men menu", exact: true });
    await women.tap();
    await expect(women).toHaveAttribute("aria-expanded", "true");
    await men.tap();
    await expect(men).toHaveAttribute("aria-expanded", "true");
    await expect(women).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("button", { name: "Shoes" }).first()).toBeVisible();
  });

  test("tapping another sub section while one is open opens it in one tap", async ({ page }) => {
    const nav = await openPhoneMenu(page);
    const women = nav.getByRole("button", { name: "Women menu", exact: true });
    await women.tap();
    const panel = page.locator(`[id="${await women.getAttribute("aria-controls")}"]`);
    const sections = panel.getByRole("button");
    await expect(sections.nth(1)).toBeVisible();
    await sections.nth(0).tap();
    await expect(sections.nth(0)).toHaveAttribute("aria-expanded", "true");
    await sections.nth(1).tap();
    await expect(sections.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(sections.nth(0)).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("the phone menu's sections", () => {
  test("open with a button that shows 'All ...' above the links, the title link hidden", async ({ page }) => {
    const nav = await openPhoneMenu(page);
    const women = nav.getByRole("button", { name: "Women menu", exact: true });
    await women.tap();
    const panel = page.locator(`[id="${await women.getAttribute("aria-controls")}"]`);
    const shoes = panel.getByRole("button", { name: "Shoes", exact: true });
    await shoes.tap();
    await expect(shoes).toHaveAttribute("aria-expanded", "true");
    const body = page.locator(`[id="${await shoes.getAttribute("aria-controls")}"]`);
    await expect(body.getByRole("link", { name: "All Shoes" })).toBeVisible();
    await expect(body.getByRole("group", { name: "Shoes" }).getByRole("link").first()).toBeVisible();
    // The section's title link is the wider layouts': on a phone it is not there for anyone.
    await expect(panel.getByRole("link", { name: "Shoes", exact: true })).toHaveCount(0);
  });

  test("keep the links the server wrote when the page turns to the phone's layout (none made again)", async ({
    page,
  }) => {
    // The first column link as the document was parsed, before any JavaScript ran.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        Object.assign(window, { writtenLink: document.querySelector("nav .header-nav-columns a") });
      });
    });
    await openPhoneMenu(page);
    const kept = await page.evaluate(() => {
      const written = (window as unknown as { writtenLink: Element | null }).writtenLink;
      return written?.isConnected === true;
    });
    expect(kept).toBe(true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("show each section's title as a link above its links, with no button that would do nothing", async ({
      page,
    }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      // Without JavaScript a top item's panel opens while focus is in it.
      const women = nav.getByRole("link", { name: "Women", exact: true });
      await women.focus();
      const item = nav
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: "Women", exact: true }) });
      const section = item.getByRole("group", { name: "Shoes" });
      await expect(section.getByRole("link").first()).toBeVisible();
      await expect(item.getByRole("link", { name: "Shoes", exact: true })).toBeVisible();
      await expect(item.getByRole("button", { name: "Shoes", exact: true })).toHaveCount(0);
      await expect(item.getByRole("link", { name: "All Shoes" })).toHaveCount(0);
    });
  });
});
