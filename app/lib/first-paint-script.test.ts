import { describe, expect, it } from "vitest";
import { RECENTLY_VIEWED_KEY } from "../components/recently-viewed/recently-viewed-store.ts";
import { FIRST_PAINT_SCRIPT } from "./first-paint-script.ts";

/** Runs the script as the browser would, against a class list and a storage of our own. */
function classesAfter(storage: { getItem(key: string): string | null }): string[] {
  const classes = new Set<string>();
  const document = { documentElement: { classList: { add: (name: string) => classes.add(name) } } };
  new Function("document", "localStorage", FIRST_PAINT_SCRIPT)(document, storage);
  return [...classes];
}

const stored = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe("the first paint script", () => {
  it("marks the page as running JavaScript", () => {
    expect(classesAfter(stored({}))).toEqual(["js"]);
  });

  it("reserves the recently viewed row when the browser keeps a product with a style", () => {
    const list = JSON.stringify([{ productId: 1, styleId: 7001 }]);
    expect(classesAfter(stored({ [RECENTLY_VIEWED_KEY]: list }))).toEqual(["js", "has-recently-viewed"]);
  });

  it("reserves nothing for an empty list, items without a style, or a storage that refuses", () => {
    expect(classesAfter(stored({ [RECENTLY_VIEWED_KEY]: "[]" }))).toEqual(["js"]);
    expect(classesAfter(stored({ [RECENTLY_VIEWED_KEY]: '[{"styleId":null}]' }))).toEqual(["js"]);
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(classesAfter(refusing)).toEqual(["js"]);
  });
});
