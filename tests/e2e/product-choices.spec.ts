import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/** The product bundle's parts these tests read (GET /v3/productBundle). */
interface Bundle {
  productId: number;
  inStock: boolean;
  isEgc: boolean;
  preferredSubsite: { id: string } | null;
  styles: { colorId: number; color: string; stocks: { stockId: number; asin: string; onHand: number }[] }[];
  sizing: {
    dimensions: { id: number; type: string }[];
    allValues: { id: number; label: string }[];
    stockData: {
      id: number;
      asin: string;
      color: number;
      onHand: number;
      [key: `d${number}`]: number | undefined;
    }[];
  };
}

// The demo catalogue gives the i-th product an id in [1,000,000 + 37i, 1,000,000 + 37i + 36] (seed/ids.ts).
const FIRST_ID = 1_000_000;
const ID_STEP = 37;

/** The ids of every product search lists (in stock on this store). */
async function listedIds(request: APIRequestContext): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 0; page < 5; page++) {
    const answer = await (await request.get(`/Search/v2?limit=100&page=${page}`)).json();
    ids.push(...(answer.results as { productId: number }[]).map((card) => card.productId));
    if (answer.results.length < 100) break;
  }
  return [...new Set(ids)].sort((a, b) => a - b);
}

async function bundleOf(request: APIRequestContext, productId: number): Promise<Bundle | null> {
  const response = await request.get(`/v3/productBundle?productId=${productId}`);
  return response.ok() ? ((await response.json()) as Bundle) : null;
}

/** The first listed product whose bundle fits. */
async function findListed(request: APIRequestContext, fits: (bundle: Bundle) => boolean): Promise<Bundle> {
  for (const id of await listedIds(request)) {
    const bundle = await bundleOf(request, id);
    if (bundle && fits(bundle)) return bundle;
  }
  throw new Error("no listed product fits");
}

/**
 * A product of this store with no style in stock (search never lists it, so look between the listed
 * ones): the bundle call answers 'The product has no styles in stock.' for it, and its page sends
 * the shopper to the out-of-stock landing (not to the sister store, which a preferred subsite would).
 */
async function findSoldOut(request: APIRequestContext): Promise<number> {
  const listed = new Set((await listedIds(request)).map((id) => Math.floor((id - FIRST_ID) / ID_STEP)));
  for (let index = 0; index < 400; index++) {
    if (listed.has(index)) continue;
    for (let offset = 0; offset < ID_STEP; offset++) {
      const productId = FIRST_ID + index * ID_STEP + offset;
      const response = await request.get(`/v3/productBundle?productId=${productId}`);
      if (response.status() === 404 && (await response.json()).id === "product.not.found") continue;
      if (response.status() === 404) {
        const page = await request.get(`/product/${productId}`, { maxRedirects: 0 });
        if (page.headers().location?.includes("oosRedirected=true")) return productId;
      }
      break;
    }
  }
  throw new Error("the catalogue has no sold-out product");
}

/** Size values in stock in a colour, with one stock of each. */
function sizesInStock(bundle: Bundle, colorId: number): Map<number, number> {
  const size = bundle.sizing.dimensions.find((dimension) => dimension.type === "size");
  const found = new Map<number, number>();
  for (const stock of bundle.sizing.stockData) {
    const valueId = size ? stock[`d${size.id}`] : undefined;
    if (stock.color === colorId && stock.onHand > 0 && valueId !== undefined) found.set(valueId, stock.id);
  }
  return found;
}

const labelOf = (bundle: Bundle, valueId: number) =>
  bundle.sizing.allValues.find((value) => value.id === valueId)?.label ?? "";
const sizeGroup = (page: Page) =>
  page.getByRole("form", { name: "Buy" }).getByRole("radiogroup", { name: "Size" });

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/, { timeout: 30_000 });
}

test("changing colour clears the chosen size", async ({ page, request }) => {
  // Sized by size (and width) only, two colours sharing an in-stock size, the second with several.
  let shared = { label: "", first: 0, second: { colorId: 0, color: "" } };
  const bundle = await findListed(request, (candidate) => {
    const types = candidate.sizing.dimensions.map((dimension) => dimension.type);
    if (!types.includes("size") || types.some((type) => type !== "size" && type !== "width")) return false;
    const [first, second] = candidate.styles;
    if (!first || !second) return false;
    const inSecond = sizesInStock(candidate, second.colorId);
    const common = [...sizesInStock(candidate, first.colorId).keys()].find((id) => inSecond.has(id));
    if (common === undefined || inSecond.size < 2) return false;
    shared = { label: labelOf(candidate, common), first: first.colorId, second };
    return true;
  });
  await page.goto(`/product/${bundle.productId}/color/${shared.first}`);
  await hydrated(page);
  const size = sizeGroup(page).getByRole("radio", { name: shared.label, exact: true });
  await size.click();
  await expect(size).toHaveAttribute("aria-checked", "true");

  await page.getByRole("link", { name: shared.second.color, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/color/${shared.second.colorId}$`));
  await expect(page.locator(".color-name")).toHaveText(shared.second.color);
  await expect(sizeGroup(page).getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(size).toHaveAttribute("aria-checked", "false");
});

test("/p/asin and /product/stockId open with that stock's size chosen", async ({ page, request }) => {
  let named = { asin: "", stockId: 0, label: "" };
  await findListed(request, (candidate) => {
    const style = candidate.styles.find((one) => sizesInStock(candidate, one.colorId).size > 1);
    if (!style) return false;
    const [, [valueId, stockId] = [0, 0]] = [...sizesInStock(candidate, style.colorId).entries()];
    const asin = candidate.sizing.stockData.find((stock) => stock.id === stockId)?.asin;
    if (!asin) return false;
    named = { asin, stockId, label: labelOf(candidate, valueId) };
    return true;
  });
  for (const path of [`/p/asin/${named.asin}`, `/product/stockId/${named.stockId}`]) {
    await page.goto(path);
    await hydrated(page);
    await expect(sizeGroup(page).getByRole("radio", { name: named.label, exact: true })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  }
});

test("a sold-out product shows styles inspired by it under the out-of-stock words", async ({
  page,
  request,
}) => {
  const soldOut = await findSoldOut(request);
  await page.goto(`/product/${soldOut}`);
  await expect(page).toHaveURL(/\/search\/.*\?oosRedirected=true$/);
  await expect(page.getByRole("status").filter({ hasText: "Oops! That's out of stock." })).toHaveText(
    "Oops! That's out of stock. Browse styles inspired by your search below!",
  );
  const results = page.getByRole("list", { name: "Search results" });
  await expect(results.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByText("we couldn’t find anything")).toHaveCount(0);
});
