import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSeededTestDatabase } from "../../seed/test-catalogue.ts";
import { setStylePrice } from "../../tests/support/catalog-fixtures.ts";
import { heldMailDispatcher } from "../../tests/support/held-mail.ts";
import { newestMailsTo } from "../../tests/support/queued-mail.ts";
import { setOnHand, stylesWithStockIds } from "../../tests/support/stock-fixtures.ts";
import { testServices } from "../../tests/support/test-services.ts";
import { findStyleItems } from "../catalog/index.server.ts";
import { formatPrice } from "../core/index.ts";
import { registerCustomer } from "../identity/index.server.ts";
import { addToList } from "../lists/index.server.ts";
import { DEFAULT_LIST_ID } from "../lists/index.ts";
import { sendPriceDropAlerts, sendStockAlerts } from "./alerts.server.ts";
import { subscribeToStock } from "./stock.server.ts";
import { setOptout } from "./subscriptions.server.ts";

// The alerts as a customer gets them: a favorite's price drop and a size back in stock, each mailed
// once with a link to that size (or the product), and never to an address that opted out.

const BASE = "http://localhost:3000";
let database: Database;
let services: ReturnType<typeof testServices>;
let people = 0;
/** Styles with at least two sizes, each used by one test (price changes touch every favorite of a style). */
let freeStyles: { styleId: number; stockIds: number[] }[] = [];

const takeStyle = () => {
  const style = freeStyles.shift();
  if (!style) throw new Error("the test catalogue ran out of styles");
  return style;
};

async function customer(optedOut = false) {
  people += 1;
  const email = `alert-${people}@example.com`;
  const { customerId } = await registerCustomer(database.db, {
    name: `Al ${people}`,
    email,
    password: "long enough password",
  });
  if (optedOut) await database.db.transaction((tx) => setOptout(tx, email, true, new Date()));
  return { customerId, email };
}

const favorite = (customerId: number, styleId: number, stockId: number | null) =>
  addToList(database.db, customerId, {
    listId: DEFAULT_LIST_ID,
    itemId: styleId,
    subItemId: stockId,
    merchantId: "A1FLEETF00T01",
  });

const mailsTo = (to: string, subjectStart: string) => newestMailsTo(database.db, to, subjectStart);

async function priceOf(styleId: number): Promise<number> {
  const [style] = await findStyleItems(database.db, [styleId]);
  if (!style) throw new Error(`no style ${styleId}`);
  return style.priceCents;
}
const setPrice = (styleId: number, priceCents: number) => setStylePrice(database.db, styleId, priceCents);

beforeAll(async () => {
  database = await createSeededTestDatabase({ products: 40 });
  // The tests read the mails from the outbox, as queued (a delivered one has its body emptied).
  services = testServices(database.db, { mailDispatcher: heldMailDispatcher(database.db) });
  freeStyles = (await stylesWithStockIds(database.db)).filter((style) => style.stockIds.length >= 2);
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe("price-drop alerts on favorites", () => {
  it("mails a lower price once, with a link to the favorited size, however many workers check", async () => {
    const { styleId, stockIds } = takeStyle();
    const size = stockIds[1] ?? 0;
    const { customerId, email } = await customer();
    await favorite(customerId, styleId, size);
    const was = await priceOf(styleId);

    // The first look only records the price.
    await sendPriceDropAlerts(services, new Date());
    expect(await mailsTo(email, "Price drop")).toEqual([]);

    const now = was - 1000;
    await setPrice(styleId, now);
    const at = new Date();
    const counts = await Promise.all([sendPriceDropAlerts(services, at), sendPriceDropAlerts(services, at)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = await mailsTo(email, "Price drop");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.body).toContain(`is now ${formatPrice(now)} (was ${formatPrice(was)})`);
    expect(mail?.body).toContain(`See it: ${BASE}/product/stockId/${size}\n`);
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.body).toMatch(/subscriptions\/email\/[0-9a-f]{64}/);

    // The same price again, or a higher one, mails nothing more.
    await sendPriceDropAlerts(services, new Date());
    await setPrice(styleId, was);
    await sendPriceDropAlerts(services, new Date());
    expect(await mailsTo(email, "Price drop")).toHaveLength(1);
  });

  it("links a favorite without a size to the product's page", async () => {
    const { styleId } = takeStyle();
    const { customerId, email } = await customer();
    await favorite(customerId, styleId, null);
    await sendPriceDropAlerts(services, new Date());
    await setPrice(styleId, (await priceOf(styleId)) - 500);
    await sendPriceDropAlerts(services, new Date());
    const [style] = await findStyleItems(database.db, [styleId]);
    const [mail] = await mailsTo(email, "Price drop");
    expect(mail?.body).toContain(`See it: ${BASE}${style?.productUrl}\n`);
  });

  it("mails nothing to an address that opted out of marketing", async () => {
    const { styleId, stockIds } = takeStyle();
    const { customerId, email } = await customer(true);
    await favorite(customerId, styleId, stockIds[0] ?? null);
    await sendPriceDropAlerts(services, new Date());
    await setPrice(styleId, (await priceOf(styleId)) - 700);
    await sendPriceDropAlerts(services, new Date());
    expect(await mailsTo(email, "Price drop")).toEqual([]);
  });
});

describe("back-in-stock alerts", () => {
  it("mails a link to that size once, and nothing to an address that opted out", async () => {
    const { stockIds } = takeStyle();
    const size = stockIds[0] ?? 0;
    await setOnHand(database.db, size, 0);
    const waiting = await customer();
    const optedOut = await customer();
    await subscribeToStock(database.db, waiting.customerId, size);
    await subscribeToStock(database.db, optedOut.customerId, size);
    await database.db.transaction((tx) => setOptout(tx, optedOut.email, true, new Date()));
    await sendStockAlerts(services, new Date());
    expect(await mailsTo(waiting.email, "Back in stock")).toEqual([]);

    await setOnHand(database.db, size, 2);
    await sendStockAlerts(services, new Date());
    await sendStockAlerts(services, new Date());
    const mails = await mailsTo(waiting.email, "Back in stock");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(`Get it before it's gone: ${BASE}/product/stockId/${size}\n`);
    expect(mails[0]?.body).not.toContain(`/product/stockId/${stockIds[1]}`);
    expect(await mailsTo(optedOut.email, "Back in stock")).toEqual([]);
  });
});
