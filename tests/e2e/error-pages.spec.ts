import { expect, test } from "@playwright/test";

test.describe("error pages", () => {
  test("an unknown page shows the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("404 Error Page");
    await expect(page.getByRole("heading", { level: 1, name: "We're So Sorry!" })).toBeVisible();
    await expect(page.getByText("We can't seem to find this page.")).toBeVisible();
    const helpful = page.getByRole("navigation", { name: "Helpful links" });
    for (const name of ["Home Page", "Shop Brands", "Shop Women", "Shop Men", "Shop Shoes", "Contact Us"]) {
      await expect(helpful.getByRole("link", { name })).toBeVisible();
    }
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("a failing page shows the 500 page with status 500", async ({ page }) => {
    const response = await page.goto("/broken-page");
    expect(response?.status()).toBe(500);
    await expect(page).toHaveTitle("500 Error Page");
    await expect(page.getByRole("heading", { level: 1, name: "Oh No!" })).toBeVisible();
    await expect(page.getByText("An unexpected error has occurred.")).toBeVisible();
  });

  test("the 404 page's Home Page link leads home", async ({ page }) => {
    await page.goto("/c/no-such-page");
    await page
      .getByRole("navigation", { name: "Helpful links" })
      .getByRole("link", { name: "Home Page" })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Find the right fit, fast" })).toBeVisible();
  });
});

test.describe("layout switches", () => {
  test("/marty/ serves the home page", async ({ page }) => {
    const response = await page.goto("/marty/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Find the right fit, fast" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("disableHf=true hides header and footer", async ({ page }) => {
    await page.goto("/cart?disableHf=true");
    await expect(page.getByRole("heading", { level: 1, name: "My Bag" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await page.goto("/cart");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("the sister marketplace shows its own name and phone number", async ({ page }) => {
    const port = new URL(test.info().project.use.baseURL ?? "http://localhost:3100").port;
    await page.goto(`http://9am.localhost:${port}/`);
    await expect(page).toHaveTitle(/^9am/);
    await expect(page.getByRole("banner").getByRole("link", { name: /1-866-555-0199/ })).toBeVisible();
  });
});
