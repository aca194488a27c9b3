import { expect, type Page, test } from "@playwright/test";
import { findInOutbox } from "../support/outbox.ts";
import {
  BOSTON,
  fillAddress,
  hydrated,
  placeWithNewCard,
  proceedToCheckout,
  registeredShopper,
} from "./support/checkout-shopper.ts";

// Issue 30, point 3: an e-Gift Card's recipient redeems it on their account page, with JavaScript
// and without, as its mail says; a code the store does not know gets spec 2's account words.

const CLAIM_CODE = /Claim code: ([A-Z2-9]{4}(?:-[A-Z2-9]{4}){3})/;
const UNKNOWN = "Oh no! We don't recognize that gift card code. Please try again.";

/** A new shopper buys an e-Gift Card for themselves; answers them and the claim code from its mail. */
async function shopperWithEgiftCard(page: Page, name: string) {
  const shopper = await registeredShopper(page, name);
  await page.goto("/c/e-gift-cards");
  await hydrated(page);
  const form = page.locator("form#egift-card-form");
  await form.getByRole("group", { name: "Amount" }).getByRole("radio").first().check();
  await page.getByLabel("Recipient's Name").fill(name);
  await page.getByLabel("Recipient's Email").fill(shopper.email);
  await page.getByLabel("Your Name").fill(name);
  await page.getByRole("button", { name: "Add to Bag" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await hydrated(page);
  await proceedToCheckout(page, true, shopper);
  // A card needs a billing address: the shopper saves one in the account first.
  await page.goto("/addresses/new");
  await hydrated(page);
  await fillAddress(page, { ...BOSTON, fullName: name });
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page).toHaveURL(/\/addresses$/);
  await page.goto("/checkout");
  await hydrated(page);
  await placeWithNewCard(page, name);
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        found = await findInOutbox(shopper.email, CLAIM_CODE);
        return found;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  // The mail sends the recipient to the account page, not to the API.
  expect(await findInOutbox(shopper.email, /sign in at \S+\/account, type the claim code/)).not.toBeNull();
  const code = CLAIM_CODE.exec(found ?? "")?.[1] ?? "";
  return { ...shopper, code };
}

/** Types a code in the account's redeem form and submits it. */
async function redeem(page: Page, code: string) {
  await page.getByLabel(/Gift Card Code/).fill(code);
  await page.getByRole("button", { name: "Redeem" }).click();
}

const balance = (page: Page) => page.getByRole("region", { name: "Gift Card Balance" });

test("with JavaScript: the recipient redeems the card on the account page and sees the balance", async ({
  page,
}) => {
  const { code } = await shopperWithEgiftCard(page, "Gina Giver");
  await page.goto("/account");
  await hydrated(page);
  await expect(balance(page)).toContainText("Your balance: $0.00");

  await page.getByRole("button", { name: "Redeem" }).click();
  const field = page.getByLabel(/Gift Card Code/);
  await expect(field).toHaveAccessibleDescription("A gift card or promotional code is required.");
  await expect(field).toBeFocused();

  await redeem(page, "ABCD-EFGH-JKLM-NPQR");
  await expect(field).toHaveAccessibleDescription(UNKNOWN);

  await redeem(page, code.toLowerCase());
  await expect(page.getByRole("status").filter({ hasText: "added to your gift card balance" })).toBeVisible();
  await expect(balance(page)).not.toContainText("Your balance: $0.00");
  await expect(balance(page)).toContainText(/Your balance: \$\d+\.\d\d/);
});

test("without JavaScript: the same form, answered by the server", async ({ page, browser }) => {
  const { email, password, code } = await shopperWithEgiftCard(page, "Nora Nojs");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto("/login?redirect=%2Faccount");
  await plain.getByLabel("Email", { exact: true }).fill(email);
  await plain.getByLabel("Password", { exact: true }).fill(password);
  await plain.getByRole("button", { name: "Sign In" }).click();
  await expect(plain).toHaveURL(/\/account$/);
  await expect(balance(plain)).toContainText("Your balance: $0.00");

  await redeem(plain, "ABCD-EFGH-JKLM-NPQR");
  await expect(plain.getByLabel(/Gift Card Code/)).toHaveAccessibleDescription(UNKNOWN);
  await expect(plain.getByLabel(/Gift Card Code/)).toBeFocused();

  await redeem(plain, code);
  await expect(plain).toHaveURL(/\/account\?giftCard=redeemed$/);
  await expect(
    plain.getByRole("status").filter({ hasText: "added to your gift card balance" }),
  ).toBeVisible();
  await expect(balance(plain)).not.toContainText("Your balance: $0.00");

  // Redeemed once: a second try says it is already in this account.
  await redeem(plain, code);
  await expect(plain.getByLabel(/Gift Card Code/)).toHaveAccessibleDescription(
    "The code you entered has already been applied to your account.",
  );
  await context.close();
});
