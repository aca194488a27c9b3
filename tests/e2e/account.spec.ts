import { expect, test } from "@playwright/test";

test("a shopper registers, sees the account menu, signs out and signs in again", async ({ page }) => {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = "walking in the rain";
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await expect(page).toHaveTitle("Fleetfoot Sign-In");

  await page.getByRole("link", { name: "Create your account" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Rosa Park");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText("Hi, Rosa");
  await expect(page.getByRole("combobox", { name: "Search" })).toHaveAttribute(
    "placeholder",
    "Rosa, search for shoes, clothes, etc",
  );

  const menuButton = page.getByRole("button", { name: "Account menu" });
  await menuButton.click();
  const menu = page.getByRole("list", { name: "Account" });
  await expect(menu.getByRole("link", { name: "Account Overview" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await menu.getByRole("link", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();

  // The header's Sign In opens the federated sign-in modal; the store's own account is its first choice.
  await page.getByRole("link", { name: "Sign In" }).click();
  await page
    .getByRole("dialog", { name: "Sign-in" })
    .getByRole("link", { name: "Sign in with Fleetfoot" })
    .click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("not my password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Your email or password is incorrect.");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("banner")).toContainText("Hi, Rosa");
});
