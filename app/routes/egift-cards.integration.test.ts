import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CART_ERRORS, EGIFT_CARD_DESIGNS, EGIFT_CARD_MESSAGES } from "../../modules/cart/index.ts";
import { type EgiftCardAmount, findEgiftCardAmounts } from "../../modules/catalog/index.server.ts";
import { registerCustomer } from "../../modules/identity/index.server.ts";
import { CookieBrowser, pageText } from "../../tests/support/cookie-browser.ts";
import { pickStocks } from "../../tests/support/stock-fixtures.ts";
import { createTestApp, type TestApp, titleOf } from "../../tests/support/test-app.ts";

// The gift card page as a browser without JavaScript uses it: a plain form posting to the page,
// answered by the page again with the words on its fields, or by a 303 to the bag.

const PAGE = "/c/e-gift-cards";

let t: TestApp;
let amounts: EgiftCardAmount[];
let retailStockId: number;

beforeAll(async () => {
  t = await createTestApp({ products: 60 });
  amounts = await findEgiftCardAmounts(t.database.db);
  const [retail] = await pickStocks(t.database.db, { kind: "retail", moreThan: 3 });
  if (!retail || amounts.length < 2) throw new Error("the test catalogue lacks retail items or e-Gift Cards");
  retailStockId = retail.stockId;
});
afterAll(async () => {
  await t?.close();
});

/** A shopper who has opened the gift card page (and so holds session cookies). */
async function shopper() {
  const browser = new CookieBrowser(t.app);
  const page = await browser.request(PAGE);
  expect(page.status).toBe(200);
  return browser;
}

const amount = (index: number) => String(amounts[index]?.stockId ?? 0);

const form = (fields: Record<string, string> = {}) => ({
  stockId: amount(0),
  design: "thank-you",
  recipientName: "Ann Example",
  recipientEmail: "ann@example.com",
  senderName: "Bo Sender",
  message: "With thanks for everything.",
  ...fields,
});

/** A page's text as a reader sees it, without its tags. */
const visible = (html: string) => pageText(html).replace(/<[^>]*>/g, "");

const bagText = async (browser: CookieBrowser, path = "/cart") =>
  visible(await (await browser.request(path)).text());

describe("the e-Gift Cards page", () => {
  it("is titled 'e-Gift Cards' and offers the amounts in stock, the designs with swatches, and the fields", async () => {
    const browser = new CookieBrowser(t.app);
    const response = await browser.request(PAGE);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = pageText(html);
    expect(titleOf(html)).toBe("e-Gift Cards");
    for (const { stockId, label } of amounts) {
      expect(html).toContain(`value="${stockId}"`);
      expect(text).toContain(label);
    }
    for (const design of EGIFT_CARD_DESIGNS) {
      expect(text).toContain(design.name);
      expect(html).toContain(`egc-swatch egc-design-${design.id}`);
    }
    for (const label of [
      "Amount",
      "Design",
      "Recipient's Name",
      "Recipient's Email",
      "Your Name",
      "Message",
    ]) {
      expect(text).toContain(label);
    }
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(text).toContain("Add to Bag");
  });

  it("adds an e-Gift Card with a plain form, and the bag shows its recipient", async () => {
    const browser = await shopper();
    const added = await browser.post(PAGE, form({ stockId: amount(1) }));
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/cart");
    const bag = await bagText(browser);
    expect(bag).toContain(`Amount: ${amounts[1]?.label}`);
    expect(bag).toContain("Design: Thank You");
    expect(bag).toContain("To: Ann Example (ann@example.com)");
    expect(bag).toContain("From: Bo Sender");
    expect(bag).toContain("With thanks for everything.");
    expect(bag).toContain("Subtotal (1 item)");
    // The page recalls what the bag holds.
    expect(await bagText(browser, PAGE)).toContain(`1 × ${amounts[1]?.label} for Ann Example`);
  });

  it("refuses a form with its words on the fields, keeping what was typed", async () => {
    const browser = await shopper();
    const refused = await browser.post(
      PAGE,
      form({ stockId: "", recipientEmail: "ann-at-example", senderName: "", message: "x".repeat(201) }),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    const text = pageText(html);
    expect(text).toContain(EGIFT_CARD_MESSAGES.amount);
    expect(text).toContain(EGIFT_CARD_MESSAGES.recipientEmail);
    expect(text).toContain(EGIFT_CARD_MESSAGES.senderName);
    expect(text).toContain(EGIFT_CARD_MESSAGES.tooLong(200));
    expect(html).toContain('value="Ann Example"');
    expect(html).toContain('value="ann-at-example"');
    expect(html).toMatch(
      /name="recipientEmail"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="recipientEmail"/,
    );

    // A line break in a name (the server's input guard answers other control characters itself).
    const twoLines = await browser.post(PAGE, form({ recipientName: "Ann\nBcc: someone@example.com" }));
    expect(twoLines.status).toBe(400);
    expect(pageText(await twoLines.text())).toContain(EGIFT_CARD_MESSAGES.characters);
    expect((await browser.post(PAGE, form({ senderName: "Bo\u0007" }))).status).toBe(400);

    // A link in the message: the mail goes out from the store's address (decision 212).
    const linked = await browser.post(PAGE, form({ message: "Claim it at https://fleetfoot-gifts.example" }));
    expect(linked.status).toBe(400);
    const linkedHtml = pageText(await linked.text());
    expect(linkedHtml).toContain(EGIFT_CARD_MESSAGES.noLinks);
    expect(linkedHtml).toMatch(
      /name="message"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="message"/,
    );

    // A stock item that is no e-Gift Card is no amount of this page.
    const notACard = await browser.post(PAGE, form({ stockId: String(retailStockId) }));
    expect(notACard.status).toBe(400);
    expect(pageText(await notACard.text())).toContain(EGIFT_CARD_MESSAGES.amount);
    expect(await bagText(browser)).toContain("is empty");
  });

  it("refuses to mix e-Gift Cards with other items, in the bag's words", async () => {
    const browser = await shopper();
    await browser.post("/cartAddItem.do", { stockId: String(retailStockId) });
    // Said before the shopper fills in the form...
    expect(await bagText(browser, PAGE)).toContain(CART_ERRORS.cannotAddMixedRetailAndEgc);
    // ...and when the form is sent anyway.
    const refused = await browser.post(PAGE, form());
    expect(refused.status).toBe(409);
    expect(pageText(await refused.text())).toContain(CART_ERRORS.cannotAddMixedRetailAndEgc);
    const bag = await bagText(browser);
    expect(bag).toContain("Subtotal (1 item)");
    expect(bag).not.toContain("Ann Example");
  });

  it("replaces an amount's card for another recipient, and tells the shopper so", async () => {
    const browser = await shopper();
    await browser.post(PAGE, form());
    await browser.post(PAGE, form());
    expect(await bagText(browser)).toContain("Subtotal (2 items)");
    const replaced = await browser.post(
      PAGE,
      form({ recipientName: "Cy Other", recipientEmail: "cy@example.com", message: "" }),
    );
    expect(replaced.status).toBe(303);
    expect(replaced.headers.get("location")).toBe("/cart?notice=egc.replaced");
    const bag = await bagText(browser, "/cart?notice=egc.replaced");
    expect(bag).toContain(EGIFT_CARD_MESSAGES.replaced);
    expect(bag).toContain("To: Cy Other (cy@example.com)");
    expect(bag).not.toContain("Ann Example");
    expect(bag).toContain("Subtotal (1 item)");
  });

  it("keeps a guest's card, with its recipient, when the guest signs in", async () => {
    const email = `egc-giver.${process.pid}@example.com`;
    const password = "correct horse battery";
    await registerCustomer(t.database.db, { name: "Gil Giver", email, password });
    const browser = await shopper();
    await browser.post(PAGE, form());
    expect((await browser.post("/login", { email, password })).status).toBe(303);
    expect(await bagText(browser)).toContain("To: Ann Example (ann@example.com)");
    // Signed in, the page offers the customer's name as the sender's.
    expect(await (await browser.request(PAGE)).text()).toContain('value="Gil Giver"');
  });

  it("sends an e-Gift Card's product page here", async () => {
    const [card] = await pickStocks(t.database.db, { kind: "egift card" });
    const response = await new CookieBrowser(t.app).request(`/product/${card?.productId}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(PAGE);
  });
});
