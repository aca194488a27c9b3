import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AUTO_ROTATE_MS,
  clampIndex,
  moveGesture,
  pageCount,
  pageForKey,
  perPageFor,
  RESIZE_DEBOUNCE_MS,
  releaseGesture,
  rotate,
  showsArrows,
  startGesture,
} from "./carousel-rules.ts";

describe("carousel rules", () => {
  it("use the spec's timings: rotation every 5000 ms, resize debounced 100 ms", () => {
    expect(AUTO_ROTATE_MS).toBe(5000);
    expect(RESIZE_DEBOUNCE_MS).toBe(100);
  });

  it("clamp the index between 0 and the page count minus 1", () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(3, 3)).toBe(2);
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 100 }), (index, pages) => {
        const clamped = clampIndex(index, pages);
        return clamped >= 0 && clamped <= pages - 1;
      }),
    );
  });

  it("count pages from the items and the cards a page holds", () => {
    expect(pageCount(10, 4)).toBe(3);
    expect(pageCount(8, 4)).toBe(2);
    expect(pageCount(0, 4)).toBe(1);
    expect(perPageFor(1000)).toBe(5);
    expect(perPageFor(100)).toBe(1);
    expect(perPageFor(0)).toBe(1);
  });

  it("show arrows only with more than one page", () => {
    expect(showsArrows(1)).toBe(false);
    expect(showsArrows(2)).toBe(true);
  });

  it("rotate to the next page and wrap from the last to the first", () => {
    expect(rotate(0, 3)).toBe(1);
    expect(rotate(2, 3)).toBe(0);
    expect(rotate(0, 1)).toBe(0);
  });

  it("move a page with the arrow keys, clamped, and to the ends with Home and End", () => {
    expect(pageForKey("ArrowRight", 0, 3)).toBe(1);
    expect(pageForKey("ArrowRight", 2, 3)).toBe(2);
    expect(pageForKey("ArrowLeft", 0, 3)).toBe(0);
    expect(pageForKey("End", 0, 3)).toBe(2);
    expect(pageForKey("Home", 2, 3)).toBe(0);
    expect(pageForKey("Enter", 1, 3)).toBeNull();
  });

  it("lock a gesture horizontal after a horizontal move over 15 px", () => {
    const start = startGesture(100, 100);
    expect(moveGesture(start, 115, 100).axis).toBeNull();
    expect(moveGesture(start, 116, 104).axis).toBe("x");
    expect(moveGesture(start, 84, 100).axis).toBe("x");
    expect(moveGesture(start, 104, 120).axis).toBe("y");
    // Once locked, the axis stays.
    expect(moveGesture(moveGesture(start, 100, 130), 200, 130).axis).toBe("y");
  });

  it("change page on a horizontal release of 50 px or more", () => {
    const locked = moveGesture(startGesture(100, 100), 80, 100);
    expect(releaseGesture(locked, 50)).toBe(1);
    expect(releaseGesture(locked, 51)).toBe(0);
    expect(releaseGesture(locked, 150)).toBe(-1);
    expect(releaseGesture(locked, 149)).toBe(0);
    expect(releaseGesture(moveGesture(startGesture(100, 100), 100, 200), 0)).toBe(0);
    expect(releaseGesture(startGesture(100, 100), 0)).toBe(0);
  });
});
