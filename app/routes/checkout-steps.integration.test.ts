import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_ANSWERS, listAddresses } from "../../modules/addresses/index.server.ts";
import { ADDRESS_MESSAGES } from "../../modules/addresses/index.ts";
import { registerCustomer } from "../../modules/identity/index.server.ts";
import { addCard, CARD_ANSWERS, listCards, TEST_CARDS } from "../../modules/payments/index.server.ts";
import { CARD_MESSAGES } from "../../modules/payments/index.ts";
import { CookieBrowser, pageText } from "../../tests/support/cookie-browser.ts";
import { attribute, controlTag, expectFieldError } from "../../tests/support/form-html.ts";
import { pickStocks } from "../../tests/support/stock-fixtures.ts";
import { saveTestAddress } from "../../tests/support/test-address.ts";
import { NEW_YORK_ADDRESS_FIELDS } from "../../tests/support/test-address-fields.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

// The checkout's form steps as a browser without JavaScript uses them: the account's address and
// card forms under /checkout, each refusal the page again with a 400 and the words on the field,
// each success a 303 back to the checkout, whose page then shows the purchase using what was saved.

let t: TestApp;
let stockId = 0;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  const [row] = await pickStocks(t.database.db, { kind: "retail", moreThan: 3 });
  stockId = row?.stockId ?? 0;
});
afterAll(async () => {
  await t?.close();
});

/** An address the address check finds standard as typed (New York, not the test address's Boston). */
const typed = NEW_YORK_ADDRESS_FIELDS;

/** An expiry two years ahead of the real clock, as 'MM / YY'. */
const expiry = `04 / ${String(new Date().getUTCFullYear() + 2).slice(-2)}`;

let counter = 0;
/** A signed-in shopper, by default with a saved address (Boston) and card (Visa) and an item in the bag. */
async function shopper(options: { saved?: boolean; bag?: boolean } = {}) {
  counter += 1;
  const email = `steps${counter}@example.com`;
  const password = "correct horse battery";
  const { customerId } = await registerCustomer(t.database.db, {
    name: `Sam${counter} Steps`,
    email,
    password,
  });
  let addressId: number | null = null;
  if (options.saved ?? true) {
    const address = await saveTestAddress(t.database.db, customerId);
    addressId = address.addressId;
    await addCard(
      t.database.db,
      t.services.paymentGateway,
      customerId,
      {
        nameOnCard: "Sam Steps",
        number: TEST_CARDS.visa,
        expirationMonth: 4,
        expirationYear: new Date().getUTCFullYear() + 2,
        cvv: "123",
        addressId,
        makeDefault: true,
      },
      new Date(),
    );
  }
  const browser = new CookieBrowser(t.app);
  expect((await browser.post("/login", { email, password })).status).toBe(303);
  if (options.bag ?? true) {
    await browser.post("/cartAddItem.do", { stockId: String(stockId), quantity: "1" });
  }
  return { browser, customerId, addressId };
}

/** The checkout page's text as the shopper sees it now. */
async function checkoutText(browser: CookieBrowser) {
  const page = await browser.request("/checkout");
  expect(page.status).toBe(200);
  return pageText(await page.text());
}

/** The purchase's shipping address as /checkout shows it (its postal label, the page's first), as text. */
async function shipsTo(browser: CookieBrowser) {
  const label =
    /<address class="address-lines">(.*?)<\/address>/.exec(await checkoutText(browser))?.[1] ?? "";
  return label.replaceAll("</span><span>", " | ").replace(/<[^>]+>/g, "");
}

/** The purchase's card as /checkout shows it ('Visa ending in 4242, expires 04/28'). */
async function paysWith(browser: CookieBrowser) {
  return /<p>([A-Za-z ]+ ending in \d{4}, expires \d\d\/\d\d)<\/p>/.exec(await checkoutText(browser))?.[1];
}

/** A checkout step page: 200, titled 'Checkout', not indexed, not stored, under the minified header. */
async function stepPage(browser: CookieBrowser, path: string, heading: string) {
  const response = await browser.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("cache-control")).toContain("no-store");
  const html = await response.text();
  expect(html).toContain("<title>Checkout</title>");
  expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
  expect(html).toContain("header-minified");
  expect(pageText(html)).toContain(heading);
  return html;
}

const STEPS = [
  "/checkout/address/new",
  "/checkout/address/edit?addressId=1",
  "/checkout/payment",
  "/checkout/billing/new",
  "/checkout/billing/edit?addressId=1",
];

describe("the checkout's form steps without JavaScript", () => {
  it("send a guest to sign-in and back to the same step, and an empty bag to the bag", async () => {
    for (const path of STEPS) {
      const guest = await new CookieBrowser(t.app).request(path);
      expect(guest.status, path).toBe(302);
      expect(guest.headers.get("location")).toBe(`/login?${new URLSearchParams({ redirect: path })}`);
    }
    const { browser, addressId } = await shopper({ bag: false });
    for (const path of STEPS) {
      const empty = await browser.request(path.replace(/addressId=1$/, `addressId=${addressId}`));
      expect(empty.status, path).toBe(303);
      expect(empty.headers.get("location")).toBe("/cart");
    }
  });

  it("add a new shipping address (step 14), refusing bad fields, and ship the purchase to it", async () => {
    const { browser, customerId } = await shopper({ saved: false });
    const form = await stepPage(browser, "/checkout/address/new", "Add New Address");
    expect(form).toContain('data-step="14"');
    expect(attribute(controlTag(form, "countryCode"), "name")).toBe("countryCode");
    expect(form).toContain("Make this my default shipping address");
    expect(await stepPage(browser, "/marty/checkout/address/new", "Add New Address")).toContain(
      'data-step="14"',
    );

    const refused = await browser.post("/checkout/address/new", {
      ...typed,
      fullName: "  ",
      primaryVoiceNumber: "call me",
      postalCode: "",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expectFieldError(html, "fullName", ADDRESS_MESSAGES.fullName);
    expectFieldError(html, "postalCode", ADDRESS_MESSAGES.postalCode, { first: false });
    expectFieldError(html, "primaryVoiceNumber", ADDRESS_MESSAGES.invalidPhone, { first: false });
    expect(attribute(controlTag(html, "addressLine1"), "value")).toBe(typed.addressLine1);
    expect(html).toContain("<title>Checkout</title>");
    expect(await listAddresses(t.database.db, customerId)).toEqual([]);

    const saved = await browser.post("/checkout/address/new", { ...typed, makeDefault: "on" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/checkout");
    const [address] = await listAddresses(t.database.db, customerId);
    expect(address).toMatchObject({ addressLine1: "350 Fifth AVE", isPrimary: true });
    expect(await shipsTo(browser)).toBe("Kim Lee | 350 Fifth AVE | New York, NY 10118 | United States");
    // The payment step is next (no card yet): the address is done, not changeable until review.
    const atPayment = await checkoutText(browser);
    expect(atPayment).not.toContain(`href="/checkout/address/edit?addressId=${address?.addressId}"`);
    expect(atPayment).toContain("You can change this once your order is ready to review.");
  });

  it("offer the address check's suggestion at checkout, and ship to the address chosen", async () => {
    const { browser, customerId } = await shopper();
    const loose = { ...typed, addressLine1: "350 Fifth Avenue", stateOrRegion: "New York" };
    const offered = await browser.post("/checkout/address/new", loose);
    expect(offered.status).toBe(400);
    const html = pageText(await offered.text());
    expect(html).toContain(ADDRESS_ANSWERS.suggested);
    expect(html).toContain("Use Suggested Address");
    expect(html).toContain("Keep Address as Entered");

    const taken = await browser.post("/checkout/address/new", { ...loose, choice: "suggested" });
    expect(taken.status).toBe(303);
    expect(taken.headers.get("location")).toBe("/checkout");
    expect(await shipsTo(browser)).toBe("Kim Lee | 350 Fifth AVE | New York, NY 10118 | United States");
    // The first address stays the default: this one was not asked to be.
    const addresses = await listAddresses(t.database.db, customerId);
    expect(addresses.find((a) => a.addressLine1 === "350 Fifth AVE")?.isPrimary).toBe(false);
    // Each address to ship to has its Edit link beside it.
    const page = await checkoutText(browser);
    for (const address of addresses) {
      expect(page).toContain(`href="/checkout/address/edit?addressId=${address.addressId}"`);
    }

    // Unverified fields: marked, and saved as is only when asked.
    const wrongZip = { ...typed, stateOrRegion: "CA" };
    const unverified = await browser.post("/checkout/address/new", wrongZip);
    expect(unverified.status).toBe(400);
    expect(pageText(await unverified.text())).toContain(ADDRESS_ANSWERS.invalidFields);
    const asIs = await browser.post("/checkout/address/new", { ...wrongZip, choice: "as-is" });
    expect(asIs.status).toBe(303);
    expect(await shipsTo(browser)).toContain("New York, CA 10118");
  });

  it("edit a shipping address (step 15) and ship to it; another customer's address is not found", async () => {
    const { browser, addressId } = await shopper();
    expect(await shipsTo(browser)).toContain("1 Main ST");
    expect(await checkoutText(browser)).toContain(`href="/checkout/address/edit?addressId=${addressId}"`);

    const path = `/checkout/address/edit?addressId=${addressId}`;
    const form = await stepPage(browser, path, "Edit Address");
    expect(form).toContain('data-step="15"');
    expect(attribute(controlTag(form, "addressLine1"), "value")).toBe("1 Main ST");

    const refused = await browser.post(path, { ...typed, city: "" });
    expect(refused.status).toBe(400);
    expectFieldError(await refused.text(), "city", ADDRESS_MESSAGES.city);

    const edited = await browser.post(path, { ...typed, fullName: "Cy Card", addressLine1: "2 Main ST" });
    expect(edited.status).toBe(303);
    expect(edited.headers.get("location")).toBe("/checkout");
    expect(await shipsTo(browser)).toBe("Cy Card | 2 Main ST | New York, NY 10118 | United States");

    const other = await shopper();
    expect((await other.browser.request(path)).status).toBe(404);
    expect((await other.browser.post(path, typed)).status).toBe(404);
    expect((await other.browser.request(`/checkout/billing/edit?addressId=${addressId}`)).status).toBe(404);
    expect((await other.browser.post(`/checkout/billing/edit?addressId=${addressId}`, typed)).status).toBe(
      404,
    );
    for (const bad of ["/checkout/address/edit", "/checkout/address/edit?addressId=12x"]) {
      expect((await other.browser.request(bad)).status, bad).toBe(404);
    }
    // Alice's address is as Alice left it.
    expect(await shipsTo(browser)).toContain("2 Main ST");
  });

  it("add a card at the payment step (22), refusing bad fields without writing the number back, and pay with it", async () => {
    const { browser, customerId, addressId } = await shopper();
    const form = await stepPage(browser, "/checkout/payment", "Add New Card");
    expect(form).toContain('data-step="22"');
    expect(form).toContain('href="/checkout/billing/new"');
    expect(form).toContain(`href="/checkout/billing/edit?addressId=${addressId}"`);
    expect(form).toMatch(new RegExp(`<option value="${addressId}" selected="">`));

    const refused = await browser.post("/checkout/payment", {
      nameOnCard: "",
      cc: "4242 4242 4242 4241",
      expiration: "01 / 20",
      cvv: "98",
      addressId: String(addressId),
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expectFieldError(html, "nameOnCard", CARD_MESSAGES.nameOnCardRequired);
    expectFieldError(html, "cc", CARD_MESSAGES.cardNumberIncorrect, { first: false });
    expectFieldError(html, "expiration", CARD_MESSAGES.expiryYearInvalid, { first: false });
    expectFieldError(html, "cvv", CARD_MESSAGES.cvvIncomplete, { first: false });
    expect(attribute(controlTag(html, "cc"), "value")).toBeUndefined();
    expect(attribute(controlTag(html, "cvv"), "value")).toBeUndefined();
    expect(html).not.toContain("4241");
    expect(html).toContain("<title>Checkout</title>");

    const visaWithFourDigits = await browser.post("/checkout/payment", {
      nameOnCard: "Sam Steps",
      cc: TEST_CARDS.visa,
      expiration: expiry,
      cvv: "1234",
      addressId: String(addressId),
    });
    expect(visaWithFourDigits.status).toBe(400);
    expectFieldError(await visaWithFourDigits.text(), "cvv", CARD_MESSAGES.tooLong);

    const declined = await browser.post("/checkout/payment", {
      nameOnCard: "Sam Steps",
      cc: TEST_CARDS.declined,
      expiration: expiry,
      cvv: "123",
      addressId: String(addressId),
    });
    expect(declined.status).toBe(400);
    const declinedHtml = await declined.text();
    expectFieldError(declinedHtml, "cc", CARD_ANSWERS.declined, { first: false });
    expect(declinedHtml).not.toContain(TEST_CARDS.declined);

    const saved = await browser.post("/checkout/payment", {
      nameOnCard: "Sam Steps",
      cc: "5555 5555 5555 4444",
      expiration: expiry,
      cvv: "321",
      addressId: String(addressId),
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/checkout");
    expect(await paysWith(browser)).toMatch(/^MasterCard ending in 4444, expires 04\/\d\d$/);
    expect(await checkoutText(browser)).not.toContain(TEST_CARDS.mastercard);
    expect(await listCards(t.database.db, customerId, new Date())).toHaveLength(2);
  });

  it("add (27) and edit (26) a billing address, back at the payment step with it chosen", async () => {
    const { browser, customerId, addressId } = await shopper();
    const form = await stepPage(browser, "/checkout/billing/new", "Add New Billing Address");
    expect(form).toContain('data-step="27"');
    expect(form).toContain('href="/checkout/payment"');

    const refused = await browser.post("/checkout/billing/new", { ...typed, addressLine1: "" });
    expect(refused.status).toBe(400);
    expectFieldError(await refused.text(), "addressLine1", ADDRESS_MESSAGES.addressLine1);

    const saved = await browser.post("/checkout/billing/new", typed);
    expect(saved.status).toBe(303);
    const billing = (await listAddresses(t.database.db, customerId)).find((a) => a.addressId !== addressId);
    if (!billing) throw new Error("the billing address was not saved");
    const back = `/checkout/payment?addressId=${billing.addressId}`;
    expect(saved.headers.get("location")).toBe(back);
    const payment = await stepPage(browser, back, "Add New Card");
    expect(payment).toMatch(new RegExp(`<option value="${billing.addressId}" selected="">`));
    // A billing address is not where the order ships.
    expect(await shipsTo(browser)).toContain("1 Main ST");

    const editPath = `/checkout/billing/edit?addressId=${billing.addressId}`;
    const editing = await stepPage(browser, editPath, "Edit Billing Address");
    expect(editing).toContain('data-step="26"');
    expect(attribute(controlTag(editing, "fullName"), "value")).toBe("Kim Lee");
    const edited = await browser.post(editPath, { ...typed, fullName: "Kim B Lee" });
    expect(edited.status).toBe(303);
    expect(edited.headers.get("location")).toBe(back);
    expect(pageText(await (await browser.request(back)).text())).toContain("Kim B Lee, 350 Fifth AVE");

    // The card billed to it is the purchase's.
    const card = await browser.post(back, {
      nameOnCard: "Kim B Lee",
      cc: TEST_CARDS.discover,
      expiration: expiry,
      cvv: "123",
      addressId: String(billing.addressId),
    });
    expect(card.status).toBe(303);
    expect(await paysWith(browser)).toMatch(/^Discover ending in 1117/);
  });

  it("refuse a card billed to another customer's address on its field", async () => {
    const alice = await shopper();
    const bob = await shopper();
    const foreign = await bob.browser.post("/checkout/payment", {
      nameOnCard: "Bob",
      cc: TEST_CARDS.visa,
      expiration: expiry,
      cvv: "123",
      addressId: String(alice.addressId),
    });
    expect(foreign.status).toBe(400);
    expectFieldError(await foreign.text(), "addressId", CARD_ANSWERS.billingAddress, { first: false });
    expect(await listCards(t.database.db, bob.customerId, new Date())).toHaveLength(1);
  });
});
