import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEventQueue } from "./event-queue.ts";

describe("the tracker's batches", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const queueOf = (maxBatch = 3) => {
    const sent: number[][] = [];
    const queue = createEventQueue<number>({ send: (batch) => sent.push(batch), maxBatch, delayMs: 5000 });
    return { sent, queue };
  };

  it("sends what it holds once no event has come for the delay", () => {
    const { sent, queue } = queueOf();
    queue.add(1);
    vi.advanceTimersByTime(4000);
    queue.add(2);
    vi.advanceTimersByTime(4000);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([[1, 2]]);
    expect(queue.size).toBe(0);
  });

  it("sends a full batch at once, never a larger one", () => {
    const { sent, queue } = queueOf(3);
    for (const n of [1, 2, 3, 4]) queue.add(n);
    expect(sent).toEqual([[1, 2, 3]]);
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([[1, 2, 3], [4]]);
  });

  it("sends everything when flushed (the page is hidden), and nothing when empty", () => {
    const { sent, queue } = queueOf(3);
    queue.flush();
    queue.add(1);
    queue.add(2);
    queue.flush();
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([[1, 2]]);
  });
});
