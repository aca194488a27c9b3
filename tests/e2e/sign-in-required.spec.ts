import { expect, type Page, test } from "@playwright/test";

// A guest opening an account page (issue 30, point 11): the federated sign-in modal, its store
// account one click away and coming back to the page; closing it goes home (decision 215).

async function guestOpensTheAccount(page: Page) {
  await page.goto("/account/favorites");
  await expect(page).toHaveURL(/\/federated-login\?redirect=%2Faccount%2Ffavorites&required=1$/);
  const modal = page.getByRole("dialog", { name: "Sign-in" });
  await expect(modal.getByRole("link", { name: "Sign in with Fleetfoot" })).toHaveAttribute(
    "href",
    "/login?redirect=%2Faccount%2Ffavorites",
  );
  return modal;
}

test("a guest opening an account page gets the sign-in modal; its store account leads to sign-in and back", async ({
  page,
}) => {
  const modal = await guestOpensTheAccount(page);
  await modal.getByRole("link", { name: "Sign in with Fleetfoot" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Ffavorites$/);
  await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the modal is a page of plain links: the store account, and the close that goes home", async ({
    page,
  }) => {
    const modal = await guestOpensTheAccount(page);
    await modal.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/$/);
    await guestOpensTheAccount(page);
    await page
      .getByRole("dialog", { name: "Sign-in" })
      .getByRole("link", { name: "Sign in with Fleetfoot" })
      .click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Ffavorites$/);
  });
});
