import type { ClientErrorType, TrackedElement } from "../../../modules/telemetry/index.ts";

/** The tracker's and the error reports' events, as POST /martypixel takes them. */
export type PixelEvent =
  | { type: "impression" | "click"; element: TrackedElement; id: string; pageType: string; hover?: true }
  | { type: "error"; name: ClientErrorType; pageType: string; status?: number; message?: string };

/**
 * Sends events to POST /martypixel, surviving the page's unload (keepalive). Nobody waits for it
 * and nothing is shown if it fails: telemetry never gets in the shopper's way.
 */
export function postPixelEvents(events: readonly PixelEvent[], type?: ClientErrorType): void {
  if (events.length === 0) return;
  const query = type ? `?${new URLSearchParams({ type })}` : "";
  fetch(`/martypixel${query}`, {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ events }),
  }).catch(() => undefined);
}

/** Whether the browser is driven by automation (WebDriver, Playwright, Puppeteer): its visits are not counted. */
export function isAutomated(): boolean {
  return typeof navigator !== "undefined" && navigator.webdriver === true;
}
