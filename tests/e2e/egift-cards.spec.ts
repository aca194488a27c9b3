import { expect, type Page, test } from "@playwright/test";

// The e-Gift Cards page as a shopper uses it: choose an amount and a design, say who gets it, add
// it to the bag; the form's words on its fields with JavaScript and without.

const PAGE = "/c/e-gift-cards";

const form = (page: Page) => page.locator("form#egift-card-form");

async function fillCard(page: Page, email: string) {
  await form(page).getByRole("group", { name: "Amount" }).getByRole("radio").first().check();
  await page.getByRole("radio", { name: "Happy Birthday" }).check();
  await page.getByLabel("Recipient's Name").fill("Ann Example");
  await page.getByLabel("Recipient's Email").fill(email);
  await page.getByLabel("Your Name").fill("Bo Sender");
  await page.getByLabel("Message").fill("Happy birthday, Ann!");
}

test.describe("the e-Gift Cards page", () => {
  test("with JavaScript: words on the fields at once, then the card in the bag", async ({ page }) => {
    await page.goto(PAGE);
    await expect(page).toHaveTitle("e-Gift Cards");
    await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
    // Layout shift is measured by the Lighthouse benchmark (bench/), never asserted here.
    await expect(page.getByRole("radio").first()).toBeVisible();

    await page.getByRole("button", { name: "Add to Bag" }).click();
    const name = page.getByLabel("Recipient's Name");
    await expect(name).toHaveAccessibleDescription("Please enter the recipient's name.");
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

    await fillCard(page, "ann-at-example");
    await page.getByLabel("Your Name").focus();
    await expect(page.getByLabel("Recipient's Email")).toHaveAccessibleDescription(
      "Please enter a valid email address for the recipient.",
    );
    await page.getByLabel("Recipient's Email").fill("ann@example.com");
    await page.getByRole("button", { name: "Add to Bag" }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText("Ann Example (ann@example.com)")).toBeVisible();
    await expect(page.getByText("Happy Birthday", { exact: true })).toBeVisible();
  });

  test("without JavaScript: the same words from the server, then the bag", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    await page.getByRole("button", { name: "Add to Bag" }).click();
    await expect(page.getByLabel("Recipient's Name")).toHaveAccessibleDescription(
      "Please enter the recipient's name.",
    );
    await expect(page.getByText("Please choose an amount.")).toBeVisible();

    await fillCard(page, "ann@example.com");
    await page.getByRole("button", { name: "Add to Bag" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText("Ann Example (ann@example.com)")).toBeVisible();
    await context.close();
  });
});
