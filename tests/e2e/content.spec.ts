import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/checkout-shopper.ts";

/** The store's own links of the footer and of the customer-service menu on the home page. */
async function helpLinks(page: Page): Promise<string[]> {
  const footer = await page
    .getByRole("contentinfo")
    .locator("a[href^='/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const service = await page
    // The dropdown is folded (hidden to roles) until opened: its links by the list's label.
    .locator("ul[aria-label='Customer Service'] a[href^='/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set([...footer, ...service])];
}

test.describe("content pages and banners", () => {
  test("every footer and customer-service link opens a page, none the 404 page", async ({ page }) => {
    await page.goto("/");
    const links = await helpLinks(page);
    expect(links).toEqual(
      expect.arrayContaining(["/contact-us", "/c/faqs", "/c/shipping-and-returns", "/c/about"]),
    );
    expect(links).toEqual(expect.arrayContaining(["/c/terms-of-use", "/c/privacy-policy", "/c/live-chat"]));
    for (const link of links) {
      const response = await page.goto(link);
      expect(response?.status(), link).toBeLessThan(400);
      await expect(page.getByRole("heading", { name: "We're So Sorry!" }), link).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 }).first(), link).toBeVisible();
    }
  });

  test("the header shows the promo banner and a rotating global banner that the keyboard can stop", async ({
    page,
  }) => {
    await page.goto("/c/faqs");
    const header = page.getByRole("banner");
    await expect(header.getByText("Free shipping and free 60-day returns")).toBeVisible();
    await hydrated(page);
    const announcements = page.getByRole("region", { name: "Announcements" });
    const current = announcements.locator(".global-banner-slide[data-current]");
    await expect(current).toHaveAttribute("aria-label", "1 of 3");
    // It turns by itself...
    await expect(current).toHaveAttribute("aria-label", "2 of 3", { timeout: 30_000 });
    // ...and stops from the keyboard: focus on its button (which also pauses it), Enter stops it.
    const stop = announcements.getByRole("button", { name: "Stop announcements" });
    await stop.focus();
    await page.keyboard.press("Enter");
    await expect(announcements.getByRole("button", { name: "Start announcements" })).toBeFocused();
    await expect(announcements.locator(".global-banner-slides")).toHaveAttribute("aria-live", "polite");
  });

  test("a workwear page keeps the query string on its connect button", async ({ page }) => {
    await page.goto("/c/zappos-at-work?utm_source=mail");
    const connect = page.getByRole("link", { name: "Connect", exact: true });
    await expect(connect).toHaveAttribute("href", "/c/zappos-at-work-form?utm_source=mail");
    await hydrated(page);
    await connect.click();
    await expect(page).toHaveURL(/\/c\/zappos-at-work-form\?utm_source=mail$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Connect with Fleetfoot at Work" }),
    ).toBeVisible();
  });
});
