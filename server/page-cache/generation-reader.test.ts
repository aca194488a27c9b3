import { describe, expect, it } from "vitest";
import { generationReader } from "./generation-reader.ts";

describe("generationReader", () => {
  it("gives every caller a read that started after it asked, sharing one read among those who wait", async () => {
    let value = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const read = () => {
      started.push(value);
      const seen = String(value);
      return new Promise<string>((resolve) => releases.push(() => resolve(seen)));
    };
    const generation = generationReader(read);
    const first = generation();
    value = 1; // a change committed while the first read is under way
    const second = generation();
    const third = generation();
    expect(started).toEqual([0]);
    releases[0]?.();
    expect(await first).toBe("0");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1]);
    releases[1]?.();
    expect(await second).toBe("1");
    expect(await third).toBe("1");
  });

  it("reads again after a failed read", async () => {
    let fail = true;
    const generation = generationReader(async () => {
      if (fail) throw new Error("database away");
      return "7";
    });
    await expect(generation()).rejects.toThrow("database away");
    fail = false;
    expect(await generation()).toBe("7");
  });
});
