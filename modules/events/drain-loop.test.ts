import { describe, expect, it, vi } from "vitest";
import { recordingLog } from "../../tests/support/recording-log.ts";
import { eventRetryDelayMs } from "./consumer.server.ts";
import { type BackgroundDrain, createDrainLoop, drainInTurn, drainUntilIdle } from "./drain-loop.server.ts";

/** A drain whose runs the test lets finish one by one. */
function heldDrain() {
  const waiting: (() => void)[] = [];
  let runs = 0;
  const loop = createDrainLoop({
    report: () => {},
    drain: () =>
      new Promise<number>((resolve) => {
        runs += 1;
        waiting.push(() => resolve(1));
      }),
  });
  const release = () => waiting.shift()?.();
  return { loop, release, runs: () => runs, waiting: () => waiting.length };
}

/** A member of drainInTurn that notes its turn in `turns`. */
function member(name: string, turns: string[], answer: () => Promise<number>): BackgroundDrain {
  return {
    kick: () => {},
    start: () => {},
    settled: async () => {},
    stop: async () => {
      turns.push(`${name} stopped`);
    },
    drainOnce: () => {
      turns.push(name);
      return answer();
    },
  };
}

describe("the drain loop", () => {
  it("makes one more drain of many kicks during a drain, and stop() waits for the drain in flight", async () => {
    const { loop, release, runs, waiting } = heldDrain();
    loop.kick();
    await vi.waitFor(() => expect(waiting()).toBe(1));
    for (let i = 0; i < 5; i++) loop.kick();
    release();
    await vi.waitFor(() => expect(waiting()).toBe(1));
    expect(runs()).toBe(2);
    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(runs()).toBe(2);
    loop.kick();
    expect(await loop.drainOnce()).toBe(0);
    expect(runs()).toBe(2);
  });

  it("reports a kicked drain's failure and throws nothing", async () => {
    const reported: unknown[] = [];
    const loop = createDrainLoop({
      report: (error) => reported.push(error),
      drain: () => Promise.reject(new Error("database down")),
    });
    expect(() => loop.kick()).not.toThrow();
    await vi.waitFor(() => expect(reported).toEqual([new Error("database down")]));
    await expect(loop.drainOnce()).rejects.toThrow("database down");
    await loop.stop();
  });
});

describe("drains in turn", () => {
  it("drains each member in the order given, every member even when one fails, then says it failed", async () => {
    const turns: string[] = [];
    const log = recordingLog();
    const failing = { next: true };
    const group = drainInTurn(
      [
        member("consumer", turns, async () => {
          if (failing.next) throw new Error("consumer failed");
          return 2;
        }),
        member("sender", turns, async () => 3),
      ],
      log,
    );
    await expect(group.drainOnce()).rejects.toThrow("consumer failed");
    failing.next = false;
    expect(await group.drainOnce()).toBe(5);
    group.kick();
    await vi.waitFor(() => expect(turns).toHaveLength(6));
    await group.stop();
    expect(turns).toEqual([
      "consumer",
      "sender",
      "consumer",
      "sender",
      "consumer",
      "sender",
      "consumer stopped",
      "sender stopped",
    ]);
    expect(log.lines).toEqual([]);
  });

  it("drains until nothing is left, and says so when it never ends", async () => {
    const answers = [3, 1, 0, 7];
    const drain = member("all", [], async () => answers.shift() ?? 0);
    expect(await drainUntilIdle(drain)).toBe(4);
    const endless = member("endless", [], async () => 1);
    await expect(drainUntilIdle(endless, 5)).rejects.toThrow("still draining after 5 rounds");
  });

  it("waits for a kicked drain in flight before it drains: what that one claimed is done when it answers", async () => {
    const { loop, release, runs, waiting } = heldDrain();
    loop.kick();
    await vi.waitFor(() => expect(waiting()).toBe(1));
    let idle = false;
    const drained = drainUntilIdle(loop, 2).then(
      () => {
        idle = true;
      },
      () => {
        idle = true;
      },
    );
    await Promise.resolve();
    expect([idle, runs()]).toEqual([false, 1]);
    release(); // the kicked drain ends; then drainUntilIdle's own rounds run (each held, then let go)
    await vi.waitFor(() => expect(runs()).toBe(2));
    expect(idle).toBe(false);
    release();
    await vi.waitFor(() => expect(runs()).toBe(3));
    release();
    await drained;
    expect(idle).toBe(true);
  });
});

describe("the consumers' retry waits", () => {
  it("waits 10 seconds after the first failed try, doubling after each further one, at most 30 minutes", () => {
    const waits = Array.from({ length: 10 }, (_, i) => eventRetryDelayMs(i + 1) / 1000);
    expect(waits).toEqual([10, 20, 40, 80, 160, 320, 640, 1280, 1800, 1800]);
  });
});
