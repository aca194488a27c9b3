import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCustomer } from "../../modules/identity/index.server.ts";
import { CARD_ANSWERS, listCards, TEST_CARDS } from "../../modules/payments/index.server.ts";
import { CARD_MESSAGES } from "../../modules/payments/index.ts";
import { CookieBrowser, pageText } from "../../tests/support/cookie-browser.ts";
import { attribute, controlTag, expectFieldError } from "../../tests/support/form-html.ts";
import { accountSignInPath } from "../../tests/support/sign-in-path.ts";
import { saveTestAddress } from "../../tests/support/test-address.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

// The card pages as a browser without JavaScript uses them: plain forms; a refusal is the page again
// with a 400 and the words on their fields, and never the card number or CVV typed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 10 });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
async function signedIn() {
  counter += 1;
  const email = `cards${counter}@example.com`;
  const password = "correct horse battery";
  const { customerId } = await registerCustomer(t.database.db, {
    name: `Cy${counter} Card`,
    email,
    password,
  });
  const address = await saveTestAddress(t.database.db, customerId);
  const browser = new CookieBrowser(t.app);
  expect((await browser.post("/login", { email, password })).status).toBe(303);
  return { browser, customerId, addressId: String(address.addressId) };
}

/** An expiry two years ahead of the real clock, as 'MM / YY'. */
const expiry = `04 / ${String(new Date().getUTCFullYear() + 2).slice(-2)}`;

describe("the card pages", () => {
  it("send a guest to sign-in", async () => {
    const response = await new CookieBrowser(t.app).request("/payments/new");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(accountSignInPath("/payments/new"));
  });

  it("add a card from the form and list it by brand and last four digits only", async () => {
    const { browser, customerId, addressId } = await signedIn();
    const page = await (await browser.request("/payments")).text();
    expect(page).toContain("<title>Manage My Payment Information");
    const form = await browser.request("/payments/new");
    expect(form.headers.get("cache-control")).toContain("no-store");
    expect(await form.text()).toContain("<title>Add New Payment");
    const saved = await browser.post("/payments/new", {
      nameOnCard: "Cy Card",
      cc: "4242 4242 4242 4242",
      expiration: expiry,
      cvv: "123",
      addressId,
    });
    expect(saved.status).toBe(303);
    const list = pageText(await (await browser.request("/payments")).text());
    expect(list).toContain("Visa ending in 4242");
    expect(list).toContain("Default payment method");
    expect(list).not.toContain(TEST_CARDS.visa);
    expect(await listCards(t.database.db, customerId, new Date())).toHaveLength(1);
  });

  it("refuse bad fields on their fields and never write the number or CVV back", async () => {
    const { browser, customerId, addressId } = await signedIn();
    const response = await browser.post("/payments/new", {
      nameOnCard: "",
      cc: "4242 4242 4242 4241",
      expiration: "01 / 20",
      cvv: "98",
      addressId,
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expectFieldError(html, "nameOnCard", CARD_MESSAGES.nameOnCardRequired);
    expectFieldError(html, "cc", CARD_MESSAGES.cardNumberIncorrect, { first: false });
    expectFieldError(html, "expiration", CARD_MESSAGES.expiryYearInvalid, { first: false });
    expectFieldError(html, "cvv", CARD_MESSAGES.cvvIncomplete, { first: false });
    expect(attribute(controlTag(html, "cc"), "value")).toBeUndefined();
    expect(html).not.toContain("4241");
    expect(attribute(controlTag(html, "expiration"), "value")).toBe("01 / 20");
    expect(await listCards(t.database.db, customerId, new Date())).toEqual([]);
  });

  it("refuse a 4-digit CVV on a Visa as too long, and let the CVV field take 4 before the brand is known", async () => {
    const { browser, customerId, addressId } = await signedIn();
    const form = await (await browser.request("/payments/new")).text();
    expect(attribute(controlTag(form, "cvv"), "maxLength")).toBe("4");
    const response = await browser.post("/payments/new", {
      nameOnCard: "Cy Card",
      cc: "4242 4242 4242 4242",
      expiration: expiry,
      cvv: "1234",
      addressId,
    });
    expect(response.status).toBe(400);
    expectFieldError(await response.text(), "cvv", CARD_MESSAGES.tooLong);
    expect(await listCards(t.database.db, customerId, new Date())).toEqual([]);
  });

  it("show the gateway's decline on the card number", async () => {
    const { browser, addressId } = await signedIn();
    const response = await browser.post("/payments/new", {
      nameOnCard: "Cy Card",
      cc: TEST_CARDS.declined,
      expiration: expiry,
      cvv: "123",
      addressId,
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expectFieldError(html, "cc", CARD_ANSWERS.declined, { first: false });
    expect(html).not.toContain(TEST_CARDS.declined);
  });

  it("edit a card, make another the default and delete one, with the spec's words", async () => {
    const { browser, customerId, addressId } = await signedIn();
    for (const cc of [TEST_CARDS.visa, TEST_CARDS.mastercard]) {
      await browser.post("/payments/new", {
        nameOnCard: "Cy Card",
        cc,
        expiration: expiry,
        cvv: "123",
        addressId,
      });
    }
    const [visa, mastercard] = (await listCards(t.database.db, customerId, new Date())).sort(
      (a, b) => a.paymentInstrumentId - b.paymentInstrumentId,
    );
    if (!visa || !mastercard) throw new Error("two cards were not saved");
    const editing = await (await browser.request(`/payments/${mastercard.paymentInstrumentId}/edit`)).text();
    expect(editing).toContain("<title>Edit Payment Method");
    expect(pageText(editing)).toContain("MasterCard ending in 4444");
    const edited = await browser.post(`/payments/${mastercard.paymentInstrumentId}/edit`, {
      nameOnCard: "Cy M Card",
      expiration: "12 / 30",
      addressId,
      makeDefault: "on",
    });
    expect(edited.status).toBe(303);
    const deleted = await browser.post("/payments", {
      intent: "delete",
      paymentInstrumentId: String(visa.paymentInstrumentId),
    });
    expect(deleted.status).toBe(200);
    expect(pageText(await deleted.text())).toContain(CARD_ANSWERS.deleted);
    expect(await listCards(t.database.db, customerId, new Date())).toEqual([
      expect.objectContaining({
        nameOnCard: "Cy M Card",
        expirationMonth: 12,
        expirationYear: 2030,
        isPrimary: true,
      }),
    ]);
    const again = await browser.post("/payments", {
      intent: "delete",
      paymentInstrumentId: String(visa.paymentInstrumentId),
    });
    expect(again.status).toBe(404);
    expect(pageText(await again.text())).toContain(CARD_ANSWERS.notDeleted);
  });

  it("never show or change another customer's card", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await alice.browser.post("/payments/new", {
      nameOnCard: "Al Card",
      cc: TEST_CARDS.visa,
      expiration: expiry,
      cvv: "123",
      addressId: alice.addressId,
    });
    const [theirs] = await listCards(t.database.db, alice.customerId, new Date());
    if (!theirs) throw new Error("no card saved");
    expect((await bob.browser.request(`/payments/${theirs.paymentInstrumentId}/edit`)).status).toBe(404);
    expect(
      (
        await bob.browser.post(`/payments/${theirs.paymentInstrumentId}/edit`, {
          nameOnCard: "Bob",
          expiration: expiry,
          addressId: bob.addressId,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await bob.browser.post("/payments", {
          intent: "delete",
          paymentInstrumentId: String(theirs.paymentInstrumentId),
        })
      ).status,
    ).toBe(404);
    // Nor may a card be billed to another customer's address.
    const foreign = await bob.browser.post("/payments/new", {
      nameOnCard: "Bob",
      cc: TEST_CARDS.visa,
      expiration: expiry,
      cvv: "123",
      addressId: alice.addressId,
    });
    expect(foreign.status).toBe(400);
    expectFieldError(await foreign.text(), "addressId", CARD_ANSWERS.billingAddress, { first: false });
    expect(await listCards(t.database.db, alice.customerId, new Date())).toHaveLength(1);
  });
});
