/** The browser tests' store's METRICS_TOKEN (playwright.config.ts): the tests read /metrics with it. */
export const E2E_METRICS_TOKEN = "e2e-metrics-token-not-a-secret";
