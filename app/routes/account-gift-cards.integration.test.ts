import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueGiftCard } from "../../modules/promotions/index.server.ts";
import { GIFT_CARD_REFUSALS } from "../../modules/promotions/index.ts";
import { CookieBrowser, pageText } from "../../tests/support/cookie-browser.ts";
import { signedInCustomer } from "../../tests/support/customers.ts";
import { expectFieldError } from "../../tests/support/form-html.ts";
import { accountSignInPath } from "../../tests/support/sign-in-path.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

// Issue 30, point 3: the account page shows the gift card balance and redeems a code with a plain
// form (no JavaScript needed), through the promotions module's claimGiftCard, as the API does.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(async () => {
  await t?.close();
});

const newCard = (amountCents: number) =>
  t.database.db.transaction((tx) => issueGiftCard(tx, { amountCents }));
const customer = () => signedInCustomer(t.app, t.database.db);
const redeem = (shopper: Awaited<ReturnType<typeof customer>>, claimCode: string) =>
  shopper.browser.post("/account", { claimCode });

describe("the account's gift card balance and redeem form", () => {
  it("shows the balance, redeems a code as typed, and says so after the redirect", async () => {
    const shopper = await customer();
    const before = pageText(await (await shopper.browser.request("/account")).text());
    expect(before).toContain("Gift Card Balance");
    expect(before).toMatch(/Your balance: <strong>\$0\.00<\/strong>/);
    expect(before).toMatch(/<label for="[^"]+">Gift Card Code/);

    const { claimCode } = await newCard(2500);
    const posted = await redeem(shopper, ` ${claimCode.toLowerCase().replaceAll("-", " ")} `);
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/account?giftCard=redeemed");

    const after = pageText(await (await shopper.browser.request("/account?giftCard=redeemed")).text());
    expect(after).toContain("Your gift card has been added to your gift card balance.");
    expect(after).toMatch(/Your balance: <strong>\$25\.00<\/strong>/);
    // The API reads the same balance: one module, one ledger.
    const api = await (await shopper.browser.request("/v1/giftcard/balance")).json();
    expect(api).toEqual({ giftCardBalance: 2500, giftCardBalanceFormatted: "$25.00" });
  });

  it("refuses a code in the account's words (giftCardRedeemError), on the field, with a 400", async () => {
    const shopper = await customer();
    const unknown = await redeem(shopper, "ABCD-EFGH-JKLM-NPQR");
    expect(unknown.status).toBe(400);
    const unknownPage = pageText(await unknown.text());
    expectFieldError(unknownPage, "claimCode", GIFT_CARD_REFUSALS.notValid.account);
    expect(unknownPage).toContain('value="ABCD-EFGH-JKLM-NPQR"');

    const blank = await redeem(shopper, "   ");
    expect(blank.status).toBe(400);
    expectFieldError(pageText(await blank.text()), "claimCode", GIFT_CARD_REFUSALS.missing.account);

    const { claimCode } = await newCard(1000);
    expect((await redeem(shopper, claimCode)).status).toBe(303);
    const again = await redeem(shopper, claimCode);
    expect(again.status).toBe(400);
    expectFieldError(pageText(await again.text()), "claimCode", GIFT_CARD_REFUSALS.alreadyApplied.account);

    const other = await customer();
    const taken = await redeem(other, claimCode);
    expect(taken.status).toBe(400);
    expectFieldError(pageText(await taken.text()), "claimCode", GIFT_CARD_REFUSALS.redeemed.account);
    expect(pageText(await (await other.browser.request("/account")).text())).toMatch(
      /Your balance: <strong>\$0\.00<\/strong>/,
    );
  });

  it("answers hostile input with a 4xx, never a 500, and sends a guest to sign in", async () => {
    const shopper = await customer();
    for (const claimCode of ["ABCD\u0000EFGH-JKLM-NPQR", "A".repeat(5000), "<script>"]) {
      const answer = await redeem(shopper, claimCode);
      expect(answer.status, JSON.stringify(claimCode.slice(0, 20))).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const twice = await shopper.browser.request("/account", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
      body: "claimCode=a&claimCode=b",
    });
    expect(twice.status).toBe(400);

    const { claimCode } = await newCard(500);
    const guest = await new CookieBrowser(t.app).post("/account", { claimCode });
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toBe(accountSignInPath("/account"));
  });
});
