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
