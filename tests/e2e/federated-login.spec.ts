import { expect, test } from "@playwright/test";

test("the sign-in modal offers the store's own account, closes with Escape and goes to the stored target", async ({
  page,
}) => {
  await page.goto("/federated-login?redirect=%2Fcart");
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
  const modal = page.getByRole("dialog", { name: "Sign-in" });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("link", { name: /Create your account/ })).toBeVisible();
  await expect(modal.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/c/terms-of-use");
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/cart$/);
});

test("the pre-auth sign-in path opens the sign-in modal, which closes back to the return path", async ({
  page,
}) => {
  await page.goto(`/zap/preAuth/signin?${new URLSearchParams({ "openid.return_to": "/cart" })}`);
  await expect(page).toHaveURL(/\/federated-login\?redirect=%2Fcart$/);
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
  const modal = page.getByRole("dialog", { name: "Sign-in" });
  await expect(modal).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/cart$/);
});

test("a return target disguised to leave the store closes the modal to the home page instead", async ({
  page,
  baseURL,
}) => {
  await page.goto(
    `/zap/preAuth/signin?${new URLSearchParams({ "openid.return_to": `${baseURL}//example.com` })}`,
  );
  // Escape closes the modal once its script runs (without JavaScript the modal is a page with a close link).
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
  const modal = page.getByRole("dialog", { name: "Sign-in" });
  await expect(modal).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(`${baseURL}/`);
});
