import { describe, expect, it } from "vitest";
import { MAIL_LONGEST_RETRY_MS, MAIL_MAX_ATTEMPTS, mailRetryDelayMs } from "./dispatcher.server.ts";

const MINUTE = 60_000;

describe("the outbox's retry waits", () => {
  it("waits a minute after the first failed send, doubling after each further one, at most an hour", () => {
    const waits = Array.from({ length: 9 }, (_, i) => mailRetryDelayMs(i + 1) / MINUTE);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it("gives up after about two hours of retries", () => {
    let total = 0;
    for (let attempts = 1; attempts < MAIL_MAX_ATTEMPTS; attempts++) total += mailRetryDelayMs(attempts);
    expect(total / MINUTE).toBe(123);
    expect(mailRetryDelayMs(1_000)).toBe(MAIL_LONGEST_RETRY_MS);
  });
});
