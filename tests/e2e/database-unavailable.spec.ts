import { expect, type Page, test } from "@playwright/test";
import { type PostgresServer, postgresBinDir, startPostgresServer } from "../support/postgres-server.ts";
import { type StoreProcess, startStoreProcess } from "../support/store-process.ts";

// A store of its own over a PostgreSQL server of its own, which the test stops and starts again.
const PG_PORT = Number(process.env.PGPORT_E2E_RESTART ?? 54343);

async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveClass(/\bhydrated\b/);
}

test.describe("while the database is unavailable", () => {
  let postgres: PostgresServer;
  let store: StoreProcess;

  test.beforeAll(async () => {
    test.skip(!(await postgresBinDir()), "needs Debian's PostgreSQL (apt-get install -y postgresql)");
    test.setTimeout(120_000);
    postgres = await startPostgresServer(PG_PORT);
    // Two server processes, as on a small machine (the default is one per CPU, which varies).
    store = await startStoreProcess({
      DATABASE_URL: postgres.url,
      SEED_PRODUCTS: "30",
      LOG_LEVEL: "info",
      WEB_CONCURRENCY: "2",
    });
  });
  test.afterAll(async () => {
    await store?.stop();
    await postgres?.destroy();
  });

  test("a shopper sees the 503 page, by link and by address, and the store again once it is back", async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    page.on("console", (message) => {
      if (/hydrat/i.test(message.text())) pageErrors.push(message.text());
    });

    await page.goto(`${store.origin}/search/null`);
    await hydrated(page);
    await postgres.stop();

    // A navigation with JavaScript: the page's data comes back 503.
    const results = page.getByRole("list", { name: "Search results" });
    await results.getByRole("link").filter({ hasText: "$" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Oh No!" })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveTitle("503 Error Page");

    // A full page load: the server renders the 503 page and the browser keeps it as it is.
    const response = await page.reload();
    expect(response?.status()).toBe(503);
    await hydrated(page);
    await expect(page).toHaveTitle("503 Error Page");
    await expect(page.getByText("An unexpected error has occurred.")).toBeVisible();
    expect(pageErrors).toEqual([]);

    await postgres.start();
    await expect(async () => {
      const again = await page.goto(`${store.origin}/search/null`);
      expect(again?.status()).toBe(200);
    }).toPass({ timeout: 60_000 });
    await expect(page).not.toHaveTitle(/Error Page/);
  });
});
