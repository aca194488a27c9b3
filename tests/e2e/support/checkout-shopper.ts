import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { registerByMail, uniqueEmail } from "./registration.ts";

/**
 * What a shopper does on the way to an order, as page objects: each step waits for what the shopper
 * sees (a heading, a visible state, the page hydrated when JavaScript runs), never for a clock.
 * `js` says whether the browser runs the store's JavaScript (then the page must hydrate first).
 */

/** The page is interactive: React has hydrated it (the class the root adds). */
export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
}

/** After a navigation: the page is the one expected, and interactive when JavaScript runs. */
async function arrived(page: Page, js: boolean, heading: { level: 1 | 2; name: string }) {
  await expect(page.getByRole("heading", heading)).toBeVisible({ timeout: 30_000 });
  if (js) await hydrated(page);
}

interface BundleStock {
  stockId: number;
  onHand: number;
}

/** A product page with a colour that has a few units of some size, found through the store's own API. */
async function productWithStock(request: APIRequestContext): Promise<string> {
  const search = await (await request.get("/Search/v2?term=sneakers&limit=100")).json();
  for (const card of search.results as { productId: number }[]) {
    const bundle = await (await request.get(`/v3/productBundle?productId=${card.productId}`)).json();
    for (const style of bundle.styles as { colorId: number; stocks: BundleStock[] }[]) {
      if (style.stocks.some((stock) => stock.onHand >= 3)) {
        return `/product/${card.productId}/color/${style.colorId}`;
      }
    }
  }
  throw new Error("no product with stock");
}

/** A registered customer, signed out again: checkout will ask them to sign in. */
export async function registeredShopper(page: Page, name: string) {
  const email = uniqueEmail("e2e-checkout");
  const password = "stepping through checkout";
  await page.goto(`/register?${new URLSearchParams({ redirect: "/account" })}`);
  await registerByMail(page, { name, email, password });
  // Signed in once the account page is there. (The confirm page's own heading, 'Finish creating
  // your account', holds the words too: signing out before the registration's answer came back let
  // that answer sign the shopper in again after it, so checkout later opened signed in.)
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Your Account", exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto("/logout");
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible({ timeout: 30_000 });
  return { email, password };
}

/** From a product page: the first in-stock size, Add to Bag, then the bag page. */
export async function addToBag(page: Page, request: APIRequestContext, js: boolean) {
  await page.goto(await productWithStock(request));
  const buy = page.getByRole("form", { name: "Buy" });
  if (js) {
    await hydrated(page);
    const groups = buy.getByRole("radiogroup");
    for (let i = 0; i < (await groups.count()); i += 1) {
      const group = groups.nth(i);
      if ((await group.getByRole("radio", { checked: true }).count()) > 0) continue;
      const option = group.getByRole("radio", { name: /^(?!.*\(out of stock\)$)/ }).first();
      await option.click();
      await expect(option).toHaveAttribute("aria-checked", "true");
    }
    await buy.getByRole("button", { name: "Add to Bag" }).click();
    await page.getByRole("dialog", { name: "Added to Bag" }).getByRole("link", { name: "View Bag" }).click();
  } else {
    const select = buy.getByRole("combobox");
    const inStock = select.locator('option:not([disabled]):not([value=""])').first();
    await select.selectOption((await inStock.getAttribute("value")) ?? "");
    await buy.getByRole("button", { name: "Add to Bag" }).click();
  }
  await arrived(page, js, { level: 1, name: "My Bag" });
  await expect(page.getByRole("list", { name: "Items in your Bag" }).getByRole("listitem")).toHaveCount(1);
}

/** Proceed to Checkout from the bag, signing in when asked; the checkout page after. */
export async function proceedToCheckout(
  page: Page,
  js: boolean,
  shopper: { email: string; password: string },
) {
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/, { timeout: 30_000 });
  if (js) await hydrated(page);
  await page.getByLabel("Email", { exact: true }).fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 30_000 });
  await arrived(page, js, { level: 1, name: "Checkout" });
}

/** A registered shopper's first purchase: one item in the bag, signed in at checkout, Express Checkout open. */
export async function firstPurchaseAtCheckout(
  page: Page,
  request: APIRequestContext,
  js: boolean,
  name: string,
) {
  const shopper = await registeredShopper(page, name);
  await addToBag(page, request, js);
  await proceedToCheckout(page, js, shopper);
  const express = checkoutSection(page, "Express Checkout");
  await expect(express).toBeVisible();
  return express;
}

/** The checkout page's parts, by their headings (a step's heading starts with its number). */
export const checkoutSection = (page: Page, name: string) =>
  page.getByRole("region", { name: new RegExp(`^(\\d+ )?${name}$`) });
export const orderSummary = (page: Page) => page.getByRole("complementary", { name: "Order Summary" });

/** An address the address check finds standard as typed. */
export const BOSTON = {
  fullName: "Dana Checkout",
  line1: "1 Main ST",
  city: "Boston",
  state: "MA",
  zip: "02108",
  phone: "617-555-0100",
};

/** Opens a checkout step by its link on the checkout page. */
export async function openStep(page: Page, js: boolean, link: string, heading: string) {
  await page.getByRole("link", { name: link, exact: true }).click();
  await arrived(page, js, { level: 2, name: heading });
  await expect(page).toHaveTitle("Checkout");
}

export async function fillAddress(page: Page, address: typeof BOSTON) {
  await page.getByLabel("Full Name").fill(address.fullName);
  await page.getByLabel("Country").selectOption("US");
  await page.getByLabel("Address Line 1").fill(address.line1);
  await page.getByLabel("City").fill(address.city);
  await page.getByLabel("State / Province").fill(address.state);
  await page.getByLabel("ZIP Code").fill(address.zip);
  await page.getByLabel("Phone Number").fill(address.phone);
}

/** Types a card as a shopper does (the expiry writes itself as 'MM / YY' with JavaScript). */
export async function fillCard(page: Page, js: boolean, card: { name: string; number: string; cvv: string }) {
  const year = String(new Date().getUTCFullYear() + 2).slice(-2);
  await page.getByLabel("Name on Card").fill(card.name);
  await page.getByLabel(/Card Number/).fill("");
  await page.getByLabel(/Card Number/).pressSequentially(card.number);
  await page.getByLabel(/Expiration Date/).fill("");
  await page.getByLabel(/Expiration Date/).pressSequentially(js ? `4${year}` : `04 / ${year}`);
  await expect(page.getByLabel(/Expiration Date/)).toHaveValue(`04 / ${year}`);
  await page.getByLabel("Security Code (CVV)").fill(card.cvv);
}

/** Back on the checkout page after a step's form was saved. */
export async function backAtCheckout(page: Page, js: boolean) {
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 30_000 });
  await arrived(page, js, { level: 1, name: "Checkout" });
}

/** On the checkout page: a new Visa card (its billing address already saved), then Place Your Order; the confirmation after. */
export async function placeWithNewCard(page: Page, name: string) {
  await openStep(page, true, "Add New Card", "Add New Card");
  await fillCard(page, true, { name, number: "4242424242424242", cvv: "123" });
  await page.getByRole("button", { name: "Add Card" }).click();
  await backAtCheckout(page, true);
  await orderSummary(page).getByRole("button", { name: "Place Your Order" }).click();
  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f]{24}$/, { timeout: 60_000 });
}
