import { describe, expect, it } from "vitest";
import { createStoreMetrics, statusClass } from "./metrics.server.ts";
import { boundedProperties } from "./store.server.ts";

describe("the store's metrics", () => {
  it("count requests by route pattern, method and status class, and errors by status class", async () => {
    const metrics = createStoreMetrics();
    metrics.observeRequest({ route: "/v1/cart", method: "GET", status: 200, seconds: 0.02 });
    metrics.observeRequest({ route: "page:product-p", method: "GET", status: 404, seconds: 0.1 });
    metrics.observeRequest({ route: "page:home", method: "BREW", status: 503, seconds: 0.3 });
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_requests_total{route="/v1/cart",method="GET",status_class="2xx"} 1');
    expect(text).toContain('http_requests_total{route="page:product-p",method="GET",status_class="4xx"} 1');
    expect(text).toContain('http_requests_total{route="page:home",method="OTHER",status_class="5xx"} 1');
    expect(text).toContain('http_request_errors_total{status_class="4xx"} 1');
    expect(text).toContain('http_request_errors_total{status_class="5xx"} 1');
    expect(text).toContain('http_request_duration_seconds_count{route="/v1/cart",method="GET"} 1');
  });

  it("put a beacon's timings in seconds into histograms by page type", async () => {
    const metrics = createStoreMetrics();
    metrics.observeBeacon("home", { responseStart: 200, aboveTheFoldLoaded: 1200 });
    const text = await metrics.registry.metrics();
    expect(text).toContain('martypixel_response_start_seconds_bucket{le="0.25",page_type="home"} 1');
    expect(text).toContain('martypixel_response_start_seconds_bucket{le="0.1",page_type="home"} 0');
    expect(text).toContain('martypixel_above_the_fold_loaded_seconds_bucket{le="1.5",page_type="home"} 1');
    expect(text).toContain('martypixel_above_the_fold_loaded_seconds_bucket{le="1",page_type="home"} 0');
    expect(text).toContain('martypixel_above_the_fold_loaded_seconds_sum{page_type="home"} 1.2');
  });

  it("count events stored by type and dropped by reason", async () => {
    const metrics = createStoreMetrics();
    metrics.countStored("impression", 3);
    metrics.countDropped("bot");
    const text = await metrics.registry.metrics();
    expect(text).toContain('telemetry_events_total{type="impression"} 3');
    expect(text).toContain('telemetry_events_dropped_total{reason="bot"} 1');
  });

  it("name status classes", () => {
    expect([200, 302, 404, 503, 99, 600].map(statusClass)).toEqual([
      "2xx",
      "3xx",
      "4xx",
      "5xx",
      "other",
      "other",
    ]);
  });
});

describe("one event's properties", () => {
  it("are kept as JSON within the cap", () => {
    expect(boundedProperties({ term: "boots", count: 2, skip: undefined })).toEqual({
      term: "boots",
      count: 2,
    });
  });

  it("are cut to a note past the cap, or when they are not JSON", () => {
    expect(boundedProperties({ text: "x".repeat(3000) })).toEqual({ dropped: "too large", bytes: 3011 });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(boundedProperties(circular)).toEqual({ dropped: "not JSON" });
    expect(boundedProperties({ big: 1n })).toEqual({ dropped: "not JSON" });
  });
});
