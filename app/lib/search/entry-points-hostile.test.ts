import { describe, expect, it } from "vitest";
import { entryPointAt } from "./entry-points.ts";

describe("entry points on hostile input", () => {
  it("finds /women behind 200,000 trailing slashes (no quadratic trimming)", () => {
    expect(entryPointAt(`/women${"/".repeat(200_000)}`)?.path).toBe("/women");
  });

  it("finds nothing for a path of slashes ending in a letter", () => {
    expect(entryPointAt(`/women${"/".repeat(200_000)}x`)).toBeUndefined();
  });
});
