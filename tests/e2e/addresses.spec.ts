import { expect, type Page, test } from "@playwright/test";
import { registerByMail, uniqueEmail } from "./support/registration.ts";

// A shopper's saved addresses: added from the form (the address check's suggestion taken), made the
// default, changed and deleted; with JavaScript and without.

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
}

/** An address the check finds standard as typed. */
const BOSTON = {
  fullName: "Ada Address",
  line1: "1 Main ST",
  city: "Boston",
  state: "MA",
  zip: "02108",
  phone: "617-555-0100",
};

async function fillAddress(page: Page, address: Record<string, string>) {
  await page.getByLabel("Full Name").fill(address.fullName ?? "");
  await page.getByLabel("Country").selectOption(address.country ?? "US");
  await page.getByLabel("Address Line 1").fill(address.line1 ?? "");
  await page.getByLabel("City").fill(address.city ?? "");
  await page.getByLabel("State / Province").fill(address.state ?? "");
  await page.getByLabel("ZIP Code").fill(address.zip ?? "");
  await page.getByLabel("Phone Number").fill(address.phone ?? "");
}

async function registerFor(page: Page, path: string, prefix: string) {
  await page.goto(`/register?${new URLSearchParams({ redirect: path })}`);
  await registerByMail(page, {
    name: "Ada Address",
    email: uniqueEmail(prefix),
    password: "addresses are kept",
  });
}

test("a shopper adds an address, takes the suggested form, and manages the list", async ({ page }) => {
  await registerFor(page, "/addresses/new", "e2e-addresses");
  await expect(page.getByRole("heading", { level: 1, name: "Add New Address" })).toBeVisible({
    timeout: 30_000,
  });
  await hydrated(page);

  // The form's own words before anything is posted, on the field, focused.
  await page.getByRole("button", { name: "Save Address" }).click();
  const fullName = page.getByLabel("Full Name");
  await expect(fullName).toHaveAccessibleDescription("Enter your full name here. Nice to meet you.");
  await expect(fullName).toBeFocused();

  // Choosing another country clears the state.
  await page.getByLabel("State / Province").fill("NY");
  await page.getByLabel("Country").selectOption("PR");
  await expect(page.getByLabel("State / Province")).toHaveValue("");

  await fillAddress(page, {
    fullName: "Ada Address",
    line1: "350 Fifth Avenue",
    city: "New York",
    state: "new york",
    zip: "10118",
    phone: "212 736 3100",
  });
  await page.getByRole("button", { name: "Save Address" }).click();
  const suggestion = page.getByRole("group", { name: "Suggested address" });
  await expect(suggestion).toContainText("350 Fifth AVE", { timeout: 30_000 });
  await page.getByRole("button", { name: "Use Suggested Address" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Manage My Addresses" })).toBeVisible({
    timeout: 30_000,
  });
  const saved = page.getByRole("list", { name: "Saved addresses" }).getByRole("listitem");
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText("Default shipping address");
  await expect(saved.first()).toContainText("New York, NY 10118");
  await expect(saved.first()).toContainText("(212) 736-3100");

  // A second address, then made the default; the first deleted.
  await page.getByRole("link", { name: "Add New Address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add New Address" })).toBeVisible({
    timeout: 30_000,
  });
  await fillAddress(page, BOSTON);
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(saved).toHaveCount(2, { timeout: 30_000 });
  await page.getByRole("button", { name: "Make default shipping address: Ada Address, 1 Main ST" }).click();
  await expect(saved.first()).toContainText("1 Main ST", { timeout: 30_000 });
  await expect(saved.first()).toContainText("Default shipping address");
  await page.getByRole("button", { name: "Delete address: Ada Address, 350 Fifth AVE" }).click();
  await expect(page.getByRole("region", { name: "Manage My Addresses" }).getByRole("status")).toHaveText(
    "Address was deleted!",
    { timeout: 30_000 },
  );
  await expect(saved).toHaveCount(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shopper edits a saved address and keeps it as typed", async ({ page }) => {
    await registerFor(page, "/addresses/new", "e2e-addresses-nojs");
    await expect(page.getByRole("heading", { level: 1, name: "Add New Address" })).toBeVisible({
      timeout: 30_000,
    });
    await fillAddress(page, BOSTON);
    await page.getByRole("button", { name: "Save Address" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Manage My Addresses" })).toBeVisible({
      timeout: 30_000,
    });

    await page.getByRole("link", { name: "Edit address: Ada Address, 1 Main ST" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Address" })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByLabel("Address Line 1").fill("2 Main Street");
    await page.getByRole("button", { name: "Save Address" }).click();
    await expect(page.getByRole("group", { name: "Suggested address" })).toContainText("2 Main ST", {
      timeout: 30_000,
    });
    await page.getByRole("button", { name: "Keep Address as Entered" }).click();
    await expect(page.getByRole("list", { name: "Saved addresses" })).toContainText("2 Main Street", {
      timeout: 30_000,
    });
  });
});
