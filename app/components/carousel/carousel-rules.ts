/** The carousel's rules (spec 1 section 4 "Carousel", section 9 timings), as plain functions. */

/** Spec 1 section 9: carousel auto-rotation 5000 ms. */
export const AUTO_ROTATE_MS = 5000;
/** Spec 1 section 9: carousel resize debounce 100 ms. */
export const RESIZE_DEBOUNCE_MS = 100;
/** A horizontal move over this many pixels locks the gesture to the horizontal axis. */
export const AXIS_LOCK_PX = 15;
/** A horizontal release of this many pixels or more changes page. */
export const SWIPE_PX = 50;
/** The narrowest a card may be: how many fit a page follows from the carousel's width. */
export const MIN_ITEM_WIDTH_PX = 180;

/** Pages needed for `items` at `perPage` a page (at least one, so an index always exists). */
export function pageCount(items: number, perPage: number): number {
  return Math.max(1, Math.ceil(items / Math.max(1, perPage)));
}

/** The page index kept between 0 and the page count minus 1. */
export function clampIndex(index: number, pages: number): number {
  if (!Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), Math.max(pages - 1, 0));
}

/** The page auto-rotation shows next: the following one, wrapping from the last to the first. */
export function rotate(index: number, pages: number): number {
  return pages <= 1 ? 0 : (clampIndex(index, pages) + 1) % pages;
}

/** Arrows are shown only with more than one page. */
export function showsArrows(pages: number): boolean {
  return pages > 1;
}

/** Cards a page of this width shows (at least one). */
export function perPageFor(width: number, minItemWidth = MIN_ITEM_WIDTH_PX): number {
  return Number.isFinite(width) && width > 0 ? Math.max(1, Math.floor(width / minItemWidth)) : 1;
}

/** The items (by index) of one page. */
export function pageOf(itemIndex: number, perPage: number): number {
  return Math.floor(itemIndex / Math.max(1, perPage));
}

/** A touch gesture: where it started and the axis it is locked to, once one is. */
export interface Gesture {
  startX: number;
  startY: number;
  axis: "x" | "y" | null;
}

export function startGesture(x: number, y: number): Gesture {
  return { startX: x, startY: y, axis: null };
}

/**
 * The gesture after a move: a horizontal move over AXIS_LOCK_PX locks it horizontal (the carousel
 * follows the finger), a vertical one first locks it vertical (the page scrolls, the carousel stays).
 */
export function moveGesture(gesture: Gesture, x: number, y: number): Gesture {
  if (gesture.axis !== null) return gesture;
  const dx = Math.abs(x - gesture.startX);
  const dy = Math.abs(y - gesture.startY);
  if (dx > AXIS_LOCK_PX && dx >= dy) return { ...gesture, axis: "x" };
  if (dy > AXIS_LOCK_PX) return { ...gesture, axis: "y" };
  return gesture;
}

/** The page change a release makes: +1 (next) for a move left of SWIPE_PX or more, -1 for right, else 0. */
export function releaseGesture(gesture: Gesture, x: number): -1 | 0 | 1 {
  if (gesture.axis !== "x") return 0;
  const dx = x - gesture.startX;
  if (dx <= -SWIPE_PX) return 1;
  if (dx >= SWIPE_PX) return -1;
  return 0;
}

/** The page a key goes to: arrows by one page (clamped), Home and End to the first and last; null for other keys. */
export function pageForKey(key: string, index: number, pages: number): number | null {
  switch (key) {
    case "ArrowLeft":
      return clampIndex(index - 1, pages);
    case "ArrowRight":
      return clampIndex(index + 1, pages);
    case "Home":
      return 0;
    case "End":
      return clampIndex(pages - 1, pages);
    default:
      return null;
  }
}
