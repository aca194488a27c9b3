import { expect, type Page, test } from "@playwright/test";

/** Waits until React has hydrated the page (root adds the 'js' class). */
async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
}

/** The header's search box and its parts, as a shopper finds them. */
function searchBox(page: Page) {
  const form = page.getByRole("banner").getByRole("search");
  return {
    input: form.getByRole("combobox", { name: "Search" }),
    department: form.getByRole("combobox", { name: "Department" }),
    suggestions: page.getByRole("listbox", { name: "Search suggestions" }),
    recent: page.getByRole("listbox", { name: "Recent searches" }),
  };
}

/** 'Chelsea Boot' → 'chelsea-boot', as the search URL grammar writes a term. */
const slug = (text: string) =>
  text
    .replace(/-/g, " ")
    .replace(/[^\p{L}\p{N} ]/gu, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, "-");

test.describe("header search box", () => {
  test("a shopper types, picks a suggestion with the keyboard and lands on its search", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const box = searchBox(page);
    await box.input.click();
    await box.input.pressSequentially("boo", { delay: 50 });
    const first = box.suggestions.getByRole("option").first();
    await expect(first).toBeVisible();
    await expect(box.input).toHaveAttribute("aria-expanded", "true");
    // The answer for all three letters (on a busy machine the one for 'bo' can show first).
    await expect(box.suggestions.getByRole("option").filter({ hasNotText: /boo/i })).toHaveCount(0);

    await page.keyboard.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(box.input).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    const text = (await first.textContent()) ?? "";

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search/${slug(text)}(/|$)`));
  });

  test("Escape closes the suggestions and keeps the text", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const box = searchBox(page);
    await box.input.click();
    await box.input.pressSequentially("boo", { delay: 50 });
    await expect(box.suggestions.getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(box.input).toHaveAttribute("aria-expanded", "false");
    await expect(box.suggestions).toBeHidden();
    await expect(box.input).toHaveValue("boo");
  });

  test("remembers searches and the department", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const box = searchBox(page);
    await box.input.click();
    await expect(page.getByText("No past searches")).toBeVisible();

    await box.input.fill("boots");
    await box.input.press("Enter");
    await expect(page).toHaveURL(/\/search\/boots$/);

    await box.department.selectOption({ label: "Shoes - Womens" });
    await page.goto("/");
    await hydrated(page);
    await expect(box.department).toHaveValue("shoes-womens");
    await box.input.click();
    await expect(box.recent.getByRole("option", { name: "boots" })).toBeVisible();
  });

  test("without JavaScript the box is a plain search form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(searchBox(page).department).toBeHidden();
    await searchBox(page).input.fill("boots");
    await searchBox(page).input.press("Enter");
    await expect(page).toHaveURL(/\/search\?term=boots$/);
    await context.close();
  });
});
