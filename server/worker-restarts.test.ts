import { describe, expect, it } from "vitest";
import { restartPolicy } from "./worker-restarts.ts";

describe("restartPolicy", () => {
  it("replaces a worker that ran a while at once", () => {
    const policy = restartPolicy();
    for (let i = 0; i < 10; i++) expect(policy.afterExit(60_000)).toEqual({ action: "replace", delayMs: 0 });
  });

  it("waits longer after each failed start in a row, then stops the store", () => {
    const policy = restartPolicy();
    expect(policy.afterExit(2_000)).toEqual({ action: "replace", delayMs: 1_000 });
    expect(policy.afterExit(2_000)).toEqual({ action: "replace", delayMs: 2_000 });
    expect(policy.afterExit(2_000)).toEqual({ action: "replace", delayMs: 4_000 });
    expect(policy.afterExit(2_000)).toEqual({ action: "replace", delayMs: 8_000 });
    expect(policy.afterExit(2_000)).toEqual({ action: "stop", quickExits: 5 });
  });

  it("forgets failed starts once a worker runs a while", () => {
    const policy = restartPolicy({ maxQuickExits: 3 });
    policy.afterExit(100);
    policy.afterExit(100);
    expect(policy.afterExit(20_000)).toEqual({ action: "replace", delayMs: 0 });
    expect(policy.afterExit(100)).toEqual({ action: "replace", delayMs: 1_000 });
    expect(policy.afterExit(100)).toEqual({ action: "replace", delayMs: 2_000 });
    expect(policy.afterExit(100)).toEqual({ action: "stop", quickExits: 3 });
  });
});
