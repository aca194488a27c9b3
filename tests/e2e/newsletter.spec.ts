import { expect, type Page, test } from "@playwright/test";
import { findInOutbox } from "../support/outbox.ts";
import { hydrated } from "./support/checkout-shopper.ts";
import { uniqueEmail } from "./support/registration.ts";

const MANAGE_LINK = /http:\/\/[^\s/]+\/subscriptions\/email\/[0-9a-f]{64}/;
const CONFIRM_LINK = /http:\/\/[^\s/]+\/subscriptions\/confirm\/[0-9a-f]{64}/;

/** The link of a mail to `to`, once it has arrived; opened on the test's own server. */
async function openMailedLink(page: Page, to: string, pattern: RegExp) {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        link = await findInOutbox(to, pattern);
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  await page.goto(new URL(link ?? "").pathname);
}

/** The confirmation page: opening it subscribes nobody; its button does. */
async function confirmOnThePage(page: Page) {
  await expect(
    page.getByRole("heading", { level: 1, name: "Confirm your email subscription" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page).toHaveURL(/\/subscription\.do\?confirmed=subscribed$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Success! Thank you for subscribing." }),
  ).toBeVisible();
}

test("a shopper subscribes from the footer: the captcha solves itself, the message says so", async ({
  page,
}) => {
  const email = uniqueEmail("news");
  await page.goto("/brands");
  // The footer's form checks and sends with JavaScript once the page is interactive.
  await hydrated(page);
  const footer = page.getByRole("contentinfo");
  const field = footer.getByRole("textbox", { name: "Email address" });
  await field.fill("not-an-email");
  await footer.getByRole("button", { name: "Sign Up" }).click();
  await expect(footer.getByText("Please enter a valid email address")).toBeVisible();
  await field.fill(email);
  await expect(footer.getByText("Please enter a valid email address")).toHaveCount(0);
  await footer.getByRole("button", { name: "Sign Up" }).click();
  await expect(footer.getByText("Success! Thank you for subscribing.")).toBeVisible({ timeout: 60_000 });
  await expect(footer.getByText(/Check your inbox/)).toBeVisible();

  // The mailed link opens a page whose button confirms; the welcome mail follows.
  await openMailedLink(page, email, CONFIRM_LINK);
  await confirmOnThePage(page);

  // The welcome mail carries the code and the manage link, which opens the subscriptions.
  await openMailedLink(page, email, MANAGE_LINK);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Email Subscriptions" })).toBeVisible();
  const newsletter = page.getByRole("checkbox", { name: "Fleetfoot Newsletter" });
  await expect(newsletter).toBeChecked();
  await newsletter.uncheck();
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Your email preferences have been updated.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Fleetfoot Newsletter" })).not.toBeChecked();
});

test("a sign-up whose request never gets an answer says the connection words, not the sign-up's failure", async ({
  page,
}) => {
  await page.goto("/brands");
  await hydrated(page);
  await page.route("**/v2/subscriptions/**", (route) => route.abort("internetdisconnected"));
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: "Email address" }).fill(uniqueEmail("offline"));
  await footer.getByRole("button", { name: "Sign Up" }).click();
  // The sign-up's own live region (the captcha widget, offline too, has an alert of its own).
  await expect(
    footer
      .getByRole("alert")
      .filter({ hasText: "Oops, something went wrong! (Are we connected to Internet?)" }),
  ).toBeVisible();
  await expect(footer.getByText("There was an issue signing up. Please try again")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shopper subscribes by the confirmation link mailed to them", async ({ page }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/brands");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("textbox", { name: "Email address" }).fill(email);
    await footer.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/subscription\.do$/);
    await expect(page.getByRole("main").getByText(/Check your inbox/)).toBeVisible();
    await openMailedLink(page, email, CONFIRM_LINK);
    await confirmOnThePage(page);
  });

  test("a forged link opens nothing", async ({ page }) => {
    const response = await page.goto(`/subscriptions/email/${"a".repeat(64)}`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("alert")).toContainText("This link is not valid.");
    await expect(page.getByRole("checkbox")).toHaveCount(0);
  });
});
