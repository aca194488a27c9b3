import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

interface BundleStock {
  stockId: number;
  asin: string;
  onHand: number;
}

/** A product with one colour's stock items, found through the store's own API. */
async function findProduct(
  request: APIRequestContext,
  wanted: (stocks: BundleStock[]) => boolean,
  term = "sneakers",
) {
  const search = await (await request.get(`/Search/v2?term=${term}&limit=100`)).json();
  for (const card of search.results as { productId: number }[]) {
    const bundle = await (await request.get(`/v3/productBundle?productId=${card.productId}`)).json();
    for (const style of bundle.styles as { colorId: number; stocks: BundleStock[] }[]) {
      if (wanted(style.stocks)) {
        return { path: `/product/${card.productId}/color/${style.colorId}`, stocks: style.stocks };
      }
    }
  }
  throw new Error("no product fits");
}

/**
 * A colour whose every size in stock has 3 or more: the size the test picks (the first in stock) can
 * go into the bag three times. With a size of 1 left, a second add is capped at 1 and the bag says
 * 1 item.
 */
const threeOfEachSize = (stocks: BundleStock[]) =>
  stocks.some((stock) => stock.onHand >= 3) &&
  stocks.every((stock) => stock.onHand === 0 || stock.onHand >= 3);

const buyForm = (page: Page) => page.getByRole("form", { name: "Buy" });
const bagLink = (page: Page) => page.getByRole("link", { name: /^Bag, \d+ items?$/ });

/** Picks the first in-stock option of every unchosen sizing group (size, then width...). */
async function chooseInStockSize(page: Page) {
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
  const groups = buyForm(page).getByRole("radiogroup");
  for (let i = 0; i < (await groups.count()); i += 1) {
    const group = groups.nth(i);
    if ((await group.getByRole("radio", { checked: true }).count()) > 0) continue;
    const option = group.getByRole("radio", { name: /^(?!.*\(out of stock\)$)/ }).first();
    await option.click();
    await expect(option).toHaveAttribute("aria-checked", "true");
  }
}

test.describe("the bag, with JavaScript", () => {
  test("add from a product page: the modal, the header count, then the bag page", async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, threeOfEachSize);
    await page.goto(product.path);
    await chooseInStockSize(page);
    await buyForm(page).getByRole("button", { name: "Add to Bag" }).click();

    const modal = page.getByRole("dialog", { name: "Added to Bag" });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText("Bag subtotal (1 item)");
    await expect(bagLink(page)).toHaveAccessibleName("Bag, 1 item");
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();

    await buyForm(page).getByRole("button", { name: "Add to Bag" }).click();
    await expect(page.getByRole("dialog")).toContainText("Bag subtotal (2 items)");
    await page.getByRole("dialog").getByRole("link", { name: "View Bag" }).click();
    await page.waitForURL("**/cart");
    await expect(page).toHaveTitle("My Bag");
    const lines = page.getByRole("list", { name: "Items in your Bag" }).getByRole("listitem");
    await expect(lines).toHaveCount(1);
    await expect(lines.first().getByRole("combobox", { name: /^Quantity of/ })).toHaveValue("2");
  });

  test("change quantity, save for later, move back, remove; the bag survives a reload", async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, threeOfEachSize);
    await page.goto(product.path);
    await chooseInStockSize(page);
    await buyForm(page).getByRole("button", { name: "Add to Bag" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.goto("/cart");
    await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);

    const bag = page.getByRole("list", { name: "Items in your Bag" });
    await bag.getByRole("combobox", { name: /^Quantity of/ }).selectOption("3");
    await expect(page.getByText("Subtotal (3 items)")).toBeVisible();
    await expect(bagLink(page)).toHaveAccessibleName("Bag, 3 items");

    await page.reload();
    await expect(bag.getByRole("combobox", { name: /^Quantity of/ })).toHaveValue("3");

    await bag.getByRole("button", { name: /^Save for Later: / }).click();
    const saved = page.getByRole("region", { name: /^Saved for Later/ });
    await expect(saved.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByText("Your Bag is empty.")).toBeVisible();
    await expect(bagLink(page)).toHaveAccessibleName("Bag, 0 items");

    await saved.getByRole("button", { name: /^Move to Bag: / }).click();
    await expect(bag.getByRole("listitem")).toHaveCount(1);
    await bag.getByRole("button", { name: /^Remove / }).click();
    await expect(page.getByText("Your Bag is empty.")).toBeVisible();
  });

  test("the browser refuses to add more than is in stock", async ({ page, request }) => {
    // A one-size item (a bag) with one or two units left.
    const product = await findProduct(
      request,
      (stocks) => stocks.length === 1 && (stocks[0]?.onHand ?? 0) > 0 && (stocks[0]?.onHand ?? 0) <= 2,
      "bags",
    );
    await page.goto(product.path);
    await chooseInStockSize(page);
    const add = buyForm(page).getByRole("button", { name: "Add to Bag" });
    const refusal = buyForm(page).getByRole("alert");
    // Add until the bag holds every unit: each add shows the modal, then the next is refused at once.
    for (let i = 0; i < 3; i += 1) {
      await add.click();
      await expect(page.getByRole("dialog").or(refusal)).toBeVisible();
      if (await refusal.isVisible()) break;
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    }
    await expect(refusal).toHaveText("You already have all we have of this item in your bag.");
    const units = product.stocks[0]?.onHand ?? 0;
    await expect(bagLink(page)).toHaveAccessibleName(`Bag, ${units} ${units === 1 ? "item" : "items"}`);
  });

  test("a bag remembered in this browser comes back in a new session", async ({ page, request, context }) => {
    const product = await findProduct(request, threeOfEachSize);
    await page.goto(product.path);
    await chooseInStockSize(page);
    await buyForm(page).getByRole("button", { name: "Add to Bag" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await context.clearCookies(); // a new session: the server's bag for it is empty
    await page.goto("/");
    await expect(bagLink(page)).toHaveAccessibleName("Bag, 1 item");
    await page.goto("/cart");
    await expect(page.getByRole("list", { name: "Items in your Bag" }).getByRole("listitem")).toHaveCount(1);
  });
});

test.describe("the bag, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("add to bag with a plain form and see it on /cart", async ({ page, request }) => {
    const product = await findProduct(request, threeOfEachSize);
    await page.goto(product.path);
    const form = buyForm(page);
    const select = form.getByRole("combobox");
    const inStock = select.locator('option:not([disabled]):not([value=""])').first();
    await select.selectOption((await inStock.getAttribute("value")) ?? "");
    await form.getByRole("button", { name: "Add to Bag" }).click();
    await page.waitForURL("**/cart");
    await expect(page.getByRole("list", { name: "Items in your Bag" }).getByRole("listitem")).toHaveCount(1);
    await expect(bagLink(page)).toHaveAccessibleName("Bag, 1 item");

    // Quantity and removal work as plain forms too.
    await page.getByRole("combobox", { name: /^Quantity of/ }).selectOption("2");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Subtotal (2 items)")).toBeVisible();
    await page.getByRole("button", { name: /^Remove / }).click();
    await expect(page.getByText("Your Bag is empty.")).toBeVisible();
  });
});
