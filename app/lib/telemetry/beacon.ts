import { BEACON_TYPE } from "../../../modules/telemetry/index.ts";
import { isAutomated } from "./send.ts";

/** An hour in ms: the server's bound on a beacon's timings. */
const MAX_MS = 3_600_000;

const ms = (value: number) => String(Math.min(MAX_MS, Math.max(0, Math.round(value))));

/** The largest paint seen so far (LCP), where the browser reports it. */
function watchLargestPaint(): { latest: () => number | undefined; stop: () => void } {
  let latest: number | undefined;
  if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
    return { latest: () => undefined, stop: () => undefined };
  }
  const observer = new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) latest = last.startTime;
  });
  observer.observe({ type: "largest-contentful-paint", buffered: true });
  return { latest: () => latest, stop: () => observer.disconnect() };
}

/**
 * The page-performance beacon's fields (spec 1 section 7) from the Navigation Timing API: ms after
 * the navigation started; aboveTheFoldLoaded is the largest paint of the first screen (LCP), or the
 * end of DOMContentLoaded where the browser has no LCP.
 */
export function beaconFields(pageType: string, largestPaint: number | undefined): URLSearchParams | null {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (!navigation) return null;
  return new URLSearchParams({
    navigationStart: String(Math.round(performance.timeOrigin)),
    responseStart: ms(navigation.responseStart),
    aboveTheFoldLoaded: ms(largestPaint ?? navigation.domContentLoadedEventEnd),
    type: BEACON_TYPE,
    pageViewType: "document",
    page: pageType,
    navigationType: navigation.type,
    elementCount: String(document.getElementsByTagName("*").length),
    imgCount: String(document.images.length),
    scriptCount: String(document.scripts.length),
  });
}

let fired = false;

/**
 * Fires GET /martypixel once per document load, never under automation: after the load event,
 * when the browser is idle, so it costs the page nothing it would notice (no layout, one request).
 * Client-side navigations send none (docs/decisions.md, "Telemetry (issue 15)").
 */
export function fireBeaconOnce(pageType: () => string): void {
  if (fired || isAutomated()) return;
  fired = true;
  const paint = watchLargestPaint();
  const send = () => {
    paint.stop();
    const fields = beaconFields(pageType(), paint.latest());
    if (fields) fetch(`/martypixel?${fields}`, { keepalive: true }).catch(() => undefined);
  };
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(send, { timeout: 5000 }) : setTimeout(send, 0);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
