import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  addToBag,
  BOSTON,
  backAtCheckout,
  checkoutSection,
  fillAddress,
  fillCard,
  firstPurchaseAtCheckout,
  openStep,
  orderSummary,
  proceedToCheckout,
  registeredShopper,
} from "./support/checkout-shopper.ts";

// The whole purchase as a shopper makes it: an item from a product page into the bag, Proceed to
// Checkout, sign in when asked, a new shipping address and a new card from checkout's own steps,
// a faster speed, a promo code (the seeded demo code WELCOME10: the e2e store runs in its own
// process, so the test has no database handle to save one), and the order placed. Once with
// JavaScript and once without.

const PROMO_CODE = "WELCOME10";

/** The speed chosen with the keyboard, as a keyboard user does: arrows in the group, Tab, Enter. */
async function chooseSecondDayByKeyboard(page: Page) {
  const speeds = checkoutSection(page, "Shipping Speed").getByRole("group", { name: "Delivery" });
  const second = speeds.getByRole("radio", { name: /Second Business Day/ });
  const options = await speeds.getByRole("radio").count();
  await speeds.getByRole("radio", { checked: true }).focus();
  for (let i = 0; i < options && !(await second.isChecked()); i += 1) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(second).toBeChecked();
  await expect(second).toBeFocused();
  // One tab stop for the whole group: Tab leaves it for its button.
  await page.keyboard.press("Tab");
  const update = checkoutSection(page, "Shipping Speed").getByRole("button", {
    name: "Update Shipping Speed",
  });
  await expect(update).toBeFocused();
  await page.keyboard.press("Enter");
}

async function buyAsShopper(page: Page, request: APIRequestContext, js: boolean) {
  const shopper = await registeredShopper(page, "Dana Checkout");
  await addToBag(page, request, js);
  await proceedToCheckout(page, js, shopper);
  await expect(checkoutSection(page, "Shipping Address").getByRole("link", { name: "Edit" })).toHaveCount(0);

  // A new shipping address. Refused first: the words on the field, and focus on it.
  await openStep(page, js, "Add New Address", "Add New Address");
  await page.getByRole("button", { name: "Save Address" }).click();
  const fullName = page.getByLabel("Full Name");
  await expect(fullName).toHaveAccessibleDescription("Enter your full name here. Nice to meet you.", {
    timeout: 30_000,
  });
  await expect(fullName).toBeFocused();
  await fillAddress(page, BOSTON);
  await page.getByLabel("Make this my default shipping address").check();
  await page.getByRole("button", { name: "Save Address" }).click();
  await backAtCheckout(page, js);
  const shipping = checkoutSection(page, "Shipping Address");
  await expect(shipping).toContainText("Dana Checkout");
  await expect(shipping).toContainText("Boston, MA 02108");
  // The payment step now: the address is done and changeable again once the order is ready to review.
  await expect(shipping).toContainText("You can change this once your order is ready to review.");
  await expect(shipping.getByRole("link", { name: "Add New Address" })).toHaveCount(0);

  // A new card, billed to that address. A decline first: its words on the number, focus on it,
  // and the number never written back by the server.
  await openStep(page, js, "Add New Card", "Add New Card");
  await expect(page.getByLabel("Billing Address", { exact: true })).toHaveValue(/^\d+$/);
  await expect(page.getByRole("link", { name: "Add New Billing Address" })).toBeVisible();
  await fillCard(page, js, { name: "Dana Checkout", number: "4000000000000002", cvv: "123" });
  await page.getByRole("button", { name: "Add Card" }).click();
  const number = page.getByLabel(/Card Number/);
  await expect(number).toHaveAccessibleDescription("Credit card verification declined", { timeout: 30_000 });
  await expect(number).toBeFocused();
  // Without JavaScript the page comes from the server, which never writes the number back.
  if (!js) await expect(number).toHaveValue("");
  await fillCard(page, js, { name: "Dana Checkout", number: "4242424242424242", cvv: "123" });
  await page.getByRole("button", { name: "Add Card" }).click();
  await backAtCheckout(page, js);
  await expect(checkoutSection(page, "Payment Method")).toContainText("Visa ending in 4242");
  // Ready to review: the address is changeable again.
  await expect(shipping.getByRole("link", { name: "Edit address: Dana Checkout, 1 Main ST" })).toBeVisible();

  // Second Business Day: by keyboard with JavaScript, by a click without.
  if (js) {
    await chooseSecondDayByKeyboard(page);
  } else {
    await checkoutSection(page, "Shipping Speed")
      .getByRole("radio", { name: /Second Business Day/ })
      .check();
    await page.getByRole("button", { name: "Update Shipping Speed" }).click();
  }
  await expect(orderSummary(page)).toContainText(/Shipping\s*\$15\.00/, { timeout: 30_000 });
  await expect(
    checkoutSection(page, "Shipping Speed").getByRole("radio", { name: /Second Business Day/ }),
  ).toBeChecked();

  // The promo code.
  await orderSummary(page).getByLabel("Gift card or promo code").fill(PROMO_CODE);
  await orderSummary(page).getByRole("button", { name: "Apply" }).click();
  await expect(orderSummary(page).getByRole("status")).toHaveText("Your code has been applied.", {
    timeout: 30_000,
  });
  await expect(orderSummary(page)).toContainText(`Discount (${PROMO_CODE})`);

  // The order.
  await orderSummary(page).getByRole("button", { name: "Place Your Order" }).click();
  await expect(page).toHaveURL(/\/confirmation\/[0-9a-f]{24}$/, { timeout: 60_000 });
  await expect(
    page.getByRole("heading", { level: 1, name: "Thank You! Your order has been placed." }),
  ).toBeVisible();
  await expect(page.getByText(/^Order number: (\d{3}-\d{7}-\d{7}|\d+)$/)).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Boston, MA 02108");
}

test("a shopper buys an item: bag, sign-in, new address and card, faster speed, promo code, order", async ({
  page,
  request,
}) => {
  await buyAsShopper(page, request, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shopper buys an item with plain forms all the way to the confirmation", async ({
    page,
    request,
  }) => {
    await buyAsShopper(page, request, false);
  });
});

// Express checkout (spec 4): a first purchase gives the shipping address and the card in one form.
for (const js of [true, false]) {
  test.describe(js ? "express checkout" : "express checkout, without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("a first-time buyer gives the address and the card at once, then places the order", async ({
      page,
      request,
    }) => {
      const express = await firstPurchaseAtCheckout(page, request, js, "Ella Express");
      // The card first refused (a decline): its words on the number, nothing else lost.
      await fillAddress(page, { ...BOSTON, fullName: "Ella Express" });
      await fillCard(page, js, { name: "Ella Express", number: "4000000000000002", cvv: "123" });
      await express.getByRole("button", { name: "Save and Continue" }).click();
      const number = page.getByLabel(/Card Number/);
      await expect(number).toHaveAccessibleDescription("Credit card verification declined", {
        timeout: 30_000,
      });
      await expect(page.getByLabel("City")).toHaveValue("Boston");
      await fillCard(page, js, { name: "Ella Express", number: "4242424242424242", cvv: "123" });
      await express.getByRole("button", { name: "Save and Continue" }).click();

      // Both saved and chosen: the order is ready to review.
      await expect(checkoutSection(page, "Payment Method")).toContainText("Visa ending in 4242", {
        timeout: 30_000,
      });
      await expect(checkoutSection(page, "Shipping Address")).toContainText("Boston, MA 02108");
      await expect(express).toHaveCount(0);
      await orderSummary(page).getByRole("button", { name: "Place Your Order" }).click();
      await expect(page).toHaveURL(/\/confirmation\/[0-9a-f]{24}$/, { timeout: 60_000 });
      await expect(
        page.getByRole("heading", { level: 1, name: "Thank You! Your order has been placed." }),
      ).toBeVisible();
    });
  });
}
