import { expect, test } from "@playwright/test";
import {
  BOSTON,
  backAtCheckout,
  checkoutSection,
  fillAddress,
  fillCard,
  firstPurchaseAtCheckout,
} from "./support/checkout-shopper.ts";

// Issue 30, point 1: when express checkout's address check offers a more complete address, the card
// typed beside it survives the round trip (verified and held as the gateway's token, decision 207):
// the shopper answers about the address only, and types the card once. With and without JavaScript.

for (const js of [true, false]) {
  test.describe(
    js ? "express checkout's address check" : "express checkout's address check, without JavaScript",
    () => {
      test.use({ javaScriptEnabled: js });

      test("a shopper takes the suggested address without typing the card again", async ({
        page,
        request,
      }) => {
        const express = await firstPurchaseAtCheckout(page, request, js, "Hal Held");
        await fillAddress(page, {
          ...BOSTON,
          fullName: "Hal Held",
          line1: "1 Main Street",
          state: "Massachusetts",
        });
        await fillCard(page, js, { name: "Hal Held", number: "4242424242424242", cvv: "123" });
        await express.getByRole("button", { name: "Save and Continue" }).click();

        // The suggestion, and the card kept: its face with a word why, no number or CVV to type again.
        const suggestion = express.getByRole("group", { name: "Suggested address" });
        await expect(suggestion).toContainText("1 Main ST", { timeout: 30_000 });
        await expect(express).toContainText("Visa ending in 4242: verified, and saved with this address.");
        await expect(page.getByLabel(/Card Number/)).toHaveCount(0);
        await expect(page.getByLabel("Security Code (CVV)")).toHaveCount(0);
        await suggestion.getByRole("button", { name: "Use Suggested Address" }).click();

        await backAtCheckout(page, js);
        await expect(checkoutSection(page, "Payment Method")).toContainText("Visa ending in 4242", {
          timeout: 30_000,
        });
        await expect(checkoutSection(page, "Shipping Address")).toContainText("1 Main ST");
        await expect(express).toHaveCount(0);
      });
    },
  );
}
