import { describe, expect, it } from "vitest";
import { keptFor } from "./kept-for.ts";

describe("keptFor", () => {
  it("builds once per key for the period, then again", async () => {
    let now = new Date("2026-11-24T08:00:00Z");
    let builds = 0;
    const kept = keptFor<string, number>(3600, () => now);
    const build = async () => ++builds;
    expect(await Promise.all([kept("a", build), kept("a", build)])).toEqual([1, 1]);
    expect(await kept("b", build)).toBe(2);
    now = new Date(now.getTime() + 3599_000);
    expect(await kept("a", build)).toBe(1);
    now = new Date(now.getTime() + 1000);
    expect(await kept("a", build)).toBe(3);
  });

  it("does not keep a failed build", async () => {
    const kept = keptFor<string, string>(3600, () => new Date(0));
    await expect(kept("a", () => Promise.reject(new Error("database gone")))).rejects.toThrow(
      "database gone",
    );
    expect(await kept("a", async () => "read")).toBe("read");
  });
});
