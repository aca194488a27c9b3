import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveAddress } from "../../modules/addresses/index.server.ts";
import { findStockItems } from "../../modules/catalog/index.server.ts";
import { getOrderView } from "../../modules/orders/index.server.ts";
import { EXCHANGE_FORM_MESSAGES } from "../../modules/returns/forms.ts";
import { returnStep } from "../../modules/returns/index.server.ts";
import { setProductPrice } from "../../tests/support/catalog-fixtures.ts";
import { CookieBrowser, pageText } from "../../tests/support/cookie-browser.ts";
import { attribute, controlTag, expectFieldError } from "../../tests/support/form-html.ts";
import { signedInBuyer } from "../../tests/support/order-shopper.ts";
import { deliveredTestOrder, placeTestOrder } from "../../tests/support/placed-order.ts";
import { accountSignInPath } from "../../tests/support/sign-in-path.ts";
import { setOnHand, sizePairs } from "../../tests/support/stock-fixtures.ts";
import { createTestApp, type TestApp, titleOf } from "../../tests/support/test-app.ts";

// The exchange pages as a browser without JavaScript uses them: an item of a delivered order
// swapped for another size through plain forms (the choices, the review, the confirmation), the
// replacement shipped to another saved or a new address, the last unit gone before the
// confirmation, and the pages closed to anyone but the item's customer.

/** Tuesday 10 March 2026, 10 am in New York; the order is delivered three minutes later. */
const NOW = new Date("2026-03-10T14:00:00Z");
const LATER = new Date(NOW.getTime() + 10 * 60_000);

let t: TestApp;
/** Two in-stock sizes of one colour: the one bought and the one it is swapped for. */
const pairs: { bought: number; wanted: number }[] = [];

beforeAll(async () => {
  t = await createTestApp({ products: 60, now: () => LATER });
  // As modules/returns/exchange.integration.test.ts picks them: pairs of sizes of one style, each used once.
  pairs.push(...(await sizePairs(t.database.db)));
});
afterAll(async () => {
  await t?.services.mailDispatcher.stop();
  await t?.close();
});

const textOf = async (response: Response) => pageText(await response.text());

/** A signed-in customer with a delivered order of one pair, and the size it may become. */
async function deliveredPair(pair = pairs.shift()) {
  if (!pair) throw new Error("the test catalogue ran out of styles with two sizes");
  const shopper = await signedInBuyer(t, NOW);
  const orderId = await deliveredTestOrder(t.services, shopper.buyer, [pair.bought], NOW);
  const view = await getOrderView(t.database.db, { customerId: shopper.buyer.customerId }, orderId, LATER);
  const item = view?.lines[0]?.itemUniqueId ?? "";
  const [wanted] = await findStockItems(t.database.db, { stockIds: [pair.wanted] });
  if (!wanted) throw new Error("the wanted size is not in the catalogue");
  // How the order pages write a size: 'Black, size 9.5' or 'Black, size 9.5, Wide (D)'.
  const wantedWords = `${wanted.color}, size ${wanted.sizeLabel}${wanted.widthLabel ? `, ${wanted.widthLabel}` : ""}`;
  const choices = {
    itemUniqueId: item,
    stockId: String(pair.wanted),
    reason: "too-small",
    labelType: "PRINT",
  };
  return { ...shopper, ...pair, orderId, item, wantedWords, choices };
}

const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** A link's href as the page's HTML writes it. */
const href = (path: string) => `href="${path.replaceAll("&", "&amp;")}"`;

/** The opening tag of the radio (or other input) named `name` with this value. */
function inputTag(html: string, name: string, value: string): string {
  const tag = new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*\\bvalue="${value}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no input ${name}=${value}`);
  return tag;
}
const isDisabled = (tag: string) => tag.includes(' disabled=""');
const isChecked = (tag: string) => tag.includes(' checked=""');

/** Confirms the exchange as the review's form posts it; answers the confirmation page's address. */
async function confirm(browser: CookieBrowser, fields: Record<string, string>): Promise<string> {
  const answer = await browser.post(`/exchange?${query(fields)}`, fields);
  expect(answer.status).toBe(303);
  const location = answer.headers.get("location") ?? "";
  expect(location).toMatch(/^\/exchange\?exchangeOrderId=\d{3}-\d{7}-\d{7}$/);
  return location;
}

/** The exchange order's shipping address (the order page shows the billing address too). */
const shippedTo = async (customerId: number, orderId: string) =>
  (await getOrderView(t.database.db, { customerId }, orderId, LATER))?.shippingAddress;

const exchangeOrderOf = (location: string) =>
  new URL(location, "http://x").searchParams.get("exchangeOrderId");

describe("an item's exchange", () => {
  it("swaps a delivered pair for another size: choices, review, 'Your exchange is confirmed', the new order in the new size", async () => {
    const { browser, orderId, item, bought, wanted, wantedWords, choices } = await deliveredPair();
    const order = await browser.request(`/orders/${orderId}`);
    expect(await order.text()).toContain(href(`/exchange?itemUniqueId=${item}`));

    const page = await browser.request(`/exchange?itemUniqueId=${item}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(titleOf(html)).toBe("Exchange");
    expect(html).toContain('data-exchange-step="50"');
    expect(html).toContain('data-page-step="exchange_selection_step"');
    expect(pageText(html)).toContain("Exchange for");
    expect(attribute(controlTag(html, "stockId"), "type")).toBe("radio");
    expect(isDisabled(inputTag(html, "stockId", String(wanted)))).toBe(false);
    expect(isDisabled(inputTag(html, "stockId", String(bought)))).toBe(true);
    expect(pageText(html)).toContain("Your size now");
    expect(isChecked(inputTag(html, "labelType", "PRINT"))).toBe(true);
    expect(pageText(html)).toContain("1 Main ST");

    const review = await browser.request(`/exchange?${query({ ...choices, step: "review" })}`);
    expect(review.status).toBe(200);
    const reviewText = await textOf(review);
    expect(reviewText).toContain("Review your exchange");
    expect(reviewText).toContain(wantedWords);
    expect(reviewText).toContain("Too small");
    expect(reviewText).toContain("Confirm exchange");

    const done = await browser.request(await confirm(browser, choices));
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    const doneText = pageText(doneHtml);
    expect(doneText).toContain("Your exchange is confirmed");
    expect(doneText).toContain("There is nothing to pay.");
    const exchangeOrderId = /href="\/orders\/(\d{3}-\d{7}-\d{7})"/.exec(doneHtml)?.[1];
    expect(exchangeOrderId).toBeDefined();
    expect(exchangeOrderId).not.toBe(orderId);
    const rma = /RMA-\d{10}/.exec(doneText)?.[0];
    expect(rma).toBeDefined();
    expect(doneHtml).toContain(href(`/returnLabel?rmaNumber=${rma}`));
    expect(doneText).toContain("Print your return label");

    const newOrder = await textOf(await browser.request(`/orders/${exchangeOrderId}`));
    expect(newOrder).toContain(wantedWords);

    // The item is now on its way back: no second exchange.
    const again = await browser.request(`/exchange?itemUniqueId=${item}`);
    const againHtml = await again.text();
    expect(pageText(againHtml)).toContain("This item already has a return on its way.");
    expect(againHtml).toContain('href="/returns"');
    expect(pageText(againHtml)).not.toContain("Review exchange");

    // Its return, once the warehouse is done with it, says what is true of an exchange (issue 30, point 9).
    for (const step of ["scan", "receive", "refund"] as const)
      await returnStep(t.services, rma ?? "", step, LATER);
    const returns = await textOf(await browser.request("/returns"));
    expect(returns).toMatch(
      new RegExp(
        `Exchanged for a replacement, order <a href="/orders/${exchangeOrderId}"[^>]*>${exchangeOrderId}</a>: no refund is due.`,
      ),
    );
    expect(returns).not.toContain("Refunded:");
  });

  it("refuses a review without a reason on its field, the size chosen kept", async () => {
    const { browser, choices } = await deliveredPair();
    const { reason: _reason, ...unreasoned } = choices;
    const response = await browser.request(`/exchange?${query({ ...unreasoned, step: "review" })}`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expectFieldError(html, "reason", EXCHANGE_FORM_MESSAGES.reason);
    expect(isChecked(inputTag(html, "stockId", choices.stockId))).toBe(true);
  });

  it("says a size sold out between the page and the confirmation is no longer available, keeping the form", async () => {
    const { browser, wanted, choices } = await deliveredPair();
    expect((await browser.request(`/exchange?${query({ ...choices, step: "review" })}`)).status).toBe(200);
    await setOnHand(t.database.db, wanted, 0);

    const answer = await browser.post(`/exchange?${query(choices)}`, choices);
    expect(answer.status).toBe(409);
    const html = await answer.text();
    expectFieldError(html, "stockId", "Sorry, that size is no longer available.", { first: false });
    expect(html).toMatch(/<option value="too-small" selected="">/);
    expect(isChecked(inputTag(html, "labelType", "PRINT"))).toBe(true);
    // The size is shown as it is now: out of stock, not to be chosen (and still the one chosen).
    const soldOut = inputTag(html, "stockId", String(wanted));
    expect(isDisabled(soldOut)).toBe(true);
    expect(isChecked(soldOut)).toBe(true);
    expect(pageText(html)).toContain("Out of stock");
  });

  it("says why an item not yet delivered cannot be exchanged, without the form or an order page link", async () => {
    const pair = pairs.shift();
    if (!pair) throw new Error("no pair left");
    const { buyer, browser } = await signedInBuyer(t, NOW);
    const orderId = await placeTestOrder(t.services, buyer, [pair.bought], NOW);
    const item =
      (await getOrderView(t.database.db, { customerId: buyer.customerId }, orderId, LATER))?.lines[0]
        ?.itemUniqueId ?? "";
    expect(await (await browser.request(`/orders/${orderId}`)).text()).not.toContain("/exchange?");
    const html = await (await browser.request(`/exchange?itemUniqueId=${item}`)).text();
    expect(pageText(html)).toContain("This item can be returned once it has been delivered.");
    expect(html).not.toContain('name="stockId"');
  });
});

/** A pair (taken from `pairs`) of a product in three colours or more, its stock ids by colour. */
async function pairOfManyColours() {
  for (const [index, pair] of pairs.entries()) {
    const [bought] = await findStockItems(t.database.db, { stockIds: [pair.bought] });
    if (!bought) continue;
    const stocks = await findStockItems(t.database.db, { productIds: [bought.productId] });
    const byStyle = new Map<number, typeof stocks>();
    for (const stock of stocks) byStyle.set(stock.styleId, [...(byStyle.get(stock.styleId) ?? []), stock]);
    if (byStyle.size < 3) continue;
    pairs.splice(index, 1);
    const stockIdsOf = (styleId: number) =>
      (byStyle.get(styleId) ?? []).map((stock) => String(stock.stockId));
    const others = [...byStyle.keys()].filter((styleId) => styleId !== bought.styleId);
    return { pair, productId: bought.productId, styleId: bought.styleId, others, stockIdsOf };
  }
  throw new Error("the test catalogue has no product in three colours");
}

/** The stock ids of the page's size radios, in page order. */
const sizeRadios = (html: string) =>
  [...html.matchAll(/<input\b[^>]*\bname="stockId"[^>]*>/g)].map((tag) => attribute(tag[0], "value"));

/** The page's colour buttons: the style each shows, and whether it is the colour shown. */
const colourButtons = (html: string) =>
  [...html.matchAll(/<button\b[^>]*\bname="styleId"[^>]*>/g)].map((tag) => ({
    styleId: Number(attribute(tag[0], "value")),
    pressed: attribute(tag[0], "aria-pressed") === "true",
  }));

describe("choosing a colour (issue 30, point 8)", () => {
  it("offers the colours in stock (not one sold out in every size) and the sizes of the colour shown; a colour's button shows its sizes", async () => {
    const { pair, productId, styleId, others, stockIdsOf } = await pairOfManyColours();
    const [soldOutStyle = 0, otherStyle = 0] = others;
    // One price for every colour, so none is left out as dearer than what was paid.
    await setProductPrice(t.database.db, productId, { priceCents: 5000, msrpCents: 5000 });
    for (const stockId of stockIdsOf(soldOutStyle)) await setOnHand(t.database.db, Number(stockId), 0);
    await setOnHand(t.database.db, Number(stockIdsOf(otherStyle)[0]), 5);
    const { browser, item } = await deliveredPair(pair);

    const html = await (await browser.request(`/exchange?itemUniqueId=${item}`)).text();
    const colours = colourButtons(html);
    expect(colours).toContainEqual({ styleId, pressed: true });
    expect(colours).toContainEqual({ styleId: otherStyle, pressed: false });
    expect(colours.map((colour) => colour.styleId)).not.toContain(soldOutStyle);
    expect(sizeRadios(html)).toEqual(stockIdsOf(styleId));

    // The button's GET, as a browser without JavaScript sends the form: the choices so far kept.
    const chosen = {
      itemUniqueId: item,
      reason: "too-small",
      labelType: "PRINT",
      styleId: String(otherStyle),
    };
    const other = await browser.request(`/exchange?${query(chosen)}`);
    expect(other.status).toBe(200);
    const otherHtml = await other.text();
    expect(sizeRadios(otherHtml)).toEqual(stockIdsOf(otherStyle));
    expect(colourButtons(otherHtml)).toContainEqual({ styleId: otherStyle, pressed: true });
    expect(otherHtml).toMatch(/<option value="too-small" selected="">/);
    expect(otherHtml).toContain('data-exchange-step="50"');
  });
});

describe("where the replacement ships", () => {
  it("ships it to another saved address chosen on /exchange/address", async () => {
    const { browser, buyer, choices } = await deliveredPair();
    const other = await saveAddress(t.database.db, buyer.customerId, {
      fields: {
        fullName: "Kim Lee",
        addressLine1: "350 Fifth AVE",
        city: "New York",
        stateOrRegion: "NY",
        postalCode: "10118",
        countryCode: "US",
        primaryVoiceNumber: "2127363100",
      },
    });
    const list = await browser.request(`/exchange/address?${query(choices)}`);
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('data-exchange-step="16"');
    expect(pageText(html)).toContain("Ship to this address");
    // The address the order went to is the one chosen until another is.
    expect(isChecked(inputTag(html, "addressId", String(buyer.addressId)))).toBe(true);
    expect(isChecked(inputTag(html, "addressId", String(other.addressId)))).toBe(false);
    expect(html).toContain(href(`/exchange/address/new?${query(choices)}`));
    expect(html).toContain(
      href(`/exchange/address/edit?${query({ ...choices, addressId: String(other.addressId) })}`),
    );
    expect(html).toContain('action="/exchange"');

    // The list's GET form, as the browser sends it: back to /exchange with the address chosen.
    const chosen = { ...choices, addressId: String(other.addressId) };
    const exchange = await textOf(await browser.request(`/exchange?${query(chosen)}`));
    expect(exchange).toContain("350 Fifth AVE");
    const exchangeOrderId = exchangeOrderOf(await confirm(browser, chosen)) ?? "";
    expect(await textOf(await browser.request(`/orders/${exchangeOrderId}`))).toContain("350 Fifth AVE");
    expect(await shippedTo(buyer.customerId, exchangeOrderId)).toMatchObject({
      addressId: other.addressId,
      addressLine1: "350 Fifth AVE",
    });
  });

  it("ships it to an address added on /exchange/address/new, and edits one on /exchange/address/edit", async () => {
    const { browser, buyer, choices } = await deliveredPair();
    const form = await browser.request(`/exchange/address/new?${query(choices)}`);
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    expect(formHtml).toContain('data-exchange-step="14"');
    expect(pageText(formHtml)).toContain("Add New Address");

    const typed = {
      fullName: "Kim Lee",
      countryCode: "US",
      addressLine1: "350 Fifth AVE",
      addressLine2: "",
      city: "New York",
      stateOrRegion: "NY",
      postalCode: "10118",
      primaryVoiceNumber: "2127363100",
    };
    const refused = await browser.post(`/exchange/address/new?${query(choices)}`, { ...typed, city: " " });
    expect(refused.status).toBe(400);
    expectFieldError(await refused.text(), "city", "Enter a city name here.");

    const saved = await browser.post(`/exchange/address/new?${query(choices)}`, typed);
    expect(saved.status).toBe(303);
    const back = new URL(saved.headers.get("location") ?? "", "http://x");
    expect(back.pathname).toBe("/exchange");
    const addressId = back.searchParams.get("addressId") ?? "";
    expect(addressId).toMatch(/^\d+$/);
    expect(Object.fromEntries(back.searchParams)).toEqual({ ...choices, addressId });

    const edit = await browser.request(`/exchange/address/edit?${query({ ...choices, addressId })}`);
    expect(edit.status).toBe(200);
    const editHtml = await edit.text();
    expect(editHtml).toContain('data-exchange-step="15"');
    expect(attribute(controlTag(editHtml, "addressLine1"), "value")).toBe("350 Fifth AVE");
    const edited = await browser.post(`/exchange/address/edit?${query({ ...choices, addressId })}`, {
      ...typed,
      addressLine2: "FL 86",
    });
    expect(edited.status).toBe(303);
    expect(edited.headers.get("location")).toBe(`/exchange?${query({ ...choices, addressId })}`);

    const exchangeOrderId = exchangeOrderOf(await confirm(browser, { ...choices, addressId })) ?? "";
    const newOrder = await textOf(await browser.request(`/orders/${exchangeOrderId}`));
    expect(newOrder).toContain("350 Fifth AVE");
    expect(newOrder).toContain("FL 86");
    expect(await shippedTo(buyer.customerId, exchangeOrderId)).toMatchObject({
      addressId: Number(addressId),
      addressLine2: "FL 86",
    });
  });
});

describe("who may exchange", () => {
  it("is a 404 for another customer, on every page and on the confirmation", async () => {
    const { browser, item, choices } = await deliveredPair();
    const location = await confirm(browser, choices);
    const other = await signedInBuyer(t, NOW);
    for (const path of [
      `/exchange?itemUniqueId=${item}`,
      `/exchange/address?itemUniqueId=${item}`,
      `/exchange/address/new?itemUniqueId=${item}`,
      location,
      "/exchange",
      "/exchange?itemUniqueId=not-an-item",
    ]) {
      const response = await other.browser.request(path);
      expect(response.status, path).toBe(404);
      expect(await textOf(response), path).not.toContain(item);
    }
    const posted = await other.browser.post(`/exchange?${query(choices)}`, choices);
    expect(posted.status).toBe(404);
    expect((await browser.request(location)).status).toBe(200);
  });

  it("sends a shopper who is not signed in to sign-in, coming back to the page", async () => {
    const guest = new CookieBrowser(t.app);
    for (const path of [
      "/exchange?itemUniqueId=123",
      "/exchange/address?itemUniqueId=123",
      "/exchange/address/new?itemUniqueId=123",
      "/exchange/address/edit?itemUniqueId=123&addressId=1",
    ]) {
      const response = await guest.request(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(accountSignInPath(path));
    }
    const posted = await guest.post("/exchange?itemUniqueId=123", { itemUniqueId: "123" });
    expect(posted.status).toBe(302);
  });
});
