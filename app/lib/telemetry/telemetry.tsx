import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { pageTypeOf } from "../../../modules/telemetry/index.ts";
import { fireBeaconOnce } from "./beacon.ts";
import { isAutomated, postPixelEvents } from "./send.ts";
import { startTracker, type Tracker } from "./tracker.ts";

/** The page type of the page shown: its deepest route's id, without the /marty prefix. */
export function usePageType(): string {
  const matches = useMatches();
  return pageTypeOf(matches.at(-1)?.id ?? "root");
}

/**
 * The browser's telemetry, in the layout of every page that loaded (error pages have none: spec 1
 * section 7, a 404 or 5xx fires no pixel): the page-performance beacon once per document load, and
 * the one tracker of impressions and clicks. Nothing under automation. It renders nothing.
 */
export function Telemetry() {
  const pageType = usePageType();
  const location = useLocation();
  const current = useRef(pageType);
  current.current = pageType;
  const tracker = useRef<Tracker | null>(null);

  useEffect(() => {
    if (isAutomated()) return;
    fireBeaconOnce(() => current.current);
    const started = startTracker({ pageType: () => current.current, send: postPixelEvents });
    tracker.current = started;
    return () => {
      started.stop();
      tracker.current = null;
    };
  }, []);

  // A client-side navigation is a new page view for impressions and clicks: told as soon as its page
  // is in the document, before any of its elements can be counted under the old one.
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location only
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    tracker.current?.newPageView();
  }, [location.key]);

  return null;
}
