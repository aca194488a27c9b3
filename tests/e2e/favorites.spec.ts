import { expect, type Page, test } from "@playwright/test";
import { registerByMail, uniqueEmail } from "./support/registration.ts";

const favoritesLink = (page: Page) => page.getByRole("link", { name: /^Favorites, \d+ items?$/ });

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
}

/** The item names of the first two hearts of a search page ('Add to favorites: {brand} {name}'). */
async function firstHearts(page: Page) {
  const hearts = page.getByRole("button", { name: /^Add to favorites: / });
  const names: string[] = [];
  for (const index of [0, 1]) {
    const label = (await hearts.nth(index).getAttribute("aria-label")) ?? "";
    names.push(label.replace("Add to favorites: ", ""));
  }
  return names as [string, string];
}

test("a guest hearts a product, signs in from the modal, and finds it hearted, counted and shared", async ({
  page,
  browser,
}) => {
  // A long journey: it registers on the way, following the mailed link.
  test.slow();
  await page.goto("/search/boots");
  await hydrated(page);
  const [first, second] = await firstHearts(page);
  const heart = page.getByRole("button", { name: `Add to favorites: ${first}`, exact: true }).first();

  // A guest's heart reverts and the heart login modal shows, focus inside it; Escape gives focus back.
  await heart.click();
  const modal = page.getByRole("dialog", { name: "Save your favorites" });
  await expect(modal).toBeVisible();
  await expect(heart).toHaveAttribute("data-hearted", "false");
  await expect(modal.getByRole("button", { name: "Sign In / Register" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(heart).toBeFocused();

  // 'Sign In / Register' goes to sign-in carrying heartOnLoad; registering comes back and hearts it.
  await heart.click();
  await modal.getByRole("button", { name: "Sign In / Register" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsearch%2Fboots%3FheartOnLoad%3D\d+$/);
  await page.getByRole("link", { name: "Create your account" }).click();
  await registerByMail(page, {
    name: "Heidi Hart",
    email: uniqueEmail("hearts"),
    password: "hearts and flowers",
  });
  await expect(page).toHaveURL(/\/search\/boots$/);
  const hearted = page.getByRole("button", { name: `Remove from favorites: ${first}`, exact: true }).first();
  await expect(hearted).toBeVisible();
  await expect(hearted).toHaveAttribute("data-hearted", "true");
  await expect(favoritesLink(page)).toHaveAccessibleName("Favorites, 1 item");

  // Signed in, a heart toggles at once and the header count follows without a reload.
  await page
    .getByRole("button", { name: `Add to favorites: ${second}`, exact: true })
    .first()
    .click();
  await expect(favoritesLink(page)).toHaveAccessibleName("Favorites, 2 items");
  await page
    .getByRole("button", { name: `Remove from favorites: ${second}`, exact: true })
    .first()
    .click();
  await expect(favoritesLink(page)).toHaveAccessibleName("Favorites, 1 item");
  await page.reload();
  await expect(
    page.getByRole("button", { name: `Remove from favorites: ${first}`, exact: true }).first(),
  ).toBeVisible();
  await expect(favoritesLink(page)).toHaveAccessibleName("Favorites, 1 item");

  // Your Lists, the heart list, and its share link.
  await favoritesLink(page).click();
  await expect(page).toHaveTitle("Your Lists");
  await expect(page.getByRole("heading", { level: 1, name: "Your Lists" })).toBeVisible();
  await page.getByRole("link", { name: /^Favorites 1 item/ }).click();
  await expect(page).toHaveURL(/\/account\/favorites\/h\.$/);
  const items = page.getByRole("list", { name: "Items" });
  await expect(items.getByRole("listitem")).toHaveCount(1);
  await expect(items).toContainText(first);
  await page.getByRole("button", { name: "Share" }).click();
  const shareBox = page.getByRole("textbox", { name: "Share link" });
  await expect(shareBox).toHaveValue(/\/favorites\/[a-z0-9]{32}$/);
  const shareUrl = await shareBox.inputValue();

  // Someone else opens the link in a fresh browser: the list, read-only.
  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    await other.goto(shareUrl);
    await expect(other.getByRole("heading", { level: 1, name: "Favorites" })).toBeVisible();
    const shared = other.getByRole("list", { name: "Items" });
    await expect(shared.getByRole("listitem")).toHaveCount(1);
    await expect(shared).toContainText(first);
    await expect(other.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
    await expect(favoritesLink(other)).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guest's heart goes to sign-in, which comes back with heartOnLoad", async ({ page }) => {
    await page.goto("/search/boots");
    await page
      .getByRole("button", { name: /^Add to favorites: / })
      .first()
      .click();
    await expect(page).toHaveTitle("Fleetfoot Sign-In");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsearch%2Fboots%3FheartOnLoad%3D\d+$/);
  });

  test("a customer's heart is a form that keeps the style and comes back to the page", async ({ page }) => {
    await page.goto("/register?redirect=%2Fsearch%2Fboots");
    await registerByMail(page, {
      name: "Noah Script",
      email: uniqueEmail("nojs"),
      password: "plain forms work",
    });
    await expect(page).toHaveURL(/\/search\/boots$/);
    const heart = page.getByRole("button", { name: /^Add to favorites: / }).first();
    const name = ((await heart.getAttribute("aria-label")) ?? "").replace("Add to favorites: ", "");
    await heart.click();
    await expect(page).toHaveURL(/\/search\/boots$/);
    // The search page is shared by every visitor: the count is on the customer's own pages.
    await page.goto("/account/favorites/h.");
    await expect(favoritesLink(page)).toHaveAccessibleName("Favorites, 1 item");
    await expect(page.getByRole("list", { name: "Items" })).toContainText(name);
    await page.getByRole("button", { name: `Remove ${name} from this list` }).click();
    await expect(page.getByText("Nothing here yet.", { exact: false })).toBeVisible();
    await expect(favoritesLink(page)).toHaveAccessibleName("Favorites, 0 items");
  });
});
