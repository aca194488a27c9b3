import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { registerByMail, uniqueEmail } from "./support/registration.ts";

/** The product bundle's parts these tests read (GET /v3/productBundle). */
interface Bundle {
  productId: number;
  seoName: string;
  defaultProductType: string;
  genders: string[];
  selected: { colorId: number };
  sizing: {
    dimensions: { id: number; type: string; values: number[] }[];
    allValues: { id: number; label: string; sizeType: string | null }[];
    stockData: { id: number; color: number; onHand: number; [key: string]: number | undefined }[];
  };
}

/** A size of a product's default colour, with the on-hand counts of its stocks. */
interface SizeCase {
  bundle: Bundle;
  path: string;
  label: string;
  onHand: number[];
}

/** Every product the store lists, one bundle each (the catalogue of the browser tests is small). */
async function bundles(request: APIRequestContext): Promise<Bundle[]> {
  const ids = new Set<number>();
  for (let page = 0; page < 5; page++) {
    const answer = await (await request.get(`/Search/v2?limit=100&page=${page}`)).json();
    for (const card of answer.results as { productId: number }[]) ids.add(card.productId);
    if (answer.results.length < 100) break;
  }
  const found: Bundle[] = [];
  for (const id of ids) {
    const response = await request.get(`/v3/productBundle?productId=${id}`);
    if (response.ok()) found.push(await response.json());
  }
  return found;
}

/**
 * Sizes of products sized by size alone (or with one width in the colour), so that choosing the
 * size completes the selection: each with the on-hand counts of that size's stocks in the colour.
 */
function sizeCases(all: Bundle[]): SizeCase[] {
  const cases: SizeCase[] = [];
  for (const bundle of all) {
    const { dimensions, allValues, stockData } = bundle.sizing;
    const size = dimensions.find((dimension) => dimension.type === "size");
    const width = dimensions.find((dimension) => dimension.type === "width");
    const others = dimensions.filter((dimension) => dimension !== size && dimension !== width);
    if (!size || others.length > 0) continue;
    const stocks = stockData.filter((stock) => stock.color === bundle.selected.colorId);
    if (width && new Set(stocks.map((stock) => stock[`d${width.id}`])).size > 1) continue;
    for (const valueId of size.values) {
      const ofSize = stocks.filter((stock) => stock[`d${size.id}`] === valueId);
      const label = allValues.find((value) => value.id === valueId)?.label;
      if (ofSize.length === 0 || !label) continue;
      const path = `/p/${bundle.seoName}/product/${bundle.productId}/color/${bundle.selected.colorId}`;
      cases.push({ bundle, path, label, onHand: ofSize.map((stock) => stock.onHand) });
    }
  }
  return cases;
}

let cases: SizeCase[] = [];
test.beforeAll(async ({ request }) => {
  cases = sizeCases(await bundles(request));
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
}

const buyForm = (page: Page) => page.getByRole("form", { name: "Buy" });
const sizes = (page: Page) => page.getByRole("radiogroup", { name: "Size" });

test("a size with no stock reads 'Out of Stock' and cannot be added", async ({ page }) => {
  const soldOut = cases.find((item) => item.onHand.every((count) => count <= 0));
  if (!soldOut) throw new Error("the catalogue has no sold-out size in a default colour");
  await open(page, soldOut.path);
  await sizes(page)
    .getByRole("radio", { name: `${soldOut.label} (out of stock)`, exact: true })
    .click();
  const button = buyForm(page).getByRole("button", { name: "Out of Stock" });
  await expect(button).toBeVisible();
  await expect(button).toBeDisabled();
});

test("a size with 10 or fewer on hand says 'Only N left in stock!'", async ({ page }) => {
  const low = cases.find(
    (item) => item.onHand.length === 1 && (item.onHand[0] ?? 0) >= 1 && (item.onHand[0] ?? 0) <= 10,
  );
  if (!low) throw new Error("the catalogue has no low-stock size in a default colour");
  await open(page, low.path);
  await sizes(page).getByRole("radio", { name: low.label, exact: true }).click();
  await expect(
    buyForm(page).getByText(`Only ${low.onHand[0]} left in stock!`, { exact: true }),
  ).toBeVisible();
  await expect(buyForm(page).getByRole("button", { name: "Add to Bag" })).toBeEnabled();
});

test("a size with more than 10 on hand shows no low-stock message", async ({ page }) => {
  const plenty = cases.find((item) => item.onHand.length === 1 && (item.onHand[0] ?? 0) > 10);
  if (!plenty) throw new Error("the catalogue has no well-stocked size in a default colour");
  await open(page, plenty.path);
  await sizes(page).getByRole("radio", { name: plenty.label, exact: true }).click();
  await expect(buyForm(page).getByRole("button", { name: "Add to Bag" })).toBeEnabled();
  await expect(buyForm(page).getByText(/left in stock!/)).toHaveCount(0);
});

test("the size chosen on one product is recommended on the next of its kind", async ({ page }) => {
  const inStock = cases.filter((item) => item.onHand.some((count) => count > 0));
  const kind = (item: SizeCase) =>
    `${item.bundle.defaultProductType}|${[...item.bundle.genders].sort().join("+")}`;
  let pair: [SizeCase, SizeCase] | undefined;
  for (const first of inStock) {
    const second = inStock.find(
      (item) =>
        item.bundle.productId !== first.bundle.productId &&
        kind(item) === kind(first) &&
        item.label === first.label,
    );
    if (second) {
      pair = [first, second];
      break;
    }
  }
  if (!pair) throw new Error("the catalogue has no two products of a kind sharing an in-stock size");
  const [first, second] = pair;
  await open(page, first.path);
  await expect(page.getByRole("status").filter({ hasText: "Not sure of your size?" })).toBeVisible();
  await sizes(page).getByRole("radio", { name: first.label, exact: true }).click();
  await open(page, second.path);
  await expect(sizes(page).getByRole("radio", { name: second.label, exact: true })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Size ${second.label} is selected: the size you chose before` }),
  ).toBeVisible();
});

test("a signed-in customer gets 'Notify Me' on a sold-out size and subscribes to it", async ({ page }) => {
  const soldOut = cases.find((item) => item.onHand.every((count) => count <= 0));
  if (!soldOut) throw new Error("the catalogue has no sold-out size in a default colour");
  await page.goto(`/register?${new URLSearchParams({ redirect: soldOut.path })}`);
  await registerByMail(page, {
    name: "Noor Waits",
    email: uniqueEmail("notify"),
    password: "patience is long",
  });
  await page.waitForURL((url) => url.pathname === soldOut.path);
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
  await sizes(page)
    .getByRole("radio", { name: `${soldOut.label} (out of stock)`, exact: true })
    .click();
  await buyForm(page).getByRole("button", { name: "Notify Me" }).click();
  await expect(buyForm(page).getByRole("status")).toHaveText(
    "We'll email you when this size is back in stock.",
  );
});
