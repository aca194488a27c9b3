import { expect, test } from "@playwright/test";
import { hydrated } from "./support/checkout-shopper.ts";
import { registerByMail, uniqueEmail } from "./support/registration.ts";

test("a shopper registers by the mailed link, sees the account menu, signs out and signs in again", async ({
  page,
}) => {
  const email = uniqueEmail("e2e");
  const password = "walking in the rain";
  await page.goto("/account");
  // A guest opening an account page gets the federated sign-in modal, coming back to the page.
  await expect(page).toHaveURL(/\/federated-login\?redirect=%2Faccount&required=1$/);
  await page
    .getByRole("dialog", { name: "Sign-in" })
    .getByRole("link", { name: "Create your account" })
    .click();
  await registerByMail(page, { name: "Rosa Park", email, password }, { signUpModal: true });
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Account", exact: true })).toBeVisible();

  // A new customer is offered the emails once: the footer's sign-up modal, which sends nothing
  // while its box is unticked, and 'No thanks' closes for good.
  const modal = page.getByRole("dialog", { name: "Sign up for our emails" });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await modal.getByRole("textbox", { name: "Email address" }).fill(email);
  await modal.getByRole("button", { name: "Sign Up" }).click();
  await expect(modal.getByText("Please check this box to sign up for emails")).toBeVisible();
  await modal.getByRole("button", { name: "No thanks" }).click();
  await expect(modal).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your Account", exact: true })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole("dialog", { name: "Sign up for our emails" })).toHaveCount(0);
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

test("the registration form shows each field's error under it, from the browser and from the server", async ({
  page,
}) => {
  await page.goto("/register");
  // The browser's words come with JavaScript (before it, the browser's own checks of an email field).
  await hydrated(page);
  await page.getByLabel("Name", { exact: true }).fill("Ida Input");
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
    "Please enter a valid email address",
  );
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
    "Your password must be at least 8 characters.",
  );
  await expect(page).toHaveURL(/\/register$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the registration form gets the server's field errors back, the values kept but the password", async ({
    page,
  }) => {
    await page.goto("/register");
    await page.getByLabel("Name", { exact: true }).fill("Ida Input");
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Ida Input");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  });
});
