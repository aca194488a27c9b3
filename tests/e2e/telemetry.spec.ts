import {
  type APIRequestContext,
  type Browser,
  chromium,
  expect,
  type Page,
  type Response,
  test,
} from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../support/chromium.ts";
import { E2E_METRICS_TOKEN } from "../support/metrics-token.ts";

// Telemetry as the store receives it: the page-performance beacon (GET /martypixel) once per page
// load from a shopper's browser, none from automation, and the tracker's card impressions and
// clicks (POST /martypixel). What reached the store is read from its /metrics (with its token: the
// store is told it is behind a proxy), which counts an event only once it is stored.

/** A counter or histogram count of /metrics, 0 before its first event. */
async function metric(request: APIRequestContext, series: string): Promise<number> {
  const response = await request.get("/metrics", {
    headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  const text = await response.text();
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const BEACONS = 'telemetry_events_total{type="beacon"}';
const IMPRESSIONS = 'telemetry_events_total{type="impression"}';
const CLICKS = 'telemetry_events_total{type="click"}';

/** The page's requests to /martypixel, as sent. */
function pixelRequests(page: Page) {
  const sent: { method: string; url: URL; body: string | null }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/martypixel")
      sent.push({ method: request.method(), url, body: request.postData() });
  });
  return sent;
}

/** The page-load beacon's answer: a GET (the page's other events are POSTed batches). */
const isBeacon = (response: Response) =>
  response.request().method() === "GET" && new URL(response.url()).pathname === "/martypixel";

/** After the page's load event, one idle turn of the browser: when the beacon would have been sent. */
async function pageSettled(page: Page) {
  // The page's scripts start after its load: hydrated, then idle.
  await page.waitForLoadState("load");
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 10_000 });
      }),
  );
}

test.describe.configure({ mode: "serial" });

test.describe("telemetry", () => {
  let shopperBrowser: Browser;

  test.beforeAll(async () => {
    // A shopper's browser: without the automation flag Playwright's Chromium sets navigator.webdriver.
    shopperBrowser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, "--disable-blink-features=AutomationControlled"],
    });
  });
  test.afterAll(async () => {
    await shopperBrowser?.close();
  });

  test("a shopper's browser fires the beacon once per page load, and it is stored", async ({
    request,
    baseURL,
  }) => {
    const context = await shopperBrowser.newContext({ baseURL });
    const page = await context.newPage();
    const sent = pixelRequests(page);
    const before = await metric(request, BEACONS);
    const homeBefore = await metric(request, 'martypixel_response_start_seconds_count{page_type="home"}');

    // Waited for from before the page opens: the beacon may be answered before goto returns.
    const beacon = page.waitForResponse(isBeacon);
    await page.goto("/");
    expect(await page.evaluate(() => navigator.webdriver)).toBe(false);
    const first = await beacon;
    expect(first.status()).toBe(204);
    const fields = Object.fromEntries(new URL(first.url()).searchParams);
    expect(Object.keys(fields).sort()).toEqual(
      [
        "aboveTheFoldLoaded",
        "elementCount",
        "imgCount",
        "navigationStart",
        "navigationType",
        "page",
        "pageViewType",
        "responseStart",
        "scriptCount",
        "type",
      ].sort(),
    );
    expect(fields).toMatchObject({
      type: "pageLoad",
      pageViewType: "document",
      page: "home",
      navigationType: "navigate",
    });

    // A reload is a second page load: a second beacon, and only that.
    const second = page.waitForResponse(isBeacon);
    await page.reload();
    expect((await second).status()).toBe(204);
    await pageSettled(page);
    expect(
      sent.filter((s) => s.method === "GET").map((s) => s.url.searchParams.get("navigationType")),
    ).toEqual(["navigate", "reload"]);
    await expect.poll(() => metric(request, BEACONS)).toBe(before + 2);
    expect(await metric(request, 'martypixel_response_start_seconds_count{page_type="home"}')).toBe(
      homeBefore + 2,
    );
    await context.close();
  });

  test("a browser driven by automation (navigator.webdriver) fires no beacon", async ({ page, request }) => {
    const sent = pixelRequests(page);
    const before = await metric(request, BEACONS);
    await page.goto("/");
    expect(await page.evaluate(() => navigator.webdriver)).toBe(true);
    await pageSettled(page);
    expect(sent).toEqual([]);
    expect(await metric(request, BEACONS)).toBe(before);
  });

  test("a product card's impression and click reach the store", async ({ request, baseURL }) => {
    const context = await shopperBrowser.newContext({ baseURL });
    const page = await context.newPage();
    const sent = pixelRequests(page);
    const impressions = await metric(request, IMPRESSIONS);
    const clicks = await metric(request, CLICKS);

    await page.goto("/search/boots");
    const card = page
      .getByRole("list", { name: "Search results" })
      .locator("article[data-track=card]")
      .first();
    await expect(card).toBeVisible();
    const id = await card.getAttribute("data-track-id");
    expect(id).toMatch(/^\d+-\d+$/);
    await pageSettled(page);

    // The card is on the first screen: seen. Its link is clicked: the shopper leaves for the product.
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/p\//);
    await expect.poll(() => metric(request, CLICKS)).toBeGreaterThan(clicks);
    await expect.poll(() => metric(request, IMPRESSIONS)).toBeGreaterThan(impressions);

    const posted = sent
      .filter((s) => s.method === "POST")
      .flatMap((s) => (JSON.parse(s.body ?? "{}") as { events: { type: string; id: string }[] }).events);
    expect(posted).toContainEqual({ type: "impression", element: "card", id, pageType: "search" });
    expect(posted).toContainEqual({ type: "click", element: "card", id, pageType: "search" });
    await context.close();
  });

  test("the header's banner is seen, and a hover of two seconds counts too", async ({ request, baseURL }) => {
    const context = await shopperBrowser.newContext({ baseURL });
    const page = await context.newPage();
    const sent = pixelRequests(page);
    const posted = () =>
      sent
        .filter((s) => s.method === "POST")
        .flatMap((s) => (JSON.parse(s.body ?? "{}") as { events: Record<string, unknown>[] }).events);
    const impressions = await metric(request, IMPRESSIONS);

    await page.goto("/brands");
    const banner = page.locator('[data-track="banner"][data-track-id="promo-free-shipping"]');
    await expect(banner).toBeVisible();
    await pageSettled(page);
    // The shopper rests on it: the tracker counts the hover after 2000 ms and sends its batch.
    await banner.hover();
    const seen = { type: "impression", element: "banner", id: "promo-free-shipping", pageType: "brands" };
    await expect.poll(posted, { timeout: 30_000 }).toContainEqual({ ...seen, hover: true });
    expect(posted()).toContainEqual(seen);
    await expect.poll(() => metric(request, IMPRESSIONS)).toBeGreaterThan(impressions);
    await context.close();
  });
});
