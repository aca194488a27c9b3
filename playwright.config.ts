import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/support/chromium.ts";
import { E2E_METRICS_TOKEN } from "./tests/support/metrics-token.ts";
import { E2E_OUTBOX_DIR } from "./tests/support/outbox.ts";

const port = Number(process.env.E2E_PORT ?? 3100);

/** The specs whose journeys wait for orders to ship and arrive (a minute or more each). */
const WAREHOUSE_JOURNEYS = /\/(orders|returns|exchanges)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three browsers on two cores: the suite mostly waits (three journeys wait minutes for the
  // warehouse clock; its CPU time is a third of its length at two workers). Four made a
  // cross-tab bag test time out once on a loaded machine.
  workers: 3,
  retries: 0,
  // Generous bounds: a loaded two-core CI machine renders a 100-card page slowly, and a test
  // waits for what the shopper waits for rather than racing a clock.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/playwright.json" }],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    // Traces snapshot every action's DOM, a cost on 100-card pages; `--trace on` when debugging.
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  // The journeys that wait minutes for the warehouse clock are queued first (a project's tests are
  // handed out before the next project's): started last, one of them was the run's whole tail.
  projects: [
    { name: "journeys", testMatch: WAREHOUSE_JOURNEYS, use: { ...devices["Desktop Chrome"] } },
    { name: "chromium", testIgnore: WAREHOUSE_JOURNEYS, use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: {
    // A fresh in-memory database, seeded with a small catalogue, on the built store.
    command: "node --import tsx server/main.ts",
    url: `http://localhost:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The store's warnings and errors (LOG_LEVEL below) in the run's output: a failure's cause on the server.
    stdout: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: "memory://",
      SEED_PRODUCTS: "300",
      LOG_LEVEL: "warn",
      // Registration links arrive by mail: the tests read them from this outbox.
      MAIL_OUTBOX_DIR: E2E_OUTBOX_DIR,
      // The test runner stands in for a proxy: each shopper that registers comes from an address of
      // its own (X-Forwarded-For), as real shoppers do, so the per-address registration limit (10 in
      // 15 minutes) counts each, not the whole run.
      TRUSTED_PROXIES: "127.0.0.1,::1",
      // Behind a proxy (as TRUSTED_PROXIES says) only the token opens /metrics (decision 123).
      METRICS_TOKEN: E2E_METRICS_TOKEN,
      // The warehouse at test speed: processed at once, shipped a minute later (time to cancel an
      // item first: a few page loads, seconds even on a busy machine; three journeys wait for the
      // shipment, so each minute here is a minute of a browser worker), out for delivery and
      // delivered 3 s apart after that.
      FULFILMENT_PROCESS_MINUTES: "0",
      FULFILMENT_SHIP_MINUTES: "1",
      FULFILMENT_OUT_FOR_DELIVERY_MINUTES: "0.05",
      FULFILMENT_DELIVER_MINUTES: "0.05",
      RETURN_SCAN_MINUTES: "0.05",
      RETURN_RECEIVE_MINUTES: "0.05",
      RETURN_REFUND_MINUTES: "0.05",
      // The newsletter's captcha proves the flow, not the work: a few hundred tries, not 20,000 (on a
      // busy machine the full work took most of a test's time).
      CAPTCHA_MAX_COUNTER: "500",
    },
  },
});
