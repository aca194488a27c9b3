import { expect, type Page, test } from "@playwright/test";
import { registerByMail, uniqueEmail } from "./support/registration.ts";

// A shopper's saved cards: a billing address first, then a card typed as a shopper types it (the
// expiry writes itself as 'MM / YY'), a decline from the gateway, and the list by brand and last 4.

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
}

test("a shopper adds a card with a billing address and sees it by its last four digits", async ({ page }) => {
  await page.goto(`/register?${new URLSearchParams({ redirect: "/addresses/new" })}`);
  await registerByMail(page, {
    name: "Cy Card",
    email: uniqueEmail("e2e-cards"),
    password: "cards are tokens",
  });
  await expect(page.getByRole("heading", { level: 1, name: "Add New Address" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel("Full Name").fill("Cy Card");
  await page.getByLabel("Address Line 1").fill("1 Main ST");
  await page.getByLabel("City").fill("Boston");
  await page.getByLabel("State / Province").fill("MA");
  await page.getByLabel("ZIP Code").fill("02108");
  await page.getByLabel("Phone Number").fill("617-555-0100");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Manage My Addresses" })).toBeVisible({
    timeout: 30_000,
  });

  await page.goto("/payments/new");
  await expect(page.getByRole("heading", { level: 1, name: "Add New Payment" })).toBeVisible();
  await hydrated(page);
  const year = String(new Date().getUTCFullYear() + 2).slice(-2);
  await page.getByLabel("Name on Card").fill("Cy Card");
  await page.getByLabel(/Card Number/).pressSequentially("4000000000000002");
  await page.getByLabel(/Expiration Date/).pressSequentially(`4${year}`);
  await expect(page.getByLabel(/Expiration Date/)).toHaveValue(`04 / ${year}`);
  await page.getByLabel("Security Code (CVV)").fill("123");
  await expect(page.getByLabel("Billing Address")).toHaveValue(/\d+/);
  await page.getByRole("button", { name: "Add Card" }).click();
  await expect(page.getByLabel(/Card Number/)).toHaveAccessibleDescription(
    "Credit card verification declined",
    {
      timeout: 30_000,
    },
  );
  // The number stays in the shopper's own field to correct (the server never writes it back).
  await page.getByLabel(/Card Number/).fill("");
  await page.getByLabel(/Card Number/).pressSequentially("4242424242424242");
  await expect(page.getByText("Card Number (Visa)")).toBeVisible();
  await page.getByLabel("Security Code (CVV)").fill("123");
  await page.getByRole("button", { name: "Add Card" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Manage My Payment Information" })).toBeVisible({
    timeout: 30_000,
  });
  const cards = page.getByRole("list", { name: "Saved payment methods" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Visa ending in 4242");
  await expect(cards.first()).toContainText(`Expires 04/20${year}`);
  await expect(cards.first()).toContainText("Billing address: 1 Main ST, Boston, MA 02108");
  await expect(page.locator("body")).not.toContainText("4242424242424242");
});
