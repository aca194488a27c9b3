import {
  BANNER_HOVER_IMPRESSION_MS,
  BATCH_DELAY_MS,
  IMPRESSION_VISIBLE_RATIO,
  MAX_EVENTS_PER_BATCH,
} from "../../../modules/telemetry/index.ts";
import { createEventQueue } from "./event-queue.ts";
import type { PixelEvent } from "./send.ts";
import { eventKey, TRACKED_SELECTOR, type TrackedTarget, trackedTargetOf } from "./tracked-element.ts";

export interface Tracker {
  /** A new page view (a client-side navigation): impressions and clicks count again, new elements are watched. */
  newPageView(): void;
  stop(): void;
}

/**
 * The one tracker of impressions and clicks (the shared contract of issue 15): every element marked
 * data-track, present or added later (banners fetched after load, a carousel's next slides), is
 * seen through one IntersectionObserver (half of it on screen), clicked through one listener on the
 * document, and a banner with data-track-hover hovered for 2000 ms counts as an impression. Each is
 * counted once per page view, and sent in batches to POST /martypixel.
 */
export function startTracker(options: {
  pageType: () => string;
  send: (events: PixelEvent[]) => void;
}): Tracker {
  const queue = createEventQueue<PixelEvent>({
    send: options.send,
    maxBatch: MAX_EVENTS_PER_BATCH,
    delayMs: BATCH_DELAY_MS,
  });
  let counted = new Set<string>();
  const hoverTimers = new Map<Element, ReturnType<typeof setTimeout>>();

  const count = (type: "impression" | "click", target: TrackedTarget, hover = false) => {
    const key = eventKey(type, target, hover);
    if (counted.has(key)) return;
    counted.add(key);
    queue.add({
      type,
      element: target.element,
      id: target.id,
      pageType: options.pageType(),
      ...(hover && { hover: true as const }),
    });
  };

  const visibility = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < IMPRESSION_VISIBLE_RATIO) continue;
        const target = trackedTargetOf(entry.target);
        if (target) count("impression", target);
        visibility.unobserve(entry.target);
      }
    },
    { threshold: IMPRESSION_VISIBLE_RATIO },
  );
  const watch = (root: Element | Document) => {
    if (root instanceof Element && root.matches(TRACKED_SELECTOR)) visibility.observe(root);
    for (const element of root.querySelectorAll(TRACKED_SELECTOR)) visibility.observe(element);
  };
  const additions = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) watch(node);
    }
  });
  additions.observe(document.body, { childList: true, subtree: true });
  watch(document);

  const tracked = (event: Event) =>
    event.target instanceof Element ? event.target.closest(TRACKED_SELECTOR) : null;
  const onClick = (event: Event) => {
    const element = tracked(event);
    const target = element && trackedTargetOf(element);
    if (target) count("click", target);
  };
  const onPointerOver = (event: Event) => {
    const element = tracked(event);
    const target = element && trackedTargetOf(element);
    if (!element || !target?.hover || hoverTimers.has(element)) return;
    hoverTimers.set(
      element,
      setTimeout(() => {
        hoverTimers.delete(element);
        count("impression", target, true);
      }, BANNER_HOVER_IMPRESSION_MS),
    );
  };
  const onPointerOut = (event: Event) => {
    const element = tracked(event);
    const next = event instanceof MouseEvent ? event.relatedTarget : null;
    if (!element || (next instanceof Node && element.contains(next))) return;
    clearTimeout(hoverTimers.get(element));
    hoverTimers.delete(element);
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") queue.flush();
  };
  document.addEventListener("click", onClick, { capture: true, passive: true });
  document.addEventListener("pointerover", onPointerOver, { passive: true });
  document.addEventListener("pointerout", onPointerOut, { passive: true });
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", queue.flush);

  return {
    newPageView() {
      queue.flush();
      counted = new Set();
      visibility.disconnect();
      watch(document);
    },
    stop() {
      queue.flush();
      visibility.disconnect();
      additions.disconnect();
      for (const timer of hoverTimers.values()) clearTimeout(timer);
      document.removeEventListener("click", onClick, { capture: true });
      document.removeEventListener("pointerover", onPointerOver);
      document.removeEventListener("pointerout", onPointerOut);
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", queue.flush);
    },
  };
}
