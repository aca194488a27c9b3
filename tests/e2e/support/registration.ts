import { expect, type Page } from "@playwright/test";
import { findInOutbox } from "../../support/outbox.ts";

const CONFIRM_LINK = /http:\/\/[^\s/]+\/register\/confirm\?token=[A-Za-z0-9_-]{43}/;

/** A new customer's email, unique across runs and workers. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A documentation address (TEST-NET-2, RFC 5737) of a shopper's own: 198.51.100.1 to .254. */
const shopperAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;

/**
 * Registers as a shopper does on the /register page the test has opened: fills the form, is told
 * to check their email, follows the link the store mailed (read from its outbox) and finishes.
 * The page then shows the return path, signed in. A shopper who has said 'No thanks' to marketing
 * pop-ups before (the suppressMarketing cookie), unless `signUpModal`: then the footer's sign-up
 * modal opens on the page after, as it does for a new customer.
 */
export async function registerByMail(
  page: Page,
  shopper: { name: string; email: string; password: string },
  options: { signUpModal?: boolean } = {},
) {
  // This shopper's own address from here on (the store trusts the runner as its proxy).
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": shopperAddress() });
  await page.getByLabel("Name", { exact: true }).fill(shopper.name);
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toBeVisible({
    timeout: 30_000,
  });
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        link = await findInOutbox(shopper.email, CONFIRM_LINK);
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  // The mail names the marketplace's configured address; the test's server listens on its own port.
  const url = new URL(link ?? "");
  await page.goto(`${url.pathname}${url.search}`);
  if (!options.signUpModal) {
    // For the whole site (a cookie given by URL would be for this page's folder only).
    const domain = new URL(page.url()).hostname;
    await page.context().addCookies([{ name: "suppressMarketing", value: "true", domain, path: "/" }]);
  }
  await page.getByRole("button", { name: "Create my account" }).click();
}
