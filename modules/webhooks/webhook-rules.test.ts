import { describe, expect, it } from "vitest";
import { checkEndpointUrl, endpointHost, endpointTarget, maskedEndpointUrl } from "./endpoint-url.ts";
import { nextWebhookAttempt, WEBHOOK_RETRY_WINDOW_MS, webhookRetryDelayMs } from "./retry-schedule.ts";
import { MAX_WEBHOOK_BODY_BYTES, webhookBody } from "./webhook-body.server.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("an endpoint's URL", () => {
  it("is any http or https URL with a host, as parsed", () => {
    expect(checkEndpointUrl("https://hooks.example.com/store?tenant=4")).toEqual({
      url: "https://hooks.example.com/store?tenant=4",
    });
    expect(checkEndpointUrl("http://127.0.0.1:8080")).toEqual({ url: "http://127.0.0.1:8080/" });
    expect(checkEndpointUrl("HTTPS://Example.COM/a")).toEqual({ url: "https://example.com/a" });
  });

  it.each([
    ["", "a URL of 1 to 2000 characters is needed"],
    [`https://example.com/${"a".repeat(2000)}`, "a URL of 1 to 2000 characters is needed"],
    ["https://example.com/a b", "the URL must be printable characters without spaces"],
    ["https://example.com/\u0000", "the URL must be printable characters without spaces"],
    ["https://exämple.com/", "the URL must be printable characters without spaces"],
    ["example.com/hooks", "the URL must be absolute, like https://example.com/hooks"],
    ["ftp://example.com/hooks", "the URL must start with http:// or https://"],
    ["file:///etc/passwd", "the URL must start with http:// or https://"],
    ["javascript:alert(1)", "the URL must start with http:// or https://"],
    ["http://", "the URL must be absolute, like https://example.com/hooks"],
  ])("refuses %j: %s", (input, problem) => {
    expect(checkEndpointUrl(input)).toEqual({ problem });
  });

  it("shows and logs no credentials, and sends them as Basic authorization", () => {
    const url = "https://ops%40shop:p%3Ass@hooks.example.com:8443/in?k=1";
    expect(endpointHost(url)).toBe("https://hooks.example.com:8443");
    expect(maskedEndpointUrl(url)).toBe("https://***:***@hooks.example.com:8443/in?k=1");
    expect(endpointTarget(url)).toEqual({
      url: "https://hooks.example.com:8443/in?k=1",
      authorization: `Basic ${btoa("ops@shop:p:ss")}`,
    });
    expect(endpointTarget("https://hooks.example.com/")).toEqual({ url: "https://hooks.example.com/" });
  });
});

describe("the retry schedule", () => {
  it("waits 30 seconds after the first failed try, doubling after each further one, at most 4 hours", () => {
    const waits = Array.from({ length: 11 }, (_, i) => webhookRetryDelayMs(i + 1) / MINUTE);
    expect(waits).toEqual([0.5, 1, 2, 4, 8, 16, 32, 64, 128, 240, 240]);
  });

  it("tries for a day from when the delivery was queued, the last try at its end, then gives up", () => {
    const queued = new Date("2026-12-01T00:00:00Z");
    const tries = [queued];
    for (let attempts = 1; ; attempts++) {
      const next = nextWebhookAttempt(attempts, queued, tries.at(-1) ?? queued);
      if (!next) break;
      tries.push(next);
    }
    expect(tries).toHaveLength(15);
    expect(tries.at(-1)?.getTime()).toBe(queued.getTime() + WEBHOOK_RETRY_WINDOW_MS);
    expect(((tries[9]?.getTime() ?? 0) - queued.getTime()) / MINUTE).toBe(255.5);
    // A delivery that waited its day behind its order's earlier ones still gets its one try.
    expect(nextWebhookAttempt(1, queued, new Date(queued.getTime() + 30 * HOUR))).toBeNull();
  });
});

describe("a webhook's body", () => {
  const event = {
    eventId: 7,
    eventKey: "evt_0123456789abcdef01234567",
    type: "refund.issued",
    stream: "123-4567890-1234567",
    payload: { orderId: "123-4567890-1234567", cents: 1999 },
    occurredAt: new Date("2026-12-01T10:00:00.123Z"),
  };

  it("carries the type, when it happened, and the payload with the event's ids", () => {
    expect(JSON.parse(webhookBody(event))).toEqual({
      type: "refund.issued",
      timestamp: "2026-12-01T10:00:00.123Z",
      data: {
        orderId: "123-4567890-1234567",
        cents: 1999,
        eventId: "evt_0123456789abcdef01234567",
        stream: "123-4567890-1234567",
      },
    });
  });

  it("keeps only the ids of a payload too large to send, and the ids always win over the payload's", () => {
    const large = webhookBody({ ...event, payload: { note: "x".repeat(MAX_WEBHOOK_BODY_BYTES) } });
    expect(Buffer.byteLength(large)).toBeLessThan(MAX_WEBHOOK_BODY_BYTES);
    expect(JSON.parse(large).data).toEqual({
      eventId: event.eventKey,
      stream: event.stream,
      truncated: true,
    });
    const spoofed = JSON.parse(webhookBody({ ...event, payload: { eventId: "evt_other" } }));
    expect(spoofed.data.eventId).toBe(event.eventKey);
  });
});
