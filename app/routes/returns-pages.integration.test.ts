import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "../../modules/core/index.ts";
import { configureMarketplaces } from "../../modules/marketplace/index.ts";
import { getOrderView } from "../../modules/orders/index.server.ts";
import { RETURN_FORM_MESSAGES } from "../../modules/returns/forms.ts";
import {
  getReturnView,
  LABEL_ANSWERS,
  returnStep,
  submitReturn,
} from "../../modules/returns/index.server.ts";
import { type LabelType, RETURN_ANSWERS } from "../../modules/returns/index.ts";
import { CookieBrowser, pageText } from "../../tests/support/cookie-browser.ts";
import { expectFieldError } from "../../tests/support/form-html.ts";
import { retailStockIds, signedInBuyer } from "../../tests/support/order-shopper.ts";
import { deliveredTestOrder } from "../../tests/support/placed-order.ts";
import { accountSignInPath } from "../../tests/support/sign-in-path.ts";
import { createTestApp, type TestApp, titleOf } from "../../tests/support/test-app.ts";

// The returns pages as a browser without JavaScript uses them: the flow from the items to DONE
// (plain forms posting back to /return, the earlier choices in hidden fields), the returns lists,
// a return's item, its label, cancelling it, one item's return, a posted label printed instead and
// the USPS label; each for its customer, a 404 for anyone else, sign-in for a guest.

/** Tuesday 10 March 2026, 10 am in New York: the order is placed and delivered then, returned 10 minutes later. */
const NOW = new Date("2026-03-10T14:00:00Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
let clock = NOW;

let t: TestApp;
let stockIds: number[] = [];
const takeStock = () => {
  const id = stockIds.shift();
  if (id === undefined) throw new Error("the test catalogue ran out of retail items");
  return id;
};

beforeAll(async () => {
  t = await createTestApp({ products: 40, now: () => clock });
  stockIds = await retailStockIds(t.database.db, 40);
});
afterAll(async () => {
  await t?.services.mailDispatcher.stop();
  await t?.close();
});

/** A signed-in customer with a delivered order of one item, in a store whose clock is past the delivery. */
async function deliveredItem(app: TestApp = t) {
  clock = NOW;
  const shopper = await signedInBuyer(app, NOW);
  const orderId = await deliveredTestOrder(app.services, shopper.buyer, [takeStock()], NOW);
  const view = await getOrderView(app.database.db, { customerId: shopper.buyer.customerId }, orderId, NOW);
  const line = view?.lines[0];
  if (!line) throw new Error("an order line expected");
  clock = later(10);
  const { itemUniqueId, productName } = line;
  return { ...shopper, orderId, itemUniqueId, productName, totalCents: view?.netTotalCents ?? 0 };
}

/** A return of the item made by the module, as another page or call would. */
async function returnedBy(
  app: TestApp,
  item: Awaited<ReturnType<typeof deliveredItem>>,
  labelType: LabelType,
): Promise<string> {
  const created = await submitReturn(
    app.services,
    item.buyer.customerId,
    { items: [{ itemUniqueId: item.itemUniqueId, reason: "too-large" }], labelType },
    later(10),
  );
  return created.rmaNumber;
}

const textOf = async (response: Response) => pageText(await response.text());
const barcodes = (html: string) => html.match(/<svg role="img" aria-label="Barcode /g)?.length ?? 0;

/** The flow's fields for one item: chosen, with its reason, at a step. */
const flowFields = (step: string, itemUniqueId: string, extra: Record<string, string> = {}) => ({
  step,
  "lines[0].itemUniqueId": itemUniqueId,
  "lines[0].selected": "on",
  "lines[0].reason": "too-small",
  ...extra,
});

describe("the returns flow (/return)", () => {
  it("takes a delivered item from the order page through every step to 'Your return is confirmed', then lists it", async () => {
    const { browser, orderId, itemUniqueId, productName, totalCents } = await deliveredItem();

    const order = await textOf(await browser.request(`/orders/${orderId}`));
    const initiate = `/returnInitiate?orderId=${orderId}&itemUniqueId=${itemUniqueId}`;
    expect(order).toContain(`href="${initiate}"`);
    const sent = await browser.request(initiate);
    expect(sent.status).toBe(303);
    const flow = `/return?orderId=${orderId}&itemUniqueId=${itemUniqueId}`;
    expect(sent.headers.get("location")).toBe(flow);

    const start = await browser.request(flow);
    expect(start.status).toBe(200);
    const first = await start.text();
    expect(titleOf(first)).toBe("Return Items");
    expect(first).toContain('data-page-step="default_page"');
    expect(first).toContain('data-step="SELECT_RETURN_ITEMS"');
    expect(pageText(first)).toContain(productName);
    expect(first).toMatch(/<input[^>]*type="checkbox"[^>]*name="lines\[0\]\.selected"[^>]*checked=""/);
    expect(first).toContain(`action="${flow.replace("&", "&amp;")}"`);

    // The first step asks for a reason for the item chosen.
    const noReason = await browser.post(flow, {
      step: "SELECT_RETURN_ITEMS",
      "lines[0].itemUniqueId": itemUniqueId,
      "lines[0].selected": "on",
    });
    expect(noReason.status).toBe(400);
    const refused = await noReason.text();
    expectFieldError(refused, "lines\\[0\\]\\.reason", RETURN_FORM_MESSAGES.reason);
    expect(refused).toContain('data-step="SELECT_RETURN_ITEMS"');

    const transport = await browser.post(flow, flowFields("SELECT_RETURN_ITEMS", itemUniqueId));
    expect(transport.status).toBe(200);
    const second = await transport.text();
    expect(second).toContain('data-step="SELECT_TRANSPORT"');
    expect(second).toContain('data-page-step="return_selection_step"');
    expect(second).toMatch(/<input[^>]*type="radio"[^>]*name="labelType"[^>]*value="PRINT"/);
    expect(pageText(second)).toContain("Print a label");
    expect(pageText(second)).toContain("UPS pick-up");
    expect(second).toContain(`name="lines[0].itemUniqueId" value="${itemUniqueId}"`);

    const noWay = await browser.post(flow, flowFields("SELECT_TRANSPORT", itemUniqueId));
    expect(noWay.status).toBe(400);
    const noWayText = await textOf(noWay);
    expect(noWayText).toContain(RETURN_FORM_MESSAGES.labelType);
    expect(noWayText).toContain('data-step="SELECT_TRANSPORT"');

    const review = await browser.post(
      flow,
      flowFields("SELECT_TRANSPORT", itemUniqueId, { labelType: "PRINT" }),
    );
    expect(review.status).toBe(200);
    const third = await textOf(review);
    expect(third).toContain('data-step="REVIEW"');
    expect(third).toContain("Too small");
    expect(third).toContain("Submit return");

    const done = await browser.post(flow, flowFields("REVIEW", itemUniqueId, { labelType: "PRINT" }));
    expect(done.status).toBe(200);
    const last = await textOf(done);
    expect(last).toContain('data-step="DONE"');
    expect(last).toContain("Your return is confirmed");
    // The refund to expect: the one item of the order is everything it charged (issue 30, point 9).
    expect(totalCents).toBeGreaterThan(0);
    expect(last).toContain(`Refund to expect</dt><dd>${formatPrice(totalCents)}, back to how you paid`);
    const rmaNumber = /RMA-\d{10}/.exec(last)?.[0] ?? "";
    expect(rmaNumber).not.toBe("");
    expect(last).toContain(`href="/returnLabel?rmaNumber=${rmaNumber}"`);
    expect(last).toContain("Print your label");

    // The same item again: the module's words.
    const again = await browser.post(flow, flowFields("REVIEW", itemUniqueId, { labelType: "PRINT" }));
    expect(again.status).toBe(400);
    expect(await textOf(again)).toContain("This item already has a return on its way.");
    expect(await textOf(await browser.request(flow))).toContain("This item already has a return on its way.");

    // The lists, the order page and the item's return page.
    for (const [path, title, cancel] of [
      ["/returns", "Returns", "/return/cancel"],
      ["/my-returns", "My Returns", "/my-return/cancel"],
    ] as const) {
      const list = await browser.request(path);
      expect(list.status, path).toBe(200);
      const html = await list.text();
      expect(titleOf(html), path).toBe(title);
      const text = pageText(html);
      expect(text, path).toContain(rmaNumber);
      // Spec 2's words as a sentence, the carrier's name as it is written, no CSS that recases it.
      expect(text, path).toContain('class="return-status">Return via UPS drop-off<');
      expect(text, path).toContain("Waiting for drop-off");
      expect(text, path).toContain(productName);
      expect(text, path).toContain(`href="/returnLabel?rmaNumber=${rmaNumber}"`);
      expect(text, path).toContain(`href="${cancel}?rmaNumber=${rmaNumber}"`);
    }
    expect(await textOf(await browser.request(`/orders/${orderId}`))).toContain('aria-label="See return: ');

    const returns = await textOf(await browser.request("/returns"));
    const info = new RegExp(`/return-info/(\\d{12})/${itemUniqueId}`).exec(returns)?.[0] ?? "";
    expect(info).not.toBe("");
    const infoPage = await browser.request(info);
    expect(infoPage.status).toBe(200);
    const infoHtml = await infoPage.text();
    expect(titleOf(infoHtml)).toBe("Return Information");
    for (const words of [
      rmaNumber,
      "Too small",
      "Return via UPS drop-off",
      "Waiting for drop-off",
      "UPS",
      productName,
    ]) {
      expect(pageText(infoHtml)).toContain(words);
    }

    const label = await browser.request(`/returnLabel?rmaNumber=${rmaNumber}`);
    expect(label.status).toBe(200);
    const labelHtml = await label.text();
    expect(titleOf(labelHtml)).toBe("Return Label");
    const trackingNumber = /tracking number<\/dt><dd>([^<]+)</i.exec(infoHtml)?.[1] ?? "";
    expect(trackingNumber).toMatch(/^1Z/);
    expect(labelHtml).toContain(rmaNumber);
    expect(labelHtml).toContain(trackingNumber);
    expect(barcodes(labelHtml)).toBe(2);
    expect(pageText(labelHtml)).toContain("Fleetfoot Returns Center");
  });

  it("answers a 404 page for an order or item that is not the customer's, a 400 for a malformed one on /returnInitiate", async () => {
    const { browser, itemUniqueId } = await deliveredItem();
    const other = await deliveredItem();
    for (const path of [
      "/return?orderId=999-9999999-9999999",
      "/return?orderId=not-an-order",
      `/return?orderId=${other.orderId}`,
      `/return?itemUniqueId=${other.itemUniqueId}`,
      "/return?itemUniqueId=1",
      "/return-item?itemUniqueId=1",
      `/return-item?itemUniqueId=${other.itemUniqueId}`,
      "/return-info/123456789001/1",
      "/return-info/x/y",
      "/returnLabel",
      "/returnLabel?rmaNumber=RMA-0000000000",
      "/returnLabel?rmaNumber=%3Cscript%3E",
      "/return/cancel?rmaNumber=nope",
      "/create-label?rmaNumber=RMA-0000000000",
    ]) {
      const response = await browser.request(path);
      expect(response.status, path).toBe(404);
    }
    const posted = await browser.post(
      `/return?itemUniqueId=${other.itemUniqueId}`,
      flowFields("REVIEW", other.itemUniqueId),
    );
    expect(posted.status).toBe(404);
    const stolen = await browser.post(
      "/return",
      flowFields("REVIEW", other.itemUniqueId, { labelType: "PRINT" }),
    );
    expect(stolen.status).toBe(404);
    expect(await textOf(stolen)).toContain(RETURN_ANSWERS.itemNotFound);
    expect((await browser.request(`/return?itemUniqueId=${itemUniqueId}`)).status).toBe(200);

    for (const path of ["/returnInitiate?orderId=x&itemUniqueId=1", "/returnInitiate?itemUniqueId=1%3E"]) {
      expect((await browser.request(path)).status, path).toBe(400);
    }
    expect((await browser.request("/returns?page=x")).status).toBe(400);
    expect((await browser.request("/marty/returns")).status).toBe(200);
  });

  it("sends a guest to sign-in, coming back to the page", async () => {
    const guest = new CookieBrowser(t.app);
    for (const path of [
      "/returns",
      "/my-returns",
      "/return?itemUniqueId=123",
      "/return-item?itemUniqueId=123",
      "/return-info/123456789001/123",
      "/returnLabel?rmaNumber=RMA-0000000000",
      "/uspsLabelDisplay?rmaNumber=RMA-0000000000",
      "/create-label?rmaNumber=RMA-0000000000",
      "/return/cancel?rmaNumber=RMA-0000000000",
      "/my-return/cancel?rmaNumber=RMA-0000000000",
    ]) {
      const response = await guest.request(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(accountSignInPath(path));
    }
    expect((await guest.post("/return", flowFields("REVIEW", "123", { labelType: "PRINT" }))).status).toBe(
      302,
    );
  });
});

describe("a return's own pages", () => {
  it("are a 404 for another customer, who can cancel nothing", async () => {
    const owner = await deliveredItem();
    const rmaNumber = await returnedBy(t, owner, "PRINT");
    const view = await getReturnView(
      t.database.db,
      t.services.marketplaces,
      owner.buyer.customerId,
      rmaNumber,
    );
    const contractId = view.contracts[0]?.contractId ?? "";
    const other = await deliveredItem();
    for (const path of [
      `/returnLabel?rmaNumber=${rmaNumber}`,
      `/return-info/${contractId}/${owner.itemUniqueId}`,
      `/return/cancel?rmaNumber=${rmaNumber}`,
      `/my-return/cancel?rmaNumber=${rmaNumber}`,
      `/create-label?rmaNumber=${rmaNumber}`,
    ]) {
      const response = await other.browser.request(path);
      expect(response.status, path).toBe(404);
      expect(await textOf(response), path).not.toContain(rmaNumber);
      expect((await owner.browser.request(path)).status, path).toBe(200);
    }
    // The contract's page names its own item only.
    expect((await owner.browser.request(`/return-info/${contractId}/${other.itemUniqueId}`)).status).toBe(
      404,
    );
    const cancel = await other.browser.post(`/return/cancel?rmaNumber=${rmaNumber}`, {
      contractIds: contractId,
    });
    expect(cancel.status).toBe(404);
    const print = await other.browser.post(`/create-label?rmaNumber=${rmaNumber}`, { rmaNumber });
    expect(print.status).toBe(404);
    const still = await getReturnView(
      t.database.db,
      t.services.marketplaces,
      owner.buyer.customerId,
      rmaNumber,
    );
    expect(still.trackingStatus).toBe("DROPOFF_PENDING");
  });

  it("cancels a return with spec 2's words, then has no label; one on its way can no longer be canceled", async () => {
    const owner = await deliveredItem();
    const rmaNumber = await returnedBy(t, owner, "PRINT");
    const path = `/my-return/cancel?rmaNumber=${rmaNumber}`;
    const page = await owner.browser.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(titleOf(html)).toBe("My Returns");
    const contractId = /name="contractIds"[^>]*value="(\d{12})"/.exec(html)?.[1] ?? "";
    expect(contractId).not.toBe("");
    expect(pageText(html)).toContain(owner.productName);

    const none = await owner.browser.post(path, {});
    expect(none.status).toBe(400);
    expectFieldError(await none.text(), "contractIds", RETURN_FORM_MESSAGES.contracts);

    const cancelled = await owner.browser.post(path, { contractIds: contractId });
    expect(cancelled.status).toBe(200);
    expect(await textOf(cancelled)).toContain("Your return has been canceled.");
    const view = await getReturnView(
      t.database.db,
      t.services.marketplaces,
      owner.buyer.customerId,
      rmaNumber,
    );
    expect(view.trackingStatus).toBe("CANCELLED");
    expect((await owner.browser.request(`/returnLabel?rmaNumber=${rmaNumber}`)).status).toBe(404);
    const list = await textOf(await owner.browser.request("/returns"));
    expect(list).toContain("Return cancelled");
    expect(list).not.toContain(`/return/cancel?rmaNumber=${rmaNumber}`);

    // The item may go back again; this time the carrier scans the box first.
    const second = await returnedBy(t, owner, "PRINT");
    await returnStep(t.services, second, "scan", later(12));
    const late = `/return/cancel?rmaNumber=${second}`;
    const onItsWay = await textOf(await owner.browser.request(late));
    expect(onItsWay).toContain(RETURN_ANSWERS.notCancellable);
    expect(onItsWay).not.toContain('name="contractIds"');
    const secondView = await getReturnView(
      t.database.db,
      t.services.marketplaces,
      owner.buyer.customerId,
      second,
    );
    const refused = await owner.browser.post(late, {
      contractIds: secondView.contracts[0]?.contractId ?? "",
    });
    expect(refused.status).toBe(409);
    expect(await textOf(refused)).toContain(
      "This return is already on its way back and can no longer be canceled.",
    );
  });
});

describe("a refunded return", () => {
  it("shows what went back to the card on the lists and on its item's page, and no longer offers to cancel it", async () => {
    const owner = await deliveredItem();
    const rmaNumber = await returnedBy(t, owner, "PRINT");
    await returnStep(t.services, rmaNumber, "scan", later(12));
    await returnStep(t.services, rmaNumber, "receive", later(14));
    await returnStep(t.services, rmaNumber, "refund", later(16));
    const view = await getReturnView(
      t.database.db,
      t.services.marketplaces,
      owner.buyer.customerId,
      rmaNumber,
    );
    const contract = view.contracts[0];
    expect(contract?.refundCardCents).toBeGreaterThan(0);
    const refunded = `Refunded: $${((contract?.refundCardCents ?? 0) / 100).toFixed(2)} to your card`;
    for (const path of ["/my-returns", `/return-info/${contract?.contractId}/${owner.itemUniqueId}`]) {
      const text = await textOf(await owner.browser.request(path));
      expect(text, path).toContain(refunded);
      expect(text, path).toContain("Returned to Fleetfoot");
      expect(text, path).not.toContain(`/return/cancel?rmaNumber=${rmaNumber}`);
      expect(text, path).not.toContain(`/my-return/cancel?rmaNumber=${rmaNumber}`);
    }
    expect(await textOf(await owner.browser.request(`/orders/${owner.orderId}`))).toContain("returned");
  });
});

describe("one item's return, and a posted label printed instead", () => {
  it("returns an item from /return-item with a mailed label, then /create-label makes it printable", async () => {
    const owner = await deliveredItem();
    const itemPage = `/return-item?itemUniqueId=${owner.itemUniqueId}`;
    const details = await textOf(
      await owner.browser.request(`/item-details/${owner.orderId}/${owner.itemUniqueId}/`),
    );
    expect(details).toContain(`href="${itemPage}"`);
    const page = await owner.browser.request(itemPage);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(titleOf(html)).toBe("Return Item");
    expect(pageText(html)).toContain(owner.productName);
    expect(html).toMatch(/<input[^>]*type="radio"[^>]*name="labelType"[^>]*value="MAIL"/);

    const noReason = await owner.browser.post(itemPage, { labelType: "MAIL" });
    expect(noReason.status).toBe(400);
    expectFieldError(await noReason.text(), "reason", RETURN_FORM_MESSAGES.reason);

    const done = await owner.browser.post(itemPage, { reason: "defective", labelType: "MAIL" });
    expect(done.status).toBe(200);
    const text = await textOf(done);
    expect(text).toContain("Your return is confirmed");
    expect(text).toContain("We are posting a printed label to you");
    expect(text).not.toContain("Print your label");
    const rmaNumber = /RMA-\d{10}/.exec(text)?.[0] ?? "";
    expect((await owner.browser.request(`/returnLabel?rmaNumber=${rmaNumber}`)).status).toBe(404);

    // The item's page now points at its return.
    const inReturn = await textOf(await owner.browser.request(itemPage));
    expect(inReturn).toContain("This item already has a return on its way.");
    expect(inReturn).toMatch(new RegExp(`href="/return-info/\\d{12}/${owner.itemUniqueId}"`));

    const create = `/create-label?rmaNumber=${rmaNumber}`;
    const offer = await owner.browser.request(create);
    expect(offer.status).toBe(200);
    const offerHtml = await offer.text();
    expect(titleOf(offerHtml)).toBe("Print a Label");
    expect(pageText(offerHtml)).toContain("Print a label now instead");
    const switched = await owner.browser.post(create, { rmaNumber });
    expect(switched.status).toBe(303);
    expect(switched.headers.get("location")).toBe(`/returnLabel?rmaNumber=${rmaNumber}`);
    const { response: label } = await owner.browser.follow(switched, create);
    expect(label.status).toBe(200);
    expect(barcodes(await label.text())).toBe(2);
    expect(await textOf(await owner.browser.request("/returns"))).toContain(
      `href="/returnLabel?rmaNumber=${rmaNumber}"`,
    );

    const twice = await owner.browser.post(create, { rmaNumber });
    expect(twice.status).toBe(409);
    expect(await textOf(twice)).toContain(LABEL_ANSWERS.printed);
  });
});

describe("the USPS label (/uspsLabelDisplay)", () => {
  it("prints a USPS return's label while the shipping handler flag is off, and only a USPS one", async () => {
    const owner = await deliveredItem();
    const usps = await returnedBy(t, owner, "ANY_CARRIER");
    const page = await owner.browser.request(`/uspsLabelDisplay?rmaNumber=${usps}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(pageText(html)).toContain("USPS");
    expect(barcodes(html)).toBe(2);
    expect(await textOf(await owner.browser.request("/returns"))).toContain(
      `href="/uspsLabelDisplay?rmaNumber=${usps}"`,
    );

    const ups = await deliveredItem();
    const print = await returnedBy(t, ups, "PRINT");
    expect((await ups.browser.request(`/uspsLabelDisplay?rmaNumber=${print}`)).status).toBe(404);
  });

  it("answers 404 when the marketplace's shipping handler flag is on; /returnLabel still prints it", async () => {
    const flagged = await createTestApp({
      products: 20,
      now: () => clock,
      marketplaces: configureMarketplaces().map((marketplace) => ({
        ...marketplace,
        features: { ...marketplace.features, returnShippingHandler: true },
      })),
    });
    try {
      stockIds = [...(await retailStockIds(flagged.database.db, 5)), ...stockIds];
      const owner = await deliveredItem(flagged);
      const usps = await returnedBy(flagged, owner, "ANY_CARRIER");
      expect((await owner.browser.request(`/uspsLabelDisplay?rmaNumber=${usps}`)).status).toBe(404);
      expect((await owner.browser.request(`/returnLabel?rmaNumber=${usps}`)).status).toBe(200);
      expect(await textOf(await owner.browser.request("/returns"))).toContain(
        `href="/returnLabel?rmaNumber=${usps}"`,
      );
    } finally {
      await flagged.services.mailDispatcher.stop();
      await flagged.close();
    }
  });
});
