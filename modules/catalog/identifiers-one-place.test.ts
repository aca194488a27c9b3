import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The spec's identifier rules have one place each (modules/catalog/identifiers.ts, and the brand id
 * in modules/search/brand-ids.ts). A copy drifts (one ASIN copy was looser, one largest id was
 * 9_999_999_999): this guard finds a new one in the store's code, tests aside.
 */
const root = join(import.meta.dirname, "../..");

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

const RULES = [
  { copy: "B0[A-Z0-9]{8}", home: "modules/catalog/identifiers.ts", folders: ["app", "modules", "server"] },
  { copy: "2_147_483_647", home: "modules/catalog/identifiers.ts", folders: ["app", "modules", "server"] },
  { copy: "2147483647", home: "modules/catalog/identifiers.ts", folders: ["app", "modules", "server"] },
  { copy: "9_999_999_999", home: "modules/catalog/identifiers.ts", folders: ["app", "modules", "server"] },
  { copy: "\\d{1,10}", home: "modules/catalog/identifiers.ts", folders: ["app", "modules", "server"] },
  { copy: "\\d{1,9}", home: "modules/search/brand-ids.ts", folders: ["modules/search", "app/lib/search"] },
];

describe("spec identifier rules", () => {
  it.each(RULES)("writes $copy only in $home", ({ copy, home, folders }) => {
    const copies = folders
      .flatMap(sourceFiles)
      .filter((file) => relative(root, join(root, file)) !== home)
      .filter((file) => readFileSync(join(root, file), "utf8").includes(copy));
    expect(copies).toEqual([]);
  });
});
