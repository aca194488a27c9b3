import { expect, type Page, test } from "@playwright/test";
import { PageTrouble } from "../support/page-trouble.ts";

// Each test opens several fresh browser sessions in turn.
test.describe.configure({ timeout: 120_000 });

// Each test's pages are watched: a failure prints their errors and error answers.
let trouble = new PageTrouble();
test.beforeEach(() => {
  trouble = new PageTrouble();
});
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook asks for from this pattern.
test.afterEach(({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) trouble.print(testInfo.title);
});

const buyForm = (page: Page) => page.getByRole("form", { name: "Buy" });
const bagLines = (page: Page) => page.getByRole("list", { name: "Items in your Bag" }).getByRole("listitem");

/** Puts one unit of an in-stock sneaker in this browser's bag (and so in its local backup). */
async function addOneItem(page: Page) {
  const search = await (await page.request.get("/Search/v2?term=sneakers&limit=20")).json();
  const [card] = search.results as { productId: number; colorId: number }[];
  if (!card) throw new Error("no sneakers");
  await page.goto(`/product/${card.productId}/color/${card.colorId}`);
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/, { timeout: 30_000 });
  const groups = buyForm(page).getByRole("radiogroup");
  for (let i = 0; i < (await groups.count()); i += 1) {
    const group = groups.nth(i);
    if ((await group.getByRole("radio", { checked: true }).count()) > 0) continue;
    await group
      .getByRole("radio", { name: /^(?!.*\(out of stock\)$)/ })
      .first()
      .click();
  }
  await buyForm(page).getByRole("button", { name: "Add to Bag" }).click();
  await expect(page.getByRole("dialog", { name: "Added to Bag" })).toContainText("Bag subtotal (1 item)");
}

test("a bag kept in the browser comes back once when the shopper lands on /cart in a new session", async ({
  browser,
  baseURL,
}) => {
  const first = await browser.newContext({ baseURL });
  await addOneItem(trouble.watch(await first.newPage(), "first session"));
  // The browser's storage (the bag backup) without the cookies: a new session whose bag is empty.
  const { origins } = await first.storageState();
  await first.close();

  for (let attempt = 1; attempt <= 6; attempt += 1) {
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins } });
    const page = trouble.watch(await context.newPage(), `attempt ${attempt}`);
    await page.goto("/cart");
    await expect(bagLines(page), `attempt ${attempt}`).toHaveCount(1, { timeout: 30_000 });
    const quantity = bagLines(page)
      .first()
      .getByRole("combobox", { name: /^Quantity of/ });
    await expect(quantity, `attempt ${attempt}`).toHaveValue("1");
    await expect(page.getByRole("link", { name: /^Bag, / })).toHaveAccessibleName("Bag, 1 item");
    // What the server holds, read again: still one, however the restore and the page raced.
    await page.reload();
    await expect(quantity, `attempt ${attempt}, reloaded`).toHaveValue("1");
    await context.close();
  }
});

test("a bag kept in the browser is never doubled, even when two tabs restore it at once", async ({
  browser,
  baseURL,
}) => {
  const first = await browser.newContext({ baseURL });
  await addOneItem(trouble.watch(await first.newPage(), "first session"));
  const { origins } = await first.storageState();
  await first.close();

  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins } });
    // No session yet: each tab's first answer may start one (the last cookie wins), and either way
    // the bag comes back once.
    const [cartTab, homeTab] = [
      trouble.watch(await context.newPage(), `attempt ${attempt} cart tab`),
      trouble.watch(await context.newPage(), `attempt ${attempt} home tab`),
    ];
    await Promise.all([cartTab.goto("/cart"), homeTab.goto("/")]);
    // Both tabs are done restoring, or found the other's restore done: each header counts the one
    // item (a tab shows the count its restore answered, or reads it again once the other wrote).
    for (const tab of [homeTab, cartTab]) {
      await expect(tab.getByRole("link", { name: /^Bag, / })).toHaveAccessibleName("Bag, 1 item", {
        timeout: 30_000,
      });
    }
    // The bag as the server holds it.
    await cartTab.reload();
    await expect(bagLines(cartTab), `attempt ${attempt}`).toHaveCount(1, { timeout: 30_000 });
    const quantity = bagLines(cartTab)
      .first()
      .getByRole("combobox", { name: /^Quantity of/ });
    await expect(quantity, `attempt ${attempt}`).toHaveValue("1");
    await context.close();
  }
});

test("a tab that read an empty bag just before another tab restored it shows the restored bag", async ({
  browser,
  baseURL,
}) => {
  const first = await browser.newContext({ baseURL });
  await addOneItem(trouble.watch(await first.newPage(), "first session"));
  const { origins } = await first.storageState();
  await first.close();

  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins } });
  // One new session for both tabs (shared pages set no cookie; the visitor call starts a session).
  await context.request.get("/v1/visitor");
  const [homeTab, cartTab] = [
    trouble.watch(await context.newPage(), "home tab"),
    trouble.watch(await context.newPage(), "cart tab"),
  ];
  // The home tab's visitor is read while the bag is still empty, and reaches the page only after
  // the bag tab has restored the bag (and written its backup for this session).
  let release = () => {};
  const restoredElsewhere = new Promise<void>((resolve) => {
    release = resolve;
  });
  await homeTab.route("**/v1/visitor", async (route) => {
    const response = await route.fetch();
    const visitor = await response.json();
    expect(visitor.cartCount).toBe(0);
    await restoredElsewhere;
    await route.fulfill({ response });
  });
  const visitorRead = homeTab.waitForRequest("**/v1/visitor");
  await homeTab.goto("/");
  await visitorRead;
  await cartTab.goto("/cart");
  await expect(bagLines(cartTab)).toHaveCount(1, { timeout: 30_000 });
  await expect(cartTab.getByRole("link", { name: /^Bag, / })).toHaveAccessibleName("Bag, 1 item");
  release();

  await expect(homeTab.getByRole("link", { name: /^Bag, / })).toHaveAccessibleName("Bag, 1 item", {
    timeout: 30_000,
  });
  await context.close();
});

test("a change to the bag in one tab shows in the header of another tab of the same session", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const productTab = trouble.watch(await context.newPage(), "product tab");
  await addOneItem(productTab);
  const homeTab = trouble.watch(await context.newPage(), "home tab");
  await homeTab.goto("/");
  await expect(homeTab.getByRole("link", { name: /^Bag, / })).toHaveAccessibleName("Bag, 1 item", {
    timeout: 30_000,
  });

  await productTab.goto("/cart");
  await expect(productTab.locator("html")).toHaveClass(/\bhydrated\b/, { timeout: 30_000 });
  await productTab.getByRole("button", { name: /^Remove / }).click();
  await expect(productTab.getByText("Your Bag is empty.")).toBeVisible();

  await expect(homeTab.getByRole("link", { name: /^Bag, / })).toHaveAccessibleName("Bag, 0 items", {
    timeout: 30_000,
  });
  await context.close();
});

test("an add made while the page still reads who the shopper is is kept for a new session", async ({
  browser,
  baseURL,
}) => {
  const first = await browser.newContext({ baseURL });
  const page = trouble.watch(await first.newPage(), "first session");
  // A slow answer to the visitor's read (a shared page's own parts): it arrives only after the add.
  const added = page.waitForResponse(
    (response) => response.url().endsWith("/v1/cart") && response.request().method() === "POST",
  );
  await page.route("**/v1/visitor", async (route) => {
    const response = await route.fetch();
    await added;
    await route.fulfill({ response });
  });
  await addOneItem(page);
  // The shopper leaves as soon as the bag confirms the add: what the browser keeps is what it had then.
  const { origins } = await first.storageState();
  await first.close();

  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins } });
  const cartPage = trouble.watch(await context.newPage(), "new session");
  await cartPage.goto("/cart");
  await expect(bagLines(cartPage)).toHaveCount(1, { timeout: 30_000 });
  await context.close();
});
