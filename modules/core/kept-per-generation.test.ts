import { describe, expect, it } from "vitest";
import { keptAnswers, perGeneration } from "./kept-per-generation.ts";
import { requestGeneration } from "./page-generation.server.ts";

/** Kept state (a fresh object each time one is made) on a clock the test moves. */
function keptStates(maxAgeMs = 10_000) {
  const clock = { now: 0 };
  let made = 0;
  const stateAt = perGeneration(() => ({ made: ++made }), { maxAgeMs, now: () => clock.now });
  return { clock, stateAt };
}

describe("state kept per page generation", () => {
  it("is the same while the generation holds, and new once a newer one is read", () => {
    const { stateAt } = keptStates();
    const first = stateAt("7");
    expect(stateAt("7")).toBe(first);
    const newer = stateAt("8");
    expect(newer).not.toBe(first);
    expect(stateAt("12")).not.toBe(newer); // counts, not text: 12 comes after 8
  });

  it("gives a caller that read an older generation the newer state kept, rather than starting again", () => {
    const { stateAt } = keptStates();
    stateAt("7");
    const newer = stateAt("8");
    expect(stateAt("7")).toBe(newer);
    expect(stateAt("8")).toBe(newer);
  });

  it("starts again once as old as its bound, though the generation holds", () => {
    const { clock, stateAt } = keptStates(10_000);
    const first = stateAt("7");
    clock.now = 9_999;
    expect(stateAt("7")).toBe(first);
    clock.now = 10_000;
    expect(stateAt("7")).not.toBe(first);
  });
});

describe("a request's page generation", () => {
  it("is read at the first ask only, every later ask sharing that read", async () => {
    let reads = 0;
    const generation = requestGeneration(async () => String(++reads));
    expect(reads).toBe(0);
    expect(await generation()).toBe("1");
    expect(await generation()).toBe("1");
    expect(reads).toBe(1);
    // Another request reads again.
    expect(await requestGeneration(async () => String(++reads))()).toBe("2");
  });
});

describe("answers kept per page generation", () => {
  const bounds = { maxAgeMs: 10_000, now: () => 0 };

  it("read each key once while the generation holds, and again once it moves", async () => {
    const answers = keptAnswers<string>(100, bounds);
    const reads: string[] = [];
    const read = (key: string) => async () => {
      reads.push(key);
      return key.toUpperCase();
    };
    expect(await answers.at("1")("boots", read("boots"))).toBe("BOOTS");
    expect(await answers.at("1")("boots", read("boots"))).toBe("BOOTS");
    expect(await answers.at("1")("heels", read("heels"))).toBe("HEELS");
    expect(await answers.at("2")("boots", read("boots"))).toBe("BOOTS");
    expect(reads).toEqual(["boots", "heels", "boots"]);
  });

  it("read only once the caller's generation is read", async () => {
    const answers = keptAnswers<number>(100, bounds);
    let release = (_generation: string) => {};
    const generation = new Promise<string>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    const answer = answers.at(generation)("key", async () => ++reads);
    await Promise.resolve();
    expect(reads).toBe(0);
    release("1");
    expect(await answer).toBe(1);
  });

  it("forget a failed read", async () => {
    const answers = keptAnswers<string>(100, bounds).at("1");
    await expect(answers("key", async () => Promise.reject(new Error("database away")))).rejects.toThrow(
      "database away",
    );
    expect(await answers("key", async () => "read again")).toBe("read again");
  });

  it("start again, empty, rather than hold more keys than their bound", async () => {
    const answers = keptAnswers<number>(2, bounds).at("1");
    let reads = 0;
    const read = async () => ++reads;
    await answers("a", read);
    await answers("b", read);
    expect(await answers("a", read)).toBe(1);
    expect(await answers("c", read)).toBe(3);
    expect(await answers("a", read)).toBe(4);
  });
});
