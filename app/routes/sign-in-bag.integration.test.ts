import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../modules/mail/index.server.ts";
import { CookieBrowser } from "../../tests/support/cookie-browser.ts";
import { signedInCustomer } from "../../tests/support/customers.ts";
import { mailText, type SmtpInbox, startSmtpInbox } from "../../tests/support/smtp-inbox.ts";
import { pickStocks } from "../../tests/support/stock-fixtures.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
let inbox: SmtpInbox;
const silent = { info() {}, warn() {}, error() {} };
/** Stock ids of plain products (no gift cards, which do not mix), each with several on hand. */
let stockIds: number[];

interface Account {
  email: string;
  password: string;
}

/** What a bag holds, as the shopper's bag call answers it: stock id and quantity, in a fixed order. */
async function bagOf(browser: CookieBrowser): Promise<{ stockId: number; quantity: number }[]> {
  const response = await browser.request("/v1/cart");
  expect(response.status).toBe(200);
  const cart = (await response.json()) as { activeItems: { stockId: number; quantity: number }[] };
  return cart.activeItems
    .map(({ stockId, quantity }) => ({ stockId, quantity }))
    .sort((a, b) => a.stockId - b.stockId);
}

async function add(browser: CookieBrowser, stockId: number, quantity: number) {
  const response = await browser.post("/cartAddItem.do", {
    stockId: String(stockId),
    quantity: String(quantity),
  });
  expect(response.headers.get("location")).toBe("/cart");
}

async function signIn(browser: CookieBrowser, account: Account) {
  const response = await browser.post("/login", { ...account, redirect: "/cart" });
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/cart");
}

/** A new customer (made through the identity module), signed in on a browser of their own. */
async function customer(): Promise<{ browser: CookieBrowser; account: Account }> {
  const { browser, email, password } = await signedInCustomer(t.app, t.database.db, { firstName: "Bag" });
  return { browser, account: { email, password } };
}

/** The customer's bag as any other browser sees it after signing in. */
async function bagSeenElsewhere(account: Account) {
  const browser = new CookieBrowser(t.app);
  await browser.request("/");
  await signIn(browser, account);
  return bagOf(browser);
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const mailer = createMailer(
    { smtpUrl: inbox.url, from: "no-reply@fleetfoot.example", outboxDir: "unused" },
    silent,
  );
  t = await createTestApp({ products: 30, mailer });
  const rows = await pickStocks(t.database.db, { kind: "retail", moreThan: 5, count: 4 });
  stockIds = rows.map((row) => row.stockId);
  expect(stockIds).toHaveLength(4);
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

describe("signing in while signed in keeps every bag where it is (issue 10, point 7)", () => {
  it("signing in again to the same account neither empties nor doubles the bag", async () => {
    const [first = 0, second = 0] = stockIds;
    const a = await customer();
    await add(a.browser, first, 2);
    await add(a.browser, second, 1);
    const before = await bagOf(a.browser);
    expect(before).toEqual([
      { stockId: first, quantity: 2 },
      { stockId: second, quantity: 1 },
    ]);

    await signIn(a.browser, a.account);
    expect(await bagOf(a.browser)).toEqual(before);
    await signIn(a.browser, a.account);
    expect(await bagOf(a.browser)).toEqual(before);
    expect(await bagSeenElsewhere(a.account)).toEqual(before);
  });

  it("signing in to another account leaves the first customer's bag theirs and gives the second nothing of it", async () => {
    const [first = 0, , third = 0] = stockIds;
    const a = await customer();
    const b = await customer();
    await add(a.browser, first, 2);
    await add(b.browser, third, 1);

    // On A's browser, still signed in as A, B signs in.
    await signIn(a.browser, b.account);
    expect(await bagOf(a.browser)).toEqual([{ stockId: third, quantity: 1 }]);
    expect(await bagSeenElsewhere(b.account)).toEqual([{ stockId: third, quantity: 1 }]);
    expect(await bagSeenElsewhere(a.account)).toEqual([{ stockId: first, quantity: 2 }]);
  });

  it("registering a new account while signed in gives it an empty bag and keeps the first one's", async () => {
    const [first = 0] = stockIds;
    const a = await customer();
    await add(a.browser, first, 3);
    const newcomer = { email: "bag-newcomer@example.com", password: "a bag of my own" };
    // On A's browser, still signed in as A, someone registers a new account.
    const response = await a.browser.post("/register", { name: "New Comer", ...newcomer });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/register?sent=1");
    // Asking for the account signs nobody in or out: the bag is still A's.
    expect(await bagOf(a.browser)).toEqual([{ stockId: first, quantity: 3 }]);

    // The mailed link, followed on the same browser, finishes the registration and signs the newcomer in.
    const link =
      /http:\/\/localhost:3000\/register\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(
        mailText((await inbox.next(newcomer.email)).raw),
      )?.[0] ?? "";
    expect(link).not.toBe("");
    expect((await a.browser.request(link)).status).toBe(200);
    const token = new URL(link).searchParams.get("token") ?? "";
    const confirmed = await a.browser.post("/register/confirm", { token });
    expect(confirmed.status).toBe(303);
    const info = await a.browser.request("/v1/customerInfo");
    expect(await info.json()).toMatchObject({ email: newcomer.email });

    expect(await bagOf(a.browser)).toEqual([]);
    expect(await bagSeenElsewhere(newcomer)).toEqual([]);
    expect(await bagSeenElsewhere(a.account)).toEqual([{ stockId: first, quantity: 3 }]);
  });

  it("a guest's bag still joins the customer's at sign-in", async () => {
    const [first = 0, , , fourth = 0] = stockIds;
    const a = await customer();
    await add(a.browser, first, 1);
    const guest = new CookieBrowser(t.app);
    await guest.request("/");
    await add(guest, fourth, 2);
    await add(guest, first, 1);
    await signIn(guest, a.account);
    const joined = [
      { stockId: first, quantity: 2 },
      { stockId: fourth, quantity: 2 },
    ];
    expect(await bagOf(guest)).toEqual(joined);
    expect(await bagSeenElsewhere(a.account)).toEqual(joined);
  });
});
