import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window.ts";

describe("pageWindow", () => {
  it.each([
    [0, 1, [0]],
    [0, 3, [0, 1, 2]],
    [0, 20, [0, 1, 2, null, 19]],
    [9, 20, [0, null, 7, 8, 9, 10, 11, null, 19]],
    [19, 20, [0, null, 17, 18, 19]],
    [3, 20, [0, 1, 2, 3, 4, 5, null, 19]],
  ])("on page %i of %i shows %j", (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });

  it("always shows the first, last and current pages, ascending, without gaps of one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.nat(), (count, at) => {
        const page = at % count;
        const numbers = pageWindow(page, count);
        const shown = numbers.filter((n): n is number => n !== null);
        expect(shown).toContain(0);
        expect(shown).toContain(count - 1);
        expect(shown).toContain(page);
        for (let i = 1; i < shown.length; i++) expect(shown[i]).toBeGreaterThan(shown[i - 1] ?? -1);
        numbers.forEach((n, i) => {
          if (n === null) expect((numbers[i + 1] ?? 0) - (numbers[i - 1] ?? 0)).toBeGreaterThan(2);
        });
      }),
    );
  });
});
