import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_ANSWERS, listAddresses } from "../../modules/addresses/index.server.ts";
import { ADDRESS_MESSAGES } from "../../modules/addresses/index.ts";
import { registerCustomer } from "../../modules/identity/index.server.ts";
import { CookieBrowser, pageText } from "../../tests/support/cookie-browser.ts";
import { attribute, controlTag, expectFieldError, textOfId } from "../../tests/support/form-html.ts";
import { accountSignInPath } from "../../tests/support/sign-in-path.ts";
import { NEW_YORK_ADDRESS_FIELDS } from "../../tests/support/test-address-fields.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { UNVERIFIED_FIELD } from "../lib/addresses/address-pages.server.ts";

// The address pages as a browser without JavaScript uses them: plain forms, each refusal the page
// again with a 400, the words on the field and the values kept; the address check's choices as
// buttons of the same form.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 10 });
});
afterAll(async () => {
  await t?.close();
});

const typed = NEW_YORK_ADDRESS_FIELDS;

let counter = 0;
async function signedIn() {
  counter += 1;
  const email = `addresses${counter}@example.com`;
  const password = "correct horse battery";
  const { customerId } = await registerCustomer(t.database.db, {
    name: `Kim${counter} Lee`,
    email,
    password,
  });
  const browser = new CookieBrowser(t.app);
  expect((await browser.post("/login", { email, password })).status).toBe(303);
  return { browser, customerId };
}

describe("the address pages", () => {
  it("send a guest to sign-in and back", async () => {
    const response = await new CookieBrowser(t.app).request("/addresses/new");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(accountSignInPath("/addresses/new"));
  });

  it("add an address from the form and list it with the phone as a US number", async () => {
    const { browser, customerId } = await signedIn();
    const empty = await browser.request("/addresses");
    expect(empty.status).toBe(200);
    expect(empty.headers.get("cache-control")).toContain("no-store");
    const page = await empty.text();
    expect(page).toContain("<title>Manage My Addresses");
    expect(page).toContain("You have no saved addresses yet.");
    const form = await (await browser.request("/addresses/new")).text();
    expect(form).toContain("<title>Add New Address");
    expect(attribute(controlTag(form, "countryCode"), "name")).toBe("countryCode");

    const saved = await browser.post("/addresses/new", typed);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/addresses");
    const list = pageText(await (await browser.request("/addresses")).text());
    expect(list).toContain("Default shipping address");
    expect(list).toContain("350 Fifth AVE");
    expect(list).toContain("(212) 736-3100");
    expect(await listAddresses(t.database.db, customerId)).toHaveLength(1);
  });

  it("refuse missing and bad fields on each field, keeping what was typed", async () => {
    const { browser, customerId } = await signedIn();
    const response = await browser.post("/addresses/new", {
      ...typed,
      fullName: "  ",
      primaryVoiceNumber: "call me",
      city: "x".repeat(51),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expectFieldError(html, "fullName", ADDRESS_MESSAGES.fullName);
    expectFieldError(html, "city", ADDRESS_MESSAGES.tooLong, { first: false });
    expectFieldError(html, "primaryVoiceNumber", ADDRESS_MESSAGES.invalidPhone, { first: false });
    expect(attribute(controlTag(html, "addressLine1"), "value")).toBe("350 Fifth AVE");
    expect(await listAddresses(t.database.db, customerId)).toEqual([]);
  });

  it("offer the suggested address, and save it or the address as typed, as the shopper chooses", async () => {
    const { browser, customerId } = await signedIn();
    const loose = { ...typed, addressLine1: "350 Fifth Avenue", stateOrRegion: "New York" };
    const offered = await browser.post("/addresses/new", loose);
    expect(offered.status).toBe(400);
    const html = pageText(await offered.text());
    expect(html).toContain(ADDRESS_ANSWERS.suggested);
    expect(html).toContain("Use Suggested Address");
    expect(html).toContain("Keep Address as Entered");

    expect((await browser.post("/addresses/new", { ...loose, choice: "suggested" })).status).toBe(303);
    expect((await browser.post("/addresses/new", { ...loose, choice: "entered" })).status).toBe(303);
    const saved = await listAddresses(t.database.db, customerId);
    expect(saved.map((a) => [a.addressLine1, a.stateOrRegion]).sort()).toEqual([
      ["350 Fifth AVE", "NY"],
      ["350 Fifth Avenue", "New York"],
    ]);
  });

  it("marks the fields the check could not verify, and saves the address as is only when asked", async () => {
    const { browser, customerId } = await signedIn();
    const wrongZip = { ...typed, stateOrRegion: "CA" };
    const refused = await browser.post("/addresses/new", wrongZip);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expectFieldError(html, "postalCode", UNVERIFIED_FIELD);
    expect(pageText(html)).toContain(ADDRESS_ANSWERS.invalidFields);
    expect(await listAddresses(t.database.db, customerId)).toEqual([]);
    expect((await browser.post("/addresses/new", { ...wrongZip, choice: "as-is" })).status).toBe(303);
    expect(await listAddresses(t.database.db, customerId)).toHaveLength(1);
  });

  it("edit an address, make another the default and delete one, with the spec's words", async () => {
    const { browser, customerId } = await signedIn();
    await browser.post("/addresses/new", typed);
    await browser.post("/addresses/new", { ...typed, addressLine1: "1 Main ST" });
    const [first, second] = (await listAddresses(t.database.db, customerId)).sort(
      (a, b) => a.addressId - b.addressId,
    );
    if (!first || !second) throw new Error("two addresses were not saved");

    const editing = await (await browser.request(`/addresses/${second.addressId}/edit`)).text();
    expect(editing).toContain("<title>Edit Address");
    expect(attribute(controlTag(editing, "addressLine1"), "value")).toBe("1 Main ST");
    const edited = await browser.post(`/addresses/${second.addressId}/edit`, {
      ...typed,
      addressLine1: "2 Main ST",
    });
    expect(edited.status).toBe(303);

    expect(
      (await browser.post("/addresses", { intent: "default", addressId: String(second.addressId) })).status,
    ).toBe(303);
    const deleted = await browser.post("/addresses", {
      intent: "delete",
      addressId: String(first.addressId),
    });
    expect(deleted.status).toBe(200);
    expect(pageText(await deleted.text())).toContain(ADDRESS_ANSWERS.deleted);
    expect(await listAddresses(t.database.db, customerId)).toEqual([
      expect.objectContaining({ addressId: second.addressId, addressLine1: "2 Main ST", isPrimary: true }),
    ]);
    const again = await browser.post("/addresses", { intent: "delete", addressId: String(first.addressId) });
    expect(again.status).toBe(404);
    expect(pageText(await again.text())).toContain(ADDRESS_ANSWERS.notDeleted);
  });

  it("never show or change another customer's address", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await alice.browser.post("/addresses/new", typed);
    const [theirs] = await listAddresses(t.database.db, alice.customerId);
    if (!theirs) throw new Error("no address saved");
    expect((await bob.browser.request(`/addresses/${theirs.addressId}/edit`)).status).toBe(404);
    expect((await bob.browser.post(`/addresses/${theirs.addressId}/edit`, typed)).status).toBe(404);
    expect(
      (await bob.browser.post("/addresses", { intent: "delete", addressId: String(theirs.addressId) }))
        .status,
    ).toBe(404);
    expect(await listAddresses(t.database.db, alice.customerId)).toHaveLength(1);
    expect((await bob.browser.request("/addresses/12x/edit")).status).toBe(404);
    expect(textOfId(await (await bob.browser.request("/addresses")).text(), "addresses-heading")).toBe(
      "Manage My Addresses",
    );
  });
});
