import { describe, expect, it } from "vitest";
import { createStepClock } from "./step-clock.server.ts";

describe("the step clock", () => {
  it("keeps ticking on its timer after a tick asked by hand, and stop waits for the tick in flight", async () => {
    let calls = 0;
    let onCall: (() => void) | undefined;
    const clock = createStepClock({
      name: "test",
      async one() {
        calls += 1;
        onCall?.();
        return false;
      },
    });
    expect(await clock.tick()).toBe(0);
    expect(calls).toBe(1);
    // The timer's own tick comes after the hand's: before the fix it never did (the hand's tick
    // was left marked as running).
    const timerTicked = new Promise<void>((resolve) => {
      onCall = resolve;
    });
    clock.start(1);
    await timerTicked;
    await clock.stop();
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});
